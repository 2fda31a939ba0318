import { throttledWarn } from './log-safe.ts';
import type { Logger } from './logger.ts';
import type { Redis } from './redis.ts';

// A value one process keeps in Redis for others to read (the bot's WhatsApp login, the bots'
// identities): written on every change and on a heartbeat, with a TTL, so a process that died
// stops being seen within a TTL. Losing the key loses nothing: the next heartbeat writes it again.

export const PUBLISHED_TTL_SECONDS = 60;
const HEARTBEAT_MS = 20_000;

export type PublishedKey<T> = {
  /** The value from now on (null: none; the key is deleted and stays so until the next set). */
  set: (value: T | null) => void;
  /** The process is stopping: the key goes, and nothing is written after it. */
  stop: () => Promise<void>;
};

/**
 * The first value usually comes while the process starts, before its fail-fast client has
 * connected (no offline queue): wait for it a little rather than lose the value until the next heartbeat.
 */
async function whenReady(redis: Redis, timeoutMs = 5_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export function createPublishedKey<T>(options: {
  redis: Redis;
  key: string;
  logger: Logger;
  what: string;
  heartbeatMs?: number;
}): PublishedKey<T> {
  const warn = throttledWarn(options.logger);
  let latest: T | null = null;
  let stopped = false;
  // Writes go one after another, so an older value never lands after a newer one (nor after stop's delete).
  let chain: Promise<unknown> = Promise.resolve();
  const write = () => {
    if (stopped) return;
    const value = latest === null ? null : JSON.stringify(latest);
    chain = chain
      .then(() => whenReady(options.redis))
      .then(async () => {
        if (value === null) await options.redis.del(options.key);
        else await options.redis.set(options.key, value, 'EX', PUBLISHED_TTL_SECONDS);
      })
      .catch((error: unknown) => warn(error, `could not publish ${options.what}`));
  };
  const heartbeat = setInterval(() => {
    if (latest !== null) write();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  return {
    set: (value) => {
      latest = value;
      write();
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      await chain;
      await options.redis.del(options.key).catch((error: unknown) => warn(error, `could not clear ${options.what}`));
    },
  };
}

/** The value a process published under `key`, checked by `parse`; null when none (or unreadable). */
export async function readPublishedKey<T>(redis: Redis, key: string, parse: (value: unknown) => T | null): Promise<T | null> {
  const raw = await redis.get(key);
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}
