import { autoRetry } from '@grammyjs/auto-retry';
import type { Transformer } from 'grammy';
import { throttledWarn } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';

/**
 * The bot's own replies (an answer, an edited button) retry a 429 or a network failure briefly:
 * the user is waiting for them. Long polling has its own retries in the runner and is left alone.
 * Notifications never pass here; they go through the send queue with its own limiter.
 */
export function retryReplies(): Transformer {
  const retry = autoRetry({ maxRetryAttempts: 2, maxDelaySeconds: 10 });
  return (prev, method, payload, signal) =>
    method === 'getUpdates' ? prev(method, payload, signal) : retry(prev, method, payload, signal);
}

/**
 * Failed getUpdates calls, logged as a summary. The runner would print the error object itself,
 * whose network cause quotes the request URL, and that URL holds the bot token.
 */
export function logPollingFailures(logger: Logger): Transformer {
  const warn = throttledWarn(logger);
  return async (prev, method, payload, signal) => {
    try {
      return await prev(method, payload, signal);
    } catch (error) {
      if (method === 'getUpdates' && !signal?.aborted) warn(error, 'telegram getUpdates failed; retrying');
      throw error;
    }
  };
}
