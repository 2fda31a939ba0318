import { z } from 'zod';
import { WHATSAPP_LOGIN_STATES, type WhatsAppLoginState } from '../../core/admin/send-queues.ts';
import type { Logger } from '../logger.ts';
import { createPublishedKey, PUBLISHED_TTL_SECONDS, readPublishedKey } from '../published-key.ts';
import type { Redis } from '../redis.ts';

// The bot process owns the WhatsApp socket; the api shows its login to admins
// (docs/architecture.md#whatsapp-login-status). The bot publishes its status to Redis
// (infra/published-key.ts: TTL and heartbeat), so a bot that died stops being shown as running
// within a minute.

export type PublishedState = Exclude<WhatsAppLoginState, 'not-running'>;
export type PublishedLogin = { state: PublishedState; qr?: string; pairingCode?: string };

export const LOGIN_STATUS_TTL_SECONDS = PUBLISHED_TTL_SECONDS;

/** Not under `<prefix>:whatsapp:`, which is the BullMQ queue's own namespace (a job id could meet it). */
export const loginStatusKey = (prefix: string): string => `${prefix}:wa-login`;

const publishedSchema = z.object({
  state: z.enum(WHATSAPP_LOGIN_STATES).exclude(['not-running']),
  qr: z.string().max(2_000).optional(),
  pairingCode: z.string().max(20).optional(),
});

export type LoginStatusPublisher = {
  publish: (status: PublishedLogin) => void;
  /** The bot is shutting down: the key goes, and the admin page says the bot is not running. */
  stop: () => Promise<void>;
};

export function createLoginStatusPublisher(options: {
  redis: Redis;
  prefix: string;
  logger: Logger;
  heartbeatMs?: number;
}): LoginStatusPublisher {
  const key = createPublishedKey<PublishedLogin>({ ...options, key: loginStatusKey(options.prefix), what: 'the WhatsApp login status' });
  return {
    publish: (status) =>
      key.set({
        state: status.state,
        ...(status.qr ? { qr: status.qr } : {}),
        ...(status.pairingCode ? { pairingCode: status.pairingCode } : {}),
      }),
    stop: key.stop,
  };
}

/** What the bot last published, or null when no bot runs (or it died more than a TTL ago). */
export async function readLoginStatus(redis: Redis, prefix: string): Promise<PublishedLogin | null> {
  return readPublishedKey(redis, loginStatusKey(prefix), (value) => {
    const result = publishedSchema.safeParse(value);
    return result.success ? result.data : null;
  });
}
