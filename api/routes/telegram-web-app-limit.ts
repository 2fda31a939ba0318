import { isAppError } from '../../core/errors.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import { AUTH_LIMITS } from '../../services/accounts/policy.ts';

/**
 * Runs a Mini App sign-in and counts it on the address's failure bucket only when the initData
 * failed its check (UNAUTHENTICATED: signature, age, replay). Counting after the check rather than
 * before means initData that Telegram signed is never refused for what others sent from the same
 * carrier-grade NAT; past the limit, failures answer 429 instead of 401 (decision 040).
 */
export async function countFailedInitData<T>(limiter: RateLimiter, ip: string, signIn: () => Promise<T>): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (isAppError(error) && error.code === 'UNAUTHENTICATED')
      await limiter.enforce([{ rule: AUTH_LIMITS.telegramWebAppFailuresPerIp, subject: ip }]);
    throw error;
  }
}
