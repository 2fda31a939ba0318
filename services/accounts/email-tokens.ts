import type { Trx } from '../../infra/db.ts';
import { hashToken, randomToken } from '../../infra/tokens.ts';

// Single-use tokens sent by email (confirmation and recovery links). Only their sha256 is stored.

export type EmailTokenPurpose = 'confirm_email' | 'recovery';

export type EmailTokenRow = { id: string; user_id: string; used_at: Date | null; expired: boolean };

/** A new token for the user; returns the raw value, which exists only in the email from here on. */
export async function issueEmailToken(trx: Trx, userId: string, purpose: EmailTokenPurpose, ttlSeconds: number): Promise<string> {
  const token = randomToken();
  await trx('email_tokens').insert({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: trx.raw(`now() + make_interval(secs => ?)`, [ttlSeconds]),
  });
  return token;
}

/** The token's row, locked for the caller's transaction; `expired` is decided by the database clock. */
export async function lockEmailToken(trx: Trx, token: string, purpose: EmailTokenPurpose): Promise<EmailTokenRow | undefined> {
  return trx('email_tokens')
    .where({ token_hash: hashToken(token), purpose })
    .first<EmailTokenRow | undefined>('id', 'user_id', 'used_at', trx.raw('expires_at <= now() as expired'))
    .forUpdate();
}

/**
 * Seconds left before another email of this kind may go to the user (0 when none is due). Callers
 * hold the user's row lock, so two concurrent requests cannot both pass.
 */
export async function emailCooldownLeft(
  trx: Trx,
  source: { table: 'email_tokens'; purpose: EmailTokenPurpose } | { table: 'password_otps' },
  userId: string,
  cooldownSeconds: number,
): Promise<number> {
  const where = source.table === 'email_tokens' ? { user_id: userId, purpose: source.purpose } : { user_id: userId };
  const row = await trx(source.table)
    .where(where)
    .first<{ seconds_left: number | null } | undefined>(
      trx.raw('ceil(extract(epoch from (max(created_at) + make_interval(secs => ?) - now())))::int as seconds_left', [cooldownSeconds]),
    );
  return Math.max(0, row?.seconds_left ?? 0);
}
