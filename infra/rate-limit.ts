import { createHash } from 'node:crypto';
import { AppError } from '../core/errors.ts';
import type { Logger } from './logger.ts';
import type { Redis } from './redis.ts';

// Abuse limits as Redis fixed-window counters. Redis holds nothing we cannot lose (ARCHITECTURE §1):
// when it is away the limiter fails OPEN with a warning, so an outage never locks users out or
// turns into a 500. Correctness rules (cooldowns, OTP attempts) live in Postgres, not here.

export type RateLimitRule = {
  /** Part of the Redis key: short, stable, e.g. 'sign-in:email'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitCheck = { rule: RateLimitRule; subject: string };

export type RateLimiter = {
  /** Counts one hit on every check; throws RATE_LIMITED when any of them is over its limit. */
  enforce: (checks: RateLimitCheck[]) => Promise<void>;
};

export const rateLimitedMessage = (seconds: number): string => `Terlalu banyak percobaan. Silakan coba lagi dalam ${seconds} detik.`;

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter that
// never expires. Returns the count and the milliseconds left in the window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

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

  const hit = async (check: RateLimitCheck): Promise<{ count: number; ttlMs: number }> => {
    const answer = (await withTimeout(
      options.redis.eval(HIT_SCRIPT, 1, keyOf(check), String(check.rule.windowSeconds * 1000)),
      timeoutMs,
    )) as [number, number];
    return { count: Number(answer[0]), ttlMs: Number(answer[1]) };
  };

  return {
    enforce: async (checks) => {
      let results: { count: number; ttlMs: number }[];
      try {
        results = await Promise.all(checks.map(hit));
      } catch (error) {
        options.logger.warn({ err: { name: (error as Error).name, message: (error as Error).message }, rules: checks.map((c) => c.rule.name) }, 'rate limiter unavailable; allowing the request');
        return;
      }
      let retryAfterSeconds = 0;
      results.forEach((result, index) => {
        const rule = checks[index]?.rule;
        if (rule && result.count > rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil(result.ttlMs / 1000)));
      });
      if (retryAfterSeconds > 0) throw new AppError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
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
