import { z } from 'zod';
import type { WhatsAppLoginState } from '../../core/admin/send-queues.ts';
import { throttledWarn } from '../log-safe.ts';
import type { Logger } from '../logger.ts';
import type { Redis } from '../redis.ts';

// The bot process owns the WhatsApp socket; the api shows its login to admins
// (docs/architecture.md#whatsapp-login-status). The bot writes its status to Redis with a short
// TTL and refreshes it on every change and on a heartbeat, so a bot that died stops being shown as
// running within a minute. Losing the key loses nothing: the next heartbeat writes it again.

export type PublishedState = Exclude<WhatsAppLoginState, 'not-running'>;
export type PublishedLogin = { state: PublishedState; qr?: string; pairingCode?: string };

export const LOGIN_STATUS_TTL_SECONDS = 60;
const HEARTBEAT_MS = 20_000;

/** Not under `<prefix>:whatsapp:`, which is the BullMQ queue's own namespace (a job id could meet it). */
export const loginStatusKey = (prefix: string): string => `${prefix}:wa-login`;

const publishedSchema = z.object({
  state: z.enum(['open', 'connecting', 'closed', 'logged-out', 'stopped']),
  qr: z.string().max(2_000).optional(),
  pairingCode: z.string().max(20).optional(),
});

export type LoginStatusPublisher = {
  publish: (status: PublishedLogin) => void;
  /** The bot is shutting down: the key goes, and the admin page says the bot is not running. */
  stop: () => Promise<void>;
};

/**
 * The first status comes as the bot starts, usually before its fail-fast client has connected
 * (no offline queue): wait for it a little rather than lose the QR until the next heartbeat.
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

export function createLoginStatusPublisher(options: { redis: Redis; prefix: string; logger: Logger; heartbeatMs?: number }): LoginStatusPublisher {
  const key = loginStatusKey(options.prefix);
  const warn = throttledWarn(options.logger);
  let latest: PublishedLogin | undefined;
  let stopped = false;
  // Writes go one after another, so an older status never lands after a newer one (nor after stop's delete).
  let chain: Promise<unknown> = Promise.resolve();
  const write = () => {
    if (!latest || stopped) return;
    const value = JSON.stringify(latest);
    chain = chain
      .then(() => whenReady(options.redis))
      .then(() => options.redis.set(key, value, 'EX', LOGIN_STATUS_TTL_SECONDS))
      .catch((error: unknown) => warn(error, 'could not publish the WhatsApp login status'));
  };
  const heartbeat = setInterval(write, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  return {
    publish: (status) => {
      latest = { state: status.state, ...(status.qr ? { qr: status.qr } : {}), ...(status.pairingCode ? { pairingCode: status.pairingCode } : {}) };
      write();
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      await chain;
      await options.redis.del(key).catch((error: unknown) => warn(error, 'could not clear the WhatsApp login status'));
    },
  };
}

/** What the bot last published, or null when no bot runs (or it died more than a TTL ago). */
export async function readLoginStatus(redis: Redis, prefix: string): Promise<PublishedLogin | null> {
  const raw = await redis.get(loginStatusKey(prefix));
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = publishedSchema.safeParse(parsed);
  return result.success ? result.data : null;
}
