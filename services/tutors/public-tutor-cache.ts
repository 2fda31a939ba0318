import type { ChangeFeed } from '../realtime/change-feed.ts';

// Public tutor reads (gallery pages, the price range, profiles) answered from memory as the JSON
// text they were sent as (docs/decisions/024). Everything they show is a column of `tutors`, and
// every write to a row that a list shows notifies `ajarin_changes` (the live-update triggers): the
// first such change empties the cache, before any live client hears of it. What is not notified
// (a tutor's activity stamp, the clock behind "active in the last hour") is at most TTL_MS old.
// While the change feed is not listening, nothing is served from memory or stored.

const TTL_MS = 5_000;
// Filters × pages: a few KB each.
const MAX_ENTRIES = 1_000;
// Without reads for this long, the feed is let go (its LISTEN connection closes) and the cache emptied.
const IDLE_MS = 60_000;

export type PublicTutorCache<Value = string> = {
  /** What `compute` gives for `key`, from memory when it may be. A failure is never kept. */
  read: (key: string, compute: () => Promise<Value>) => Promise<Value>;
};

type Entry<Value> = { body: Value; expiresAt: number };

/**
 * `Value` is the JSON text of an answer, or anything else made only of public tutor data (the
 * server-rendered pages, api/pages/render-pages.ts).
 */
export function createPublicTutorCache<Value = string>(options: {
  feed: Pick<ChangeFeed, 'watch'>;
  ttlMs?: number;
  maxEntries?: number;
  idleMs?: number;
}): PublicTutorCache<Value> {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const idleMs = options.idleMs ?? IDLE_MS;
  const entries = new Map<string, Entry<Value>>();
  // Concurrent misses of one key share one query instead of each asking Postgres.
  const pending = new Map<string, Promise<Value>>();
  // Bumped by every change: an answer read before it is never stored after it.
  let generation = 0;
  let listening = false;
  let unwatch: (() => void) | undefined;
  let lastReadAt = 0;

  const forget = () => {
    generation += 1;
    entries.clear();
    pending.clear();
  };

  const watcher = {
    table: 'tutors' as const,
    onChange: forget,
    onListening: (now: boolean) => {
      listening = now;
      // Changes made while not listening were not heard: nothing read before can be trusted.
      forget();
    },
  };

  const letGoWhenIdle = (delayMs: number) => {
    setTimeout(() => {
      const idleFor = Date.now() - lastReadAt;
      if (idleFor < idleMs) return letGoWhenIdle(idleMs - idleFor);
      unwatch?.();
      unwatch = undefined;
      listening = false;
      forget();
    }, delayMs).unref();
  };

  const keepWatching = () => {
    lastReadAt = Date.now();
    if (unwatch) return;
    unwatch = options.feed.watch(watcher);
    letGoWhenIdle(idleMs);
  };

  const store = (key: string, body: Value) => {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { body, expiresAt: Date.now() + ttlMs });
  };

  return {
    read: (key, compute) => {
      keepWatching();
      if (!listening) return compute();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return Promise.resolve(entry.body);
      const shared = pending.get(key);
      if (shared) return shared;
      const startedIn = generation;
      const answer = compute().then((body) => {
        if (generation === startedIn) store(key, body);
        return body;
      });
      pending.set(key, answer);
      const settled = () => {
        if (pending.get(key) === answer) pending.delete(key);
      };
      answer.then(settled, settled);
      return answer;
    },
  };
}
