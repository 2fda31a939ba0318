import { randomUUID } from 'node:crypto';
import type { Redis } from './redis.ts';

// Send pacing for one Telegram bot, shared by every jobs process through Redis
// (docs/architecture.md#telegram-sends). Telegram allows about 30 messages a second overall and
// about one a second per chat. BullMQ's limiter counts jobs *started* in fixed windows, so a burst
// at the end of one window and the start of the next can put more than 30 sends in one second.
// Two steps here instead, both atomic in Redis and on Redis's clock (processes on machines whose
// clocks differ agree):
// - reserve: each send gets its own moment, `gapMs` after the bot's previous one and `chatGapMs`
//   after the chat's, and the sender sleeps until then. This spreads the sends evenly.
// - admit: just before the HTTP call, the send is counted against what really went out: fewer than
//   `perSecond` sends of the bot in the last second and none to the chat within `chatMinMs`. A sender
//   that woke late (a busy event loop, a descheduled process) would otherwise go out together with
//   the next one; the gate makes it wait instead.

export type TelegramPacingOptions = {
  /** Between any two sends of the bot: 35 ms is at most 28.6 a second, with room for jitter under 30. */
  gapMs?: number;
  /** Between two sends to one chat: over Telegram's one a second, with room for jitter. */
  chatGapMs?: number;
  /** A slot further off than this is not reserved: the job is put back until then instead of waiting. */
  maxWaitMs?: number;
  /** Sends the gate lets out in any second, one under Telegram's 30 for the jitter between here and there. */
  perSecond?: number;
  /** The gate's least time between two sends to one chat. */
  chatMinMs?: number;
};

/** `waitMs` from now, `at` on Redis's clock; when not `reserved`, the slot was too far off and nothing was taken. */
export type SendSlot = { reserved: boolean; waitMs: number; at: number };

export type TelegramPacing = {
  /** The next moment a message may go to `chatId`, reserved when it is at most `maxWaitMs` away. */
  reserve: (chatId: string) => Promise<SendSlot>;
  /** Right before the call: 0 when the send may go now (and is counted), else the milliseconds to wait. */
  admit: (chatId: string) => Promise<number>;
  /** Telegram answered 429: no slot is handed out for `ms` from now. */
  holdAll: (ms: number) => Promise<void>;
};

export const TELEGRAM_PACING_DEFAULTS = { gapMs: 35, chatGapMs: 1_100, maxWaitMs: 2_000, perSecond: 28, chatMinMs: 1_000 } as const;

// KEYS: the bot's next free moment, the chat's. ARGV: gap, chat gap, longest wait. Keys expire once
// they are in the past, so idle chats leave nothing behind.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(redis.call('GET', KEYS[2]) or '0'))
local wait = slot - now
if wait > tonumber(ARGV[3]) then return {0, wait, slot} end
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', wait + tonumber(ARGV[1]) + 1000)
redis.call('SET', KEYS[2], slot + tonumber(ARGV[2]), 'PX', wait + tonumber(ARGV[2]) + 1000)
return {1, wait, slot}
`;

// KEYS: the bot's recent sends (a sorted set scored by time), the chat's last send. ARGV: per
// second, chat minimum, a unique member.
const ADMIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 1000)
local chatLast = tonumber(redis.call('GET', KEYS[2]) or '0')
local chatWait = chatLast + tonumber(ARGV[2]) - now
if chatWait > 0 then return chatWait end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + 1000 - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], 2000)
redis.call('SET', KEYS[2], now, 'PX', tonumber(ARGV[2]))
return 0
`;

const HOLD = `
local t = redis.call('TIME')
local untilMs = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
if untilMs > tonumber(redis.call('GET', KEYS[1]) or '0') then
  redis.call('SET', KEYS[1], untilMs, 'PX', tonumber(ARGV[1]) + 1000)
end
return 1
`;

export function createTelegramPacing(redis: Redis, prefix: string, options: TelegramPacingOptions = {}): TelegramPacing {
  const { gapMs, chatGapMs, maxWaitMs, perSecond, chatMinMs } = { ...TELEGRAM_PACING_DEFAULTS, ...options };
  const botKey = `${prefix}:telegram:next-send`;
  const chatKey = (chatId: string) => `${prefix}:telegram:next-send:${chatId}`;
  const sentKey = `${prefix}:telegram:sent`;
  const chatSentKey = (chatId: string) => `${prefix}:telegram:sent:${chatId}`;
  return {
    reserve: async (chatId) => {
      const [reserved, waitMs, at] = (await redis.eval(RESERVE, 2, botKey, chatKey(chatId), gapMs, chatGapMs, maxWaitMs)) as [number, number, number];
      return { reserved: reserved === 1, waitMs, at };
    },
    admit: async (chatId) => Number(await redis.eval(ADMIT, 2, sentKey, chatSentKey(chatId), perSecond, chatMinMs, randomUUID())),
    holdAll: async (ms) => {
      await redis.eval(HOLD, 1, botKey, Math.ceil(ms));
    },
  };
}
