import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { listenToChannel, type PgListener } from '../../infra/pg-listen.ts';
import { canSee, CHANGES_CHANNEL, parseChange, resolveChangeAudience, type Change } from './change-audience.ts';
import type { Actor } from '../../core/accounts/actor.ts';

// The live-update fan-out of one api instance: ONE LISTEN connection on `ajarin_changes`, shared
// by every connected client. Each change's audience is resolved once, then pushed to the clients
// in it. Watchers in the process (the public tutor read cache) hear each change of their table
// before any client does. The connection opens with the first subscriber or watcher and closes a
// while after the last leaves.

export type FeedSubscriber = {
  viewer: Actor | null;
  /** Receives `change` with {table, id}, or `resync` after a gap (changes may have been missed). */
  push: (event: 'change' | 'resync', data: Record<string, string>) => void;
};

export type FeedWatcher = {
  table: Change['table'];
  /** Each change of `table`, the moment its notification arrives: before any client hears of it. */
  onChange: (change: Change) => void;
  /**
   * True once the feed hears every change, from then on; false from the moment it may miss some
   * (not yet listening, connection lost). Told at once on watching, then on every switch.
   */
  onListening: (listening: boolean) => void;
};

export type ChangeFeed = {
  /** Joins at once; `ready` resolves once the feed listens (or after a few seconds). Leaving twice is harmless. */
  subscribe: (subscriber: FeedSubscriber) => { ready: Promise<void>; leave: () => void };
  /** Keeps the feed listening until the returned function is called. */
  watch: (watcher: FeedWatcher) => () => void;
};

export type ChangeFeedOptions = {
  db: Db;
  logger: Logger;
  /** Keep the LISTEN connection this long after the last subscriber leaves (page reloads). */
  idleCloseMs?: number;
};

// A stream opens even when Postgres is slow to answer the LISTEN (changes before it listens are
// not sent; a lost connection later is followed by a resync).
const READY_TIMEOUT_MS = 3_000;

export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const { db } = options;
  const logger = options.logger.child({ component: 'change-feed' });
  const idleCloseMs = options.idleCloseMs ?? 30_000;
  const subscribers = new Set<FeedSubscriber>();
  const watchers = new Set<FeedWatcher>();
  let listener: PgListener | undefined;
  let listening = false;
  let idleTimer: NodeJS.Timeout | undefined;
  // Changes of one tick, deduplicated: a transaction touching a row twice notifies twice.
  let pending = new Map<string, Change>();
  let flushing: Promise<void> = Promise.resolve();

  const deliver = async (change: Change) => {
    if (subscribers.size === 0) return;
    try {
      const audience = await resolveChangeAudience(db, change);
      const data = { table: change.table, id: change.id };
      for (const subscriber of subscribers) if (canSee(audience, subscriber.viewer)) subscriber.push('change', data);
    } catch (error) {
      logger.warn(
        { table: change.table, err: { name: (error as Error).name, message: (error as Error).message } },
        'change audience could not be resolved',
      );
    }
  };

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    // Batches run one after another, so every client sees changes in commit order.
    flushing = flushing.then(async () => {
      for (const change of batch) await deliver(change);
    });
  };

  const onNotification = (payload: string) => {
    const change = parseChange(payload);
    if (!change) return;
    for (const watcher of watchers) if (watcher.table === change.table) watcher.onChange(change);
    if (pending.size === 0) setImmediate(flush);
    pending.set(`${change.table}:${change.id}`, change);
  };

  const setListening = (now: boolean) => {
    listening = now;
    for (const watcher of watchers) watcher.onListening(now);
  };

  const onConnect = ({ reconnected }: { reconnected: boolean }) => {
    setListening(true);
    if (!reconnected) return;
    for (const subscriber of subscribers) subscriber.push('resync', {});
  };

  const ensureListening = (): PgListener => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    listener ??= listenToChannel({
      db,
      channel: CHANGES_CHANNEL,
      logger,
      onNotification,
      onConnect,
      onDisconnect: () => setListening(false),
    });
    return listener;
  };

  const stopListening = async () => {
    const current = listener;
    listener = undefined;
    listening = false;
    await current?.close();
  };

  const closeWhenIdle = () => {
    if (subscribers.size > 0 || watchers.size > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (subscribers.size === 0 && watchers.size === 0) void stopListening();
    }, idleCloseMs);
    idleTimer.unref();
  };

  return {
    subscribe: (subscriber) => {
      const active = ensureListening();
      subscribers.add(subscriber);
      let timer: NodeJS.Timeout | undefined;
      const ready = Promise.race([active.ready, new Promise<void>((resolve) => (timer = setTimeout(resolve, READY_TIMEOUT_MS)))]).finally(
        () => clearTimeout(timer),
      );
      const leave = () => {
        if (subscribers.delete(subscriber)) closeWhenIdle();
      };
      return { ready, leave };
    },
    watch: (watcher) => {
      ensureListening();
      watchers.add(watcher);
      watcher.onListening(listening);
      return () => {
        if (watchers.delete(watcher)) closeWhenIdle();
      };
    },
  };
}
