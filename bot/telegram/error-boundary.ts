import { GrammyError, type BotError } from 'grammy';
import { isAppError } from '../../core/errors.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { markChatBlocked } from '../../services/chat-links/linked-chats.ts';
import type { BotContext } from './context.ts';
import { GENERIC_FAILURE } from '../../core/chat/common-texts.ts';

/**
 * What of an update a log line may hold: its id and kind, never its text, file ids or phone. The
 * WhatsApp bot logs its messages under the same keys (bot/whatsapp/inbound.ts, messageSummary).
 */
export function updateSummary(ctx: BotContext): { id: number; kind: string } {
  return { id: ctx.update.update_id, kind: Object.keys(ctx.update).find((key) => key !== 'update_id') ?? 'unknown' };
}

/**
 * The one answer to a failed update. An AppError carries a message meant for the user (Indonesian,
 * from the use case) and is shown as it is; anything else is logged as a summary and answered
 * with a fixed text, never a stack or an internal message. A chat that blocked the bot (403) is
 * marked, so no send tries it again.
 */
export function answerFailure(deps: { db: Db; logger: Logger }) {
  return async (error: BotError<BotContext>): Promise<void> => {
    const { ctx } = error;
    const cause = error.error;
    const expected = isAppError(cause);
    if (!expected) deps.logger.error({ err: errorSummary(cause), update: updateSummary(ctx) }, 'telegram update failed');
    if (cause instanceof GrammyError && cause.error_code === 403 && ctx.chat) {
      await markChatBlocked(deps.db, 'telegram', String(ctx.chat.id)).catch(() => {});
      return;
    }
    const text = expected ? cause.message : GENERIC_FAILURE;
    try {
      // A refused press is an alert the user must close: a toast is easily missed.
      if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text, show_alert: true });
      else if (ctx.chat) await ctx.reply(text);
    } catch (answerError) {
      // The callback may have been answered already: say it in the chat instead.
      if (ctx.callbackQuery && ctx.chat) await ctx.reply(text).catch(() => {});
      else deps.logger.warn({ err: errorSummary(answerError), update: updateSummary(ctx) }, 'could not tell the user about a failure');
    }
  };
}
