import { errorSummary } from './log-safe.ts';
import type { Logger } from './logger.ts';

/**
 * Logs a promise rejection nobody handled (a library's event handler, a fire-and-forget call) as
 * an error line, instead of Node's default of killing the process: in the bot process that would
 * take Telegram down with a WhatsApp event, or the other way round (docs/architecture.md#processes).
 * The summary only: a rejection's object may carry row values or a jid.
 */
export function logUnhandledRejections(logger: Logger, target: Pick<NodeJS.EventEmitter, 'on'> = process): void {
  target.on('unhandledRejection', (reason: unknown) => logger.error({ err: errorSummary(reason) }, 'unhandled promise rejection'));
}
