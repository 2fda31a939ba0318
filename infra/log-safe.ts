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

const REASON_MAX = 200;

/**
 * A stored failure text (a job's failedReason, a delivery's last_error) made fit for the admin
 * page. Those texts are whatever a library put in its message: an SMTP refusal quotes the address,
 * a URL can carry the bot token, a WhatsApp jid is a phone number. Kept: the first line, minus
 * addresses, URLs, long digit runs (phones, chat ids, token ids) and long token-like words;
 * short codes such as `550 5.1.1` stay, they say what went wrong.
 */
export function safeFailureReason(text: string | null | undefined): string {
  const firstLine = (text ?? '').split(/\r?\n/, 1)[0]?.trim() ?? '';
  const redacted = firstLine
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
    .replace(/\S+@\S+/g, '[alamat]')
    .replace(/[A-Za-z0-9_-]{24,}/g, '[token]')
    .replace(/\+?\d[\d .()-]*\d/g, (run) => (run.replace(/\D/g, '').length >= 7 ? '[angka]' : run))
    .replace(/\d{5,}/g, '[angka]');
  const reason = redacted.length > REASON_MAX ? `${redacted.slice(0, REASON_MAX - 1)}…` : redacted;
  return reason || 'Tanpa keterangan';
}
