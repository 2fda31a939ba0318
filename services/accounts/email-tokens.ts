import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/errors.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { hashToken } from '../../infra/tokens.ts';
import { emailTokenFor, newSalt, type MailedSecretKey } from './mailed-secrets.ts';
import { EMAIL_COOLDOWN_SECONDS } from './policy.ts';

// Single-use tokens sent by email (confirmation and recovery links). The table keeps the token's
// sha256 for the lookup and a salt from which only the key holder can derive the token again.

export type EmailTokenPurpose = 'confirm_email' | 'recovery';

export type EmailTokenRow = { id: string; user_id: string; used_at: Date | null; expired: boolean };

/** A new token for the user; returns its row id, which the outbox event names instead of the token. */
export async function issueEmailToken(
  trx: Trx,
  key: MailedSecretKey,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const id = randomUUID();
  const salt = newSalt();
  await trx('email_tokens').insert({
    id,
    user_id: userId,
    purpose,
    salt,
    token_hash: hashToken(emailTokenFor(key, id, salt)),
    expires_at: trx.raw(`now() + make_interval(secs => ?)`, [ttlSeconds]),
  });
  return id;
}

/** The token of the user's row `tokenId`, derived again for the email; undefined for a row without salt. */
export async function mailedEmailToken(db: Db | Trx, key: MailedSecretKey, userId: string, tokenId: string): Promise<string | undefined> {
  const row = await db('email_tokens').where({ id: tokenId, user_id: userId }).first<{ salt: string | null } | undefined>('salt');
  return row?.salt ? emailTokenFor(key, tokenId, row.salt) : undefined;
}

/** The token's row, locked for the caller's transaction; `expired` is decided by the database clock. */
export async function lockEmailToken(trx: Trx, token: string, purpose: EmailTokenPurpose): Promise<EmailTokenRow | undefined> {
  return trx('email_tokens')
    .where({ token_hash: hashToken(token), purpose })
    .first<EmailTokenRow | undefined>('id', 'user_id', 'used_at', trx.raw('expires_at <= now() as expired'))
    .forUpdate();
}

/**
 * Refuses another email of this kind while the last one is younger than the cooldown
 * (docs/product.md#accounts-resend-confirmation): 'RATE_LIMITED' with `message(secondsLeft)` and
 * the seconds left. Callers hold the user's row lock, so two concurrent requests cannot both pass.
 */
export async function refuseDuringEmailCooldown(
  trx: Trx,
  source: { table: 'email_tokens'; purpose: EmailTokenPurpose } | { table: 'password_otps' },
  userId: string,
  message: (secondsLeft: number) => string,
): Promise<void> {
  const where = source.table === 'email_tokens' ? { user_id: userId, purpose: source.purpose } : { user_id: userId };
  const row = await trx(source.table)
    .where(where)
    .first<{ seconds_left: number | null } | undefined>(
      trx.raw('ceil(extract(epoch from (max(created_at) + make_interval(secs => ?) - now())))::int as seconds_left', [
        EMAIL_COOLDOWN_SECONDS,
      ]),
    );
  const left = Math.max(0, row?.seconds_left ?? 0);
  if (left > 0) throw new AppError('RATE_LIMITED', message(left), { retryAfterSeconds: left });
}
