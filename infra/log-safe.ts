import type { Logger } from './logger.ts';

export type ErrorSummary = { name: string; code?: string; message: string };

/**
 * What of an error may reach a log line or a job's failure reason: name, code and message.
 * Never the whole object: driver errors carry extra fields (a Postgres `detail` quotes row values).
 */
export function errorSummary(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error).slice(0, 300) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message.slice(0, 300) };
}

/**
 * A warn logger that says the same thing at most once per interval: a lost Redis connection
 * otherwise logs every reconnect attempt for as long as the outage lasts.
 */
export function throttledWarn(logger: Logger, intervalMs = 30_000): (error: unknown, message: string) => void {
  const lastLogged = new Map<string, number>();
  return (error, message) => {
    const summary = errorSummary(error);
    const key = `${message}|${summary.message}`;
    const now = Date.now();
    if (now - (lastLogged.get(key) ?? 0) < intervalMs) return;
    lastLogged.set(key, now);
    logger.warn({ error: summary }, message);
  };
}
