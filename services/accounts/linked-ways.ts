import type { LinkedWay, LinkedWays } from '../../core/accounts/linked-ways.ts';
import { maskEmail } from '../../core/accounts/mask-email.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';

/** The account's other ways in and its linked chats, as a password reset lists them. */
export async function linkedWays(db: Db | Trx, userId: string): Promise<LinkedWays> {
  const google = await db('user_identities').where({ user_id: userId, provider: 'google' }).first<{ email: string } | undefined>('email');
  const chats = (await db('chat_links').where({ user_id: userId }).pluck('channel')) as string[];
  return {
    google: google ? maskEmail(google.email) : null,
    telegram: chats.includes('telegram'),
    whatsapp: chats.includes('whatsapp'),
  };
}

/** Removes the chosen ways inside the reset's transaction, as 'Putuskan' on /akun does (a chat's pending code too). */
export async function removeLinkedWays(trx: Trx, userId: string, ways: readonly LinkedWay[]): Promise<void> {
  if (ways.includes('google')) {
    const removed = await trx('user_identities').where({ user_id: userId, provider: 'google' }).delete();
    if (removed > 0)
      await writeAudit(trx, {
        actorId: userId,
        action: 'user.google_unlinked',
        entity: 'user',
        entityId: userId,
        before: { provider: 'google', via: 'password-reset' },
        after: null,
      });
  }
  const channels = ways.filter((way) => way !== 'google');
  if (channels.length === 0) return;
  await trx('chat_link_codes').where({ user_id: userId }).whereIn('channel', channels).delete();
  await trx('chat_links').where({ user_id: userId }).whereIn('channel', channels).delete();
}
