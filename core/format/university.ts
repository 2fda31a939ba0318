const MAX_LENGTH = 25;
const CUT_LENGTH = 22;
const TRAILING_PARENTHESES = /\(([^()]+)\)\s*$/;

/**
 * University shortening for tutor cards, rules in the order of
 * docs/product.md#university-shortening:
 *  1. all uppercase, or containing '(' → as is;
 *  2. else the text inside trailing parentheses. Unreachable after rule 1 (a name with '(' has
 *     already been returned); kept so the rules read as the product states them;
 *  3. else longer than 25 characters → the first 22 plus '...';
 *  4. else as is.
 */
export function shortenUniversity(name: string): string {
  if (name === name.toUpperCase() || name.includes('(')) return name;
  const inParentheses = TRAILING_PARENTHESES.exec(name)?.[1]?.trim();
  if (inParentheses) return inParentheses;
  if (name.length > MAX_LENGTH) return `${name.slice(0, CUT_LENGTH)}...`;
  return name;
}
