import { z } from 'zod';
import type { ChatChannel } from '../core/chat-links/chat-links.ts';
import type { Logger } from './logger.ts';
import { createPublishedKey, readPublishedKey, type PublishedKey } from './published-key.ts';
import type { Redis } from './redis.ts';

// Who the bots are, as they learned it from the platform itself (docs/architecture.md#bot-identity):
// Telegram's getMe username, WhatsApp's logged-in number. The bot process publishes each once its
// channel is connected; the api builds /akun's links from these and offers a channel only while
// its identity is published, so a link code is never sent to a name or number a setting made up.

export type BotIdentities = { telegram: { username: string } | null; whatsapp: { number: string } | null };

export const botIdentityKey = (prefix: string, channel: ChatChannel): string => `${prefix}:bot-identity:${channel}`;

const schemas = {
  telegram: z.object({ username: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/) }),
  whatsapp: z.object({ number: z.string().regex(/^\d{8,15}$/) }),
};

export type BotIdentityPublisher = {
  telegram: PublishedKey<{ username: string }>;
  whatsapp: PublishedKey<{ number: string }>;
  stop: () => Promise<void>;
};

export function createBotIdentityPublisher(options: {
  redis: Redis;
  prefix: string;
  logger: Logger;
  heartbeatMs?: number;
}): BotIdentityPublisher {
  const telegram = createPublishedKey<{ username: string }>({
    ...options,
    key: botIdentityKey(options.prefix, 'telegram'),
    what: 'the Telegram bot identity',
  });
  const whatsapp = createPublishedKey<{ number: string }>({
    ...options,
    key: botIdentityKey(options.prefix, 'whatsapp'),
    what: 'the WhatsApp bot identity',
  });
  return { telegram, whatsapp, stop: async () => void (await Promise.all([telegram.stop(), whatsapp.stop()])) };
}

const parseWith =
  <T>(schema: z.ZodType<T>) =>
  (value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

/** Each channel's published identity; null for a channel no running bot has connected. */
export async function readBotIdentities(redis: Redis, prefix: string): Promise<BotIdentities> {
  const [telegram, whatsapp] = await Promise.all([
    readPublishedKey(redis, botIdentityKey(prefix, 'telegram'), parseWith(schemas.telegram)),
    readPublishedKey(redis, botIdentityKey(prefix, 'whatsapp'), parseWith(schemas.whatsapp)),
  ]);
  return { telegram, whatsapp };
}

/**
 * A bot is connected as someone other than the settings say: /akun would send users' link codes to
 * a stranger, so the process refuses to run and says why (its message is for the operator).
 */
export class IdentityMismatchError extends Error {
  override name = 'IdentityMismatchError';
}

/** The last four digits: enough for an operator to tell two numbers apart; no message holds a whole one. */
export const maskedNumber = (number: string): string => `…${number.slice(-4)}`;
