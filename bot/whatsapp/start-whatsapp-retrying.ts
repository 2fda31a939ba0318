import { setTimeout as wait } from 'node:timers/promises';
import { IdentityMismatchError } from '../../infra/bot-identity.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { RECONNECT_DELAYS_MS } from './close-decision.ts';
import type { RunningWhatsApp } from './start-whatsapp.ts';

export type RetryingWhatsApp = {
  /** Resolves after the first attempt, whether it started WhatsApp or failed and retries in the background. */
  firstAttempt: Promise<void>;
  /** The channel once a start succeeded. */
  current: () => RunningWhatsApp | undefined;
  /** Ends the retries and stops the channel (waits for a start in flight). Safe twice. */
  stop: () => Promise<void>;
};

/**
 * Starts the WhatsApp channel until it runs (docs/architecture.md#processes): a start that fails
 * because Postgres or Redis blinked is tried again after 1, 2, 5, 10, then every 30 s, while
 * Telegram keeps running. Only a login as another number than WHATSAPP_NUMBER is fatal: retrying
 * cannot fix a setting.
 */
export function startWhatsAppRetrying(options: {
  start: () => Promise<RunningWhatsApp>;
  logger: Logger;
  onFatal: (error: Error) => void;
  delaysMs?: readonly number[];
}): RetryingWhatsApp {
  const delays = options.delaysMs ?? RECONNECT_DELAYS_MS;
  const stopping = new AbortController();
  let running: RunningWhatsApp | undefined;
  let markFirst!: () => void;
  const firstAttempt = new Promise<void>((resolve) => (markFirst = resolve));

  const attempts = (async () => {
    for (let attempt = 0; !stopping.signal.aborted; attempt += 1) {
      try {
        running = await options.start();
        markFirst();
        return;
      } catch (error) {
        markFirst();
        if (error instanceof IdentityMismatchError) {
          options.onFatal(error);
          return;
        }
        const delayMs = delays[Math.min(attempt, delays.length - 1)]!;
        options.logger.error({ err: errorSummary(error), delayMs }, 'WhatsApp could not start; trying again (Telegram keeps running)');
        // A stop ends the wait (the timer rejects with an AbortError).
        await wait(delayMs, undefined, { signal: stopping.signal }).catch(() => {});
      }
    }
    markFirst();
  })();

  let stopped: Promise<void> | undefined;
  return {
    firstAttempt,
    current: () => running,
    stop: () => {
      stopped ??= (async () => {
        stopping.abort();
        await attempts;
        await running?.stop();
      })();
      return stopped;
    },
  };
}
