import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import {
  createActiveSessions,
  SESSION_ENDS_CHANNEL,
  type ActiveSessions,
  type SessionToken,
} from '../../services/accounts/active-session-cache.ts';
import { endLogin } from '../../services/accounts/browser-session.ts';
import { signOut } from '../../services/accounts/sign-out.ts';
import { disableUser } from '../../services/admin/set-user-disabled.ts';
import { hashToken } from '../../infra/tokens.ts';
import { insertUser, sessionLookupsDuring } from '../helpers/accounts.ts';
import { freshDatabase } from '../helpers/database.ts';

// docs/decisions/064: logins checked once are answered from memory while Postgres tells of every
// change that can end one. Each change here is made with SQL on another connection, as another api
// process or an operator would; only the notification can make this process forget.

const { db } = await freshDatabase();
const logger = createLogger({ level: 'silent' });

async function login(role: 'customer' | 'tutor' = 'customer', refreshToken = randomBytes(16).toString('hex')): Promise<SessionToken> {
  const user = await insertUser({ db }, { role });
  const sessionFamilyId = randomUUID();
  await db('sessions').insert({
    user_id: user.id,
    family_id: sessionFamilyId,
    token_hash: hashToken(refreshToken),
    expires_at: db.raw(`now() + interval '7 days'`),
  });
  return { userId: user.id, sessionFamilyId };
}

const lookupsDuring = (call: () => Promise<unknown>) => sessionLookupsDuring(db, call);

/** Until the login is answered from memory: the LISTEN connection is up and the entry kept. */
async function untilRemembered(sessions: ActiveSessions, token: SessionToken): Promise<void> {
  await expect.poll(() => lookupsDuring(() => sessions.find(token)), { timeout: 5_000, interval: 20 }).toBe(0);
}

/** Until a change made elsewhere has been heard: the login is looked up again and found over. */
async function untilEnded(sessions: ActiveSessions, token: SessionToken): Promise<void> {
  await expect.poll(() => sessions.find(token), { timeout: 5_000, interval: 20 }).toBeUndefined();
}

/** Every LISTEN connection of this file's caches (one per cache). */
const listenerPids = async (): Promise<number[]> => {
  const { rows } = await db.raw<{ rows: { pid: number }[] }>(
    'select pid from pg_stat_activity where datname = current_database() and query = ?',
    [`listen ${SESSION_ENDS_CHANNEL}`],
  );
  return rows.map((row) => row.pid);
};

describe('logins kept in memory (decision 064)', () => {
  it('answers a live login from memory once listening, and not before', async () => {
    const sessions = createActiveSessions({ db, logger });
    const token = await login('tutor');
    // The first find opens the LISTEN connection: until it listens, every find asks Postgres.
    expect(await lookupsDuring(() => sessions.find(token))).toBe(1);
    await untilRemembered(sessions, token);
    expect(await sessions.find(token)).toEqual({ id: token.userId, role: 'tutor' });
  });

  it('forgets a login revoked, deleted or re-dated elsewhere, and only that login', async () => {
    const sessions = createActiveSessions({ db, logger });
    const [revoked, deleted, shortened, untouched] = await Promise.all([login(), login(), login(), login()]);
    for (const token of [revoked, deleted, shortened, untouched]) await untilRemembered(sessions, token);

    await db('sessions').where({ family_id: revoked.sessionFamilyId }).update({ revoked_at: db.fn.now() });
    await db('sessions').where({ family_id: deleted.sessionFamilyId }).delete();
    await db('sessions')
      .where({ family_id: shortened.sessionFamilyId })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    for (const token of [revoked, deleted, shortened]) await untilEnded(sessions, token);
    expect(await lookupsDuring(() => sessions.find(untouched))).toBe(0);
  });

  it('forgets every login of an account disabled, deleted or given another role elsewhere', async () => {
    const sessions = createActiveSessions({ db, logger });
    const disabled = await login();
    const deleted = await login();
    const promoted = await login('customer');
    for (const token of [disabled, deleted, promoted]) await untilRemembered(sessions, token);

    await db('users').where({ id: disabled.userId }).update({ disabled_at: db.fn.now() });
    await db('users').where({ id: deleted.userId }).delete();
    await db('users').where({ id: promoted.userId }).update({ role: 'tutor' });
    await untilEnded(sessions, disabled);
    await untilEnded(sessions, deleted);
    await expect.poll(() => sessions.find(promoted), { timeout: 5_000, interval: 20 }).toEqual({ id: promoted.userId, role: 'tutor' });
  });

  it('forgets at once what this process ends, and never keeps a login read before a forget', async () => {
    const sessions = createActiveSessions({ db, logger });
    const token = await login();
    await untilRemembered(sessions, token);
    await db('sessions').where({ family_id: token.sessionFamilyId }).update({ revoked_at: db.fn.now() });
    // No waiting for the notification: the process that revoked says so itself.
    sessions.forgetFamily(token.sessionFamilyId);
    expect(await sessions.find(token)).toBeUndefined();

    const other = await login();
    await untilRemembered(sessions, other);
    sessions.forgetUser(other.userId);
    const pending = sessions.find(other);
    sessions.forgetFamily(randomUUID());
    expect(await pending).toEqual({ id: other.userId, role: 'customer' });
    // The read began before a forget, so it was not kept: the next find asks again.
    expect(await lookupsDuring(() => sessions.find(other))).toBe(1);
  });

  it('asks Postgres every time while the LISTEN connection is lost, and remembers again once it is back', async () => {
    const sessions = createActiveSessions({ db, logger });
    const token = await login();
    await untilRemembered(sessions, token);
    const lost = await listenerPids();
    expect(lost.length).toBeGreaterThan(0);
    await db.raw('select pg_terminate_backend(pid) from unnest(?::int[]) as pid', [lost]);
    // Lost: what it heard before is dropped, and nothing is answered from memory meanwhile.
    await expect.poll(() => lookupsDuring(() => sessions.find(token)), { timeout: 5_000, interval: 20 }).toBe(1);
    expect(await lookupsDuring(() => sessions.find(token))).toBe(1);
    await untilRemembered(sessions, token);
    expect((await listenerPids()).some((pid) => lost.includes(pid))).toBe(false);
  });

  it('asks again after its time to live, or once the login itself has expired', async () => {
    let clock = Date.now();
    const sessions = createActiveSessions({ db, logger, ttlMs: 60_000, now: () => clock });
    const lasting = await login();
    const ending = await login();
    await db('sessions')
      .where({ family_id: ending.sessionFamilyId })
      .update({ expires_at: db.raw(`now() + interval '30 seconds'`) });
    await untilRemembered(sessions, lasting);
    await untilRemembered(sessions, ending);
    clock += 31_000;
    expect(await lookupsDuring(() => sessions.find(ending))).toBe(1);
    expect(await lookupsDuring(() => sessions.find(lasting))).toBe(0);
    clock += 30_000;
    expect(await lookupsDuring(() => sessions.find(lasting))).toBe(1);
  });

  it('is told by the services that end a login here, after they commit', async () => {
    const forget = { forgetFamily: vi.fn(), forgetUser: vi.fn() };
    const refreshToken = randomBytes(16).toString('hex');
    const signedOut = await login('customer', refreshToken);
    await signOut({ db, sessions: forget }, refreshToken);
    expect(forget.forgetFamily).toHaveBeenCalledWith(signedOut.sessionFamilyId);

    const replaced = await login();
    await endLogin({ db, sessions: forget }, replaced.sessionFamilyId);
    expect(forget.forgetFamily).toHaveBeenLastCalledWith(replaced.sessionFamilyId);

    const admin = await insertUser({ db }, { role: 'admin' });
    const disabled = await login();
    await disableUser({ db, sessions: forget }, { id: admin.id, role: 'admin' }, disabled.userId);
    expect(forget.forgetUser).toHaveBeenCalledWith(disabled.userId);
    const ended = await db('sessions')
      .whereIn('family_id', [signedOut.sessionFamilyId, replaced.sessionFamilyId, disabled.sessionFamilyId])
      .whereNull('revoked_at');
    expect(ended).toEqual([]);
  });
});
