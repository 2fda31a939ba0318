import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedWatcher } from '../realtime/change-feed.ts';
import { createPublicTutorCache } from './public-tutor-cache.ts';

// A change feed the test drives: whether it listens, and which changes arrive.
function fakeFeed() {
  const watchers = new Set<FeedWatcher>();
  let listening = false;
  return {
    watchers,
    watch: (watcher: FeedWatcher) => {
      watchers.add(watcher);
      watcher.onListening(listening);
      return () => watchers.delete(watcher);
    },
    setListening(now: boolean) {
      listening = now;
      for (const watcher of watchers) watcher.onListening(now);
    },
    change(table: FeedWatcher['table'] = 'tutors') {
      for (const watcher of watchers)
        if (watcher.table === table) watcher.onChange({ table, id: '00000000-0000-4000-8000-000000000001', op: 'update' });
    },
  };
}

// A query that answers a numbered text, and counts how often it was asked.
function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => {
      calls += 1;
      return `answer ${calls}`;
    },
  };
}

/** A cache whose feed already listens, and a counting query. */
function listeningCache(options: { ttlMs?: number; maxEntries?: number; idleMs?: number } = {}) {
  const feed = fakeFeed();
  feed.setListening(true);
  return { feed, cache: createPublicTutorCache({ feed, ...options }), query: counter() };
}

function deferred() {
  let resolve: (text: string) => void = () => {};
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('public tutor cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every time until the feed listens, then answers from memory', async () => {
    const feed = fakeFeed();
    const cache = createPublicTutorCache({ feed });
    const query = counter();
    expect(await cache.read('k', query.compute)).toBe('answer 1');
    expect(await cache.read('k', query.compute)).toBe('answer 2');
    feed.setListening(true);
    expect(await cache.read('k', query.compute)).toBe('answer 3');
    expect(await cache.read('k', query.compute)).toBe('answer 3');
    expect(await cache.read('other', query.compute)).toBe('answer 4');
    expect(query.calls).toBe(4);
  });

  it('forgets everything on a change of a tutor, and only of a tutor', async () => {
    const { feed, cache, query } = listeningCache();
    await cache.read('k', query.compute);
    feed.change('transactions');
    expect(await cache.read('k', query.compute)).toBe('answer 1');
    feed.change('tutors');
    expect(await cache.read('k', query.compute)).toBe('answer 2');
  });

  it('never keeps an answer that was read before a change and arrived after it', async () => {
    const { feed, cache } = listeningCache();
    const slow = deferred();
    const first = cache.read('k', () => slow.promise);
    feed.change();
    // A reader after the change does not join the read that started before it.
    const query = counter();
    expect(await cache.read('k', query.compute)).toBe('answer 1');
    slow.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.read('k', query.compute)).toBe('answer 1');
    expect(query.calls).toBe(1);
  });

  it('shares one query between readers of the same key that miss together', async () => {
    const { cache } = listeningCache();
    const slow = deferred();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return slow.promise;
    };
    const readers = [cache.read('k', compute), cache.read('k', compute), cache.read('k', compute)];
    slow.resolve('one answer');
    expect(await Promise.all(readers)).toEqual(['one answer', 'one answer', 'one answer']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the readers who shared it see it, the next one asks again', async () => {
    const { cache } = listeningCache();
    const failing = () => Promise.reject(new Error('Tutor tidak ditemukan'));
    await expect(Promise.all([cache.read('k', failing), cache.read('k', failing)])).rejects.toThrow('Tutor tidak ditemukan');
    const query = counter();
    expect(await cache.read('k', query.compute)).toBe('answer 1');
  });

  it('asks again once an answer is older than its time to live', async () => {
    const { cache, query } = listeningCache({ ttlMs: 5_000 });
    await cache.read('k', query.compute);
    vi.advanceTimersByTime(4_999);
    expect(await cache.read('k', query.compute)).toBe('answer 1');
    vi.advanceTimersByTime(1);
    expect(await cache.read('k', query.compute)).toBe('answer 2');
  });

  it('trusts nothing it read before the feed stopped listening, nor while it does not listen', async () => {
    const { feed, cache, query } = listeningCache();
    await cache.read('k', query.compute);
    feed.setListening(false);
    expect(await cache.read('k', query.compute)).toBe('answer 2');
    expect(await cache.read('k', query.compute)).toBe('answer 3');
    // Listening again after a gap: what was read before it was missed changes is not used either.
    feed.setListening(true);
    expect(await cache.read('k', query.compute)).toBe('answer 4');
    expect(await cache.read('k', query.compute)).toBe('answer 4');
  });

  it('holds at most maxEntries answers, dropping the oldest first', async () => {
    const { cache, query } = listeningCache({ maxEntries: 2 });
    await cache.read('a', query.compute);
    await cache.read('b', query.compute);
    await cache.read('c', query.compute);
    expect(await cache.read('c', query.compute)).toBe('answer 3');
    expect(await cache.read('b', query.compute)).toBe('answer 2');
    expect(await cache.read('a', query.compute)).toBe('answer 4');
  });

  it('lets the feed go after a quiet while, and watches again on the next read', async () => {
    const { feed, cache, query } = listeningCache({ idleMs: 60_000, ttlMs: 600_000 });
    await cache.read('k', query.compute);
    vi.advanceTimersByTime(30_000);
    await cache.read('k', query.compute);
    vi.advanceTimersByTime(59_999);
    expect(feed.watchers.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(feed.watchers.size).toBe(0);
    expect(await cache.read('k', query.compute)).toBe('answer 2');
    expect(feed.watchers.size).toBe(1);
  });
});
