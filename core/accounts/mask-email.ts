/**
 * An address shown to someone who must recognise their own account but should not learn someone
 * else's (a chat being linked, a browser being switched): the first and last letter of the name
 * and the whole domain, 'r***a@gmail.com'. A name of one or two letters keeps only the first.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  const shown = name.length > 2 ? `${name[0]}***${name[name.length - 1]}` : `${name[0]}***`;
  return `${shown}${email.slice(at)}`;
}
