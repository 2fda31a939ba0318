import { createHash } from 'node:crypto';
import { AppError } from '../core/errors.ts';
import type { Logger } from './logger.ts';
import type { Redis } from './redis.ts';

// Abuse limits as Redis fixed-window counters. Redis holds nothing we cannot lose
// (docs/architecture.md#postgres-and-redis): when it is away the limiter fails OPEN with a warning,
// so an outage never locks users out or turns into a 500. Correctness rules (cooldowns, OTP
// attempts) live in Postgres, not here.

export type RateLimitRule = {
  /** Part of the Redis key: short, stable, e.g. 'sign-in:email'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitCheck = { rule: RateLimitRule; subject: string };

export type RateLimiter = {
  /**
   * Counts one hit on every check, or throws RATE_LIMITED when any of them has reached its limit.
   * A refused request counts on none of them: otherwise requests refused by a tight rule (one
   * address guessing one email) would keep filling a loose one (that email from anywhere) for free,
   * and one address could lock the email's owner out after all.
   */
  enforce: (checks: RateLimitCheck[]) => Promise<void>;
};

export const rateLimitedMessage = (seconds: number): string => `Terlalu banyak percobaan. Silakan coba lagi dalam ${seconds} detik.`;

// One atomic step over all the request's counters (KEYS; ARGV holds limit and window in ms per
// key): when any counter is at its limit, returns the longest wait in ms and counts nothing;
// otherwise increments every counter, starting its window on the first hit, and returns 0. The
// expiry is set in the same step as the INCR, so a crash cannot leave a counter that never expires.
const HIT_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 * i])
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, window)
      ttl = window
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 * i])
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, window) end
end
return 0`;

export type RateLimiterOptions = {
  redis: Redis;
  logger: Logger;
  /** Key prefix of every counter (REDIS_PREFIX-based), so deployments and test runs never share counts. */
  prefix: string;
  /** A Redis that neither answers nor fails must not hold the request for long. */
  timeoutMs?: number;
};

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { prefix } = options;
  const timeoutMs = options.timeoutMs ?? 500;

  // Subjects are emails and IPs: only their hash goes into a key, so Redis holds no personal data.
  const keyOf = (check: RateLimitCheck) =>
    `${prefix}:${check.rule.name}:${createHash('sha256').update(check.subject.toLowerCase()).digest('base64url').slice(0, 32)}`;

  return {
    enforce: async (checks) => {
      let waitMs: number;
      try {
        const args = checks.flatMap((check) => [String(check.rule.limit), String(check.rule.windowSeconds * 1000)]);
        waitMs = Number(await withTimeout(options.redis.eval(HIT_SCRIPT, checks.length, ...checks.map(keyOf), ...args), timeoutMs));
      } catch (error) {
        options.logger.warn(
          { err: { name: (error as Error).name, message: (error as Error).message }, rules: checks.map((c) => c.rule.name) },
          'rate limiter unavailable; allowing the request',
        );
        return;
      }
      if (waitMs > 0) {
        const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw new AppError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
