import { randomUUID } from 'node:crypto';
import type { Redis } from './redis.ts';

// Send pacing for one Telegram bot, shared by every jobs process through Redis
// (docs/architecture.md#telegram-sends, decision 013). Telegram allows about 30 messages a second
// overall and about one a second per chat. BullMQ's limiter counts jobs *started* in fixed
// windows, so a burst at the end of one window and the start of the next can put more than 30 sends
// in one second. Two steps here instead, atomic in Redis and on Redis's clock (processes on machines
// whose clocks differ agree):
// - reserve: each send gets its own moment, `gapMs` after the bot's previous one and `chatGapMs`
//   after the chat's, and the sender sleeps until then. This spreads the sends evenly.
// - admit / finish: the hard limit. A send is admitted only while fewer than `perSecond` sends are
//   in flight or finished within the last second, and none to its chat is in flight or finished
//   within `chatMinMs`; `finish` stamps it with the moment Telegram answered. Telegram received it
//   between the two, so however late a sender wakes (a busy event loop, a descheduled process), no
//   second of Telegram's clock sees more than `perSecond` messages, nor one chat two within
//   `chatMinMs`. A sender that dies in flight holds its place for `inFlightMs`, then it lapses.

export type TelegramPacingOptions = {
  /** Between any two reserved moments of the bot: 34 ms is at most 29.4 a second. */
  gapMs?: number;
  /** Between two reserved moments for one chat. */
  chatGapMs?: number;
  /** A moment further off than this is not reserved: the job is put back until then instead of waiting. */
  maxWaitMs?: number;
  /** The most messages of the bot in any second (Telegram: about 30). */
  perSecond?: number;
  /** The least time between two messages to one chat (Telegram: about one a second). */
  chatMinMs?: number;
  /** How long an admitted send may take before its place lapses: the HTTP timeout. */
  inFlightMs?: number;
};

/** `waitMs` from now, `at` on Redis's clock; when not `reserved`, the slot was too far off and nothing was taken. */
export type SendSlot = { reserved: boolean; waitMs: number; at: number };

/** Admitted: the ticket to finish with. Not admitted: how long to wait before asking again. */
export type Admission = { ticket: string; waitMs: 0 } | { ticket?: undefined; waitMs: number };

export type TelegramPacing = {
  /** The next moment a message may go to `chatId`, reserved when it is at most `maxWaitMs` away. */
  reserve: (chatId: string) => Promise<SendSlot>;
  /** Right before the call: admitted (and counted as in flight), or the milliseconds to wait. */
  admit: (chatId: string) => Promise<Admission>;
  /** Right after Telegram answered (or the call failed): the send counts from now. */
  finish: (chatId: string, ticket: string) => Promise<void>;
  /** Telegram answered 429: no moment is reserved for `ms` from now. */
  holdAll: (ms: number) => Promise<void>;
};

export const TELEGRAM_PACING_DEFAULTS = {
  gapMs: 34,
  chatGapMs: 1_000,
  maxWaitMs: 2_000,
  perSecond: 30,
  chatMinMs: 1_000,
  inFlightMs: 30_000,
} as const;

/** Waiting on a send in flight: it may finish any moment, so ask again this soon. */
const ADMIT_POLL_MS = 20;

const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

// KEYS: the bot's next free moment, the chat's. ARGV: gap, chat gap, longest wait. Keys expire once
// they are in the past, so idle chats leave nothing behind.
const RESERVE = `${NOW}
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(redis.call('GET', KEYS[2]) or '0'))
local wait = slot - now
if wait > tonumber(ARGV[3]) then return {0, wait, slot} end
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', wait + tonumber(ARGV[1]) + 1000)
redis.call('SET', KEYS[2], slot + tonumber(ARGV[2]), 'PX', wait + tonumber(ARGV[2]) + 1000)
return {1, wait, slot}
`;

// KEYS: the bot's sends (a sorted set: in flight scored at their lapse, finished at their finish),
// the chat's last send (likewise). ARGV: per second, chat minimum, ticket, in-flight lapse.
// Returns 0 (admitted), the wait, or -1 when what blocks is still in flight (ask again soon).
const ADMIT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 1000)
local chatLast = tonumber(redis.call('GET', KEYS[2]) or '0')
if chatLast > now then return -1 end
if chatLast + tonumber(ARGV[2]) > now then return chatLast + tonumber(ARGV[2]) - now end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  local oldest = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
  if oldest > now then return -1 end
  return math.max(1, oldest + 1000 - now)
end
local lapse = now + tonumber(ARGV[4])
redis.call('ZADD', KEYS[1], lapse, ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]) + 2000)
redis.call('SET', KEYS[2], lapse, 'PX', tonumber(ARGV[4]) + tonumber(ARGV[2]))
return 0
`;

// KEYS as ADMIT. ARGV: ticket, chat minimum. Only a send still counted is restamped.
const FINISH = `${NOW}
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now, ARGV[1]) == 1 then
  redis.call('SET', KEYS[2], now, 'PX', tonumber(ARGV[2]))
end
return 1
`;

const HOLD = `${NOW}
local untilMs = now + tonumber(ARGV[1])
if untilMs > tonumber(redis.call('GET', KEYS[1]) or '0') then
  redis.call('SET', KEYS[1], untilMs, 'PX', tonumber(ARGV[1]) + 1000)
end
return 1
`;

export function createTelegramPacing(redis: Redis, prefix: string, options: TelegramPacingOptions = {}): TelegramPacing {
  const { gapMs, chatGapMs, maxWaitMs, perSecond, chatMinMs, inFlightMs } = { ...TELEGRAM_PACING_DEFAULTS, ...options };
  const nextKey = `${prefix}:telegram:next-send`;
  const chatNextKey = (chatId: string) => `${prefix}:telegram:next-send:${chatId}`;
  const sentKey = `${prefix}:telegram:sent`;
  const chatSentKey = (chatId: string) => `${prefix}:telegram:sent:${chatId}`;
  return {
    reserve: async (chatId) => {
      const [reserved, waitMs, at] = (await redis.eval(RESERVE, 2, nextKey, chatNextKey(chatId), gapMs, chatGapMs, maxWaitMs)) as [
        number,
        number,
        number,
      ];
      return { reserved: reserved === 1, waitMs, at };
    },
    admit: async (chatId) => {
      const ticket = randomUUID();
      const waitMs = Number(await redis.eval(ADMIT, 2, sentKey, chatSentKey(chatId), perSecond, chatMinMs, ticket, inFlightMs));
      return waitMs === 0 ? { ticket, waitMs: 0 } : { waitMs: waitMs < 0 ? ADMIT_POLL_MS : waitMs };
    },
    finish: async (chatId, ticket) => {
      await redis.eval(FINISH, 2, sentKey, chatSentKey(chatId), ticket, chatMinMs);
    },
    holdAll: async (ms) => {
      await redis.eval(HOLD, 1, nextKey, Math.ceil(ms));
    },
  };
}
