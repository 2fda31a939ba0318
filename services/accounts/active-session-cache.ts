import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { listenToChannel, type PgListener } from '../../infra/pg-listen.ts';
import { findActiveSession } from './active-session.ts';

// Logins checked once, kept in memory while Postgres tells this process of every change that can
// end one (docs/decisions/064): each signed-in request would otherwise wait for a pool connection
// and a statement before its own work starts. The triggers of migration 20261128006000 notify
// `family:<id>` and `user:<id>` on this channel; a notification forgets what it names. While the
// LISTEN connection is down or not yet up, nothing is answered from memory or kept. The process
// that ends a login forgets it itself before it answers, so its own next request is refused
// without waiting for the notification.

export const SESSION_ENDS_CHANNEL = 'ajarin_session_ends';

// A net under the notifications, not the rule: an entry is asked again after this long.
const TTL_MS = 60_000;
// About 100 bytes each.
const MAX_ENTRIES = 10_000;
// Without a signed-in request for this long, the LISTEN connection is let go and memory emptied.
const IDLE_MS = 60_000;

export type SessionToken = { userId: string; sessionFamilyId: string };

export type ActiveSessions = {
  /** The account behind a live login, from memory when it may be; undefined once the login is over. */
  find: (token: SessionToken) => Promise<Actor | undefined>;
  /** This login ended here: forget it now, not when the notification arrives. */
  forgetFamily: (familyId: string) => void;
  /** Every login of this account ended or changed here. */
  forgetUser: (userId: string) => void;
};

type Entry = { user: Actor; until: number };

export function createActiveSessions(options: {
  db: Db;
  logger: Logger;
  ttlMs?: number;
  maxEntries?: number;
  idleMs?: number;
  now?: () => number;
}): ActiveSessions {
  const { db, now = Date.now } = options;
  const ttlMs = options.ttlMs ?? TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const idleMs = options.idleMs ?? IDLE_MS;
  const logger = options.logger.child({ component: 'active-sessions' });
  // By session family: a family belongs to one account.
  const entries = new Map<string, Entry>();
  // Bumped by everything that forgets: a login read before it is never kept after it.
  let generation = 0;
  let listening = false;
  let listener: PgListener | undefined;
  let lastFindAt = 0;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  const forgetFamily = (familyId: string) => {
    generation += 1;
    entries.delete(familyId);
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [familyId, entry] of entries) if (entry.user.id === userId) entries.delete(familyId);
  };

  const onNotification = (payload: string) => {
    const [kind, id] = payload.split(':');
    if (kind === 'family' && id) forgetFamily(id);
    else if (kind === 'user' && id) forgetUser(id);
    // Not ours to read: forgetting everything is always safe.
    else forgetAll();
  };

  const setListening = (value: boolean) => {
    listening = value;
    // What changed while nobody listened was not heard: nothing read before may be trusted.
    forgetAll();
  };

  const letGoWhenIdle = (delayMs: number) => {
    setTimeout(() => {
      const idleFor = now() - lastFindAt;
      if (idleFor < idleMs) return letGoWhenIdle(idleMs - idleFor);
      const current = listener;
      listener = undefined;
      setListening(false);
      void current?.close();
    }, delayMs).unref();
  };

  const keepListening = () => {
    lastFindAt = now();
    if (listener) return;
    listener = listenToChannel({
      db,
      channel: SESSION_ENDS_CHANNEL,
      logger,
      onNotification,
      onConnect: () => setListening(true),
      onDisconnect: () => setListening(false),
    });
    letGoWhenIdle(idleMs);
  };

  const keep = (familyId: string, entry: Entry) => {
    entries.delete(familyId);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(familyId, entry);
  };

  return {
    find: async (token) => {
      keepListening();
      const known = listening ? entries.get(token.sessionFamilyId) : undefined;
      if (known && known.user.id === token.userId && known.until > now()) return known.user;
      const startedIn = generation;
      const session = await findActiveSession(db, token);
      if (!session) return undefined;
      if (listening && generation === startedIn) {
        keep(token.sessionFamilyId, { user: session.user, until: Math.min(now() + ttlMs, session.expiresAt.getTime()) });
      }
      return session.user;
    },
    forgetFamily,
    forgetUser,
  };
}
