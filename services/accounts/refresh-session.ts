import { AUTH_MESSAGES, isRole } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db, Trx } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { hashToken } from '../../infra/tokens.ts';
import { issueSession, type ClientInfo, type SessionGrant } from './issue-session.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './policy.ts';
import { findUserById, toSessionUser } from './user-record.ts';

type SessionRow = {
  id: string;
  user_id: string;
  family_id: string;
  revoked_at: Date | null;
  replaced_by: string | null;
  expired: boolean;
  in_grace: boolean;
};

type Outcome = { kind: 'granted'; grant: SessionGrant } | { kind: 'rejected' } | { kind: 'reused'; userId: string; familyId: string };

const invalidSession = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionMissing);

/**
 * Trades a refresh token for a new access token and a new refresh token (rotation on every use).
 * A token that was already rotated is a stolen copy or a replay: the whole login (family) is
 * revoked. Exception: a token rotated moments ago by a concurrent request of the same browser
 * (two tabs) gets a sibling session instead, as long as the family is still alive.
 */
export async function refreshSession(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'>; logger: Logger },
  refreshToken: string | undefined,
  client: ClientInfo,
): Promise<SessionGrant> {
  if (!refreshToken) throw invalidSession();
  const outcome = await deps.db.transaction(async (trx): Promise<Outcome> => {
    // The row lock serialises concurrent refreshes of one token: the second sees the first's rotation.
    const row = await trx('sessions')
      .where({ token_hash: hashToken(refreshToken) })
      .first<SessionRow | undefined>(
        'id',
        'user_id',
        'family_id',
        'revoked_at',
        'replaced_by',
        trx.raw('expires_at <= now() as expired'),
        trx.raw('revoked_at > now() - make_interval(secs => ?) as in_grace', [REFRESH_REUSE_GRACE_SECONDS]),
      )
      .forUpdate();
    if (!row) return { kind: 'rejected' };
    if (row.revoked_at) {
      const concurrentRotation = row.replaced_by !== null && row.in_grace && (await familyAlive(trx, row.family_id));
      if (!concurrentRotation) {
        await revokeFamily(trx, row.family_id);
        return { kind: 'reused', userId: row.user_id, familyId: row.family_id };
      }
    } else if (row.expired) {
      return { kind: 'rejected' };
    }

    const user = await findUserById(trx, row.user_id);
    if (!user || !isRole(user.role) || user.disabled_at || !user.email_confirmed_at) {
      await revokeFamily(trx, row.family_id);
      return { kind: 'rejected' };
    }
    const { sessionId, ...grant } = await issueSession(trx, deps.config.JWT_SECRET, toSessionUser(user), {
      familyId: row.family_id,
      client,
    });
    if (!row.revoked_at) {
      await trx('sessions').where({ id: row.id }).update({ revoked_at: trx.fn.now(), replaced_by: sessionId, last_used_at: trx.fn.now() });
    }
    return { kind: 'granted', grant };
  });

  if (outcome.kind === 'granted') return outcome.grant;
  if (outcome.kind === 'reused')
    deps.logger.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reused; session family revoked');
  throw invalidSession();
}

async function familyAlive(trx: Trx, familyId: string): Promise<boolean> {
  const row = await trx('sessions').where({ family_id: familyId }).whereNull('revoked_at').andWhereRaw('expires_at > now()').first('id');
  return row !== undefined;
}

export async function revokeFamily(trx: Trx, familyId: string): Promise<void> {
  await trx('sessions').where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
}
