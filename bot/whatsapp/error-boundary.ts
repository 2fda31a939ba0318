import { GENERIC_FAILURE } from '../../core/chat/common-texts.ts';
import { isAppError } from '../../core/errors.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Answer } from './context.ts';
import { messageSummary, type IncomingMessage } from './inbound.ts';

/**
 * The one answer to a failed message, as bot/telegram/error-boundary.ts is for Telegram: an
 * AppError carries a message meant for the user (Indonesian, from the use case) and is said as it
 * is; anything else is logged as a summary and answered with a fixed text, never a stack or an
 * internal message.
 */
export function answerFailure(logger: Logger) {
  return (error: unknown, message: IncomingMessage): Answer => {
    if (isAppError(error)) return { text: error.message };
    logger.error({ err: errorSummary(error), update: messageSummary(message) }, 'whatsapp update failed');
    return { text: GENERIC_FAILURE };
  };
}
