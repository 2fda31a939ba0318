import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { isAppError, type AppError } from '../../../core/errors.ts';
import { REQUEST_MESSAGES as M } from '../../../core/requests/messages.ts';
import { joinRequest } from '../../../services/requests/join-request.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { NOOP_CALLBACK, parseJoinCallback } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { BOT_TEXTS, CLOSED_LABEL, JOINED_LABEL } from '../../../core/chat/telegram-texts.ts';

// 'Saya Tertarik Mengajar' under a new-request message (docs/product.md#request-join): the press
// runs the web's join use case for the tutor behind the chat. The answer is the use case's
// message; the button then becomes a spent one saying how it ended, so the message shows it too.

/** The label of the spent button for a refusal that ends the request for this tutor, or null. */
function closedLabel(error: AppError): string | null {
  if (error.code !== 'CONFLICT') return null;
  if (error.message === M.full) return M.fullLabel;
  if (error.message === M.notOpen || error.message === M.expired || error.message === M.alreadyCancelled) return CLOSED_LABEL;
  return null;
}

async function spendButton(ctx: BotContext, label: string): Promise<void> {
  try {
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard().text(label, NOOP_CALLBACK) });
  } catch (error) {
    // A second press finds the button already spent: Telegram refuses an edit that changes nothing.
    if (!(error instanceof GrammyError && error.error_code === 400 && /not modified/i.test(error.description))) throw error;
  }
}

export function joinRequestFeature(deps: RequestDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.callbackQuery(/^j:/, async (ctx) => {
    const requestId = parseJoinCallback(ctx.callbackQuery.data);
    if (!requestId) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    if (!ctx.linked) return ctx.answerCallbackQuery({ text: BOT_TEXTS.linkFirst, show_alert: true });
    if (ctx.linked.role !== 'tutor') return ctx.answerCallbackQuery({ text: BOT_TEXTS.tutorsOnly });

    let message: string;
    let label: string;
    try {
      ({ message } = await joinRequest(deps, { id: ctx.linked.userId, role: 'tutor' }, requestId));
      label = JOINED_LABEL;
    } catch (error) {
      const closed = isAppError(error) ? closedLabel(error) : null;
      // Not found, a profile to complete, busy: the boundary says it, and the button stays for a later press.
      if (!closed) throw error;
      message = (error as AppError).message;
      label = closed;
    }
    await ctx.answerCallbackQuery({ text: message });
    if (ctx.callbackQuery.message) await spendButton(ctx, label);
  });
  return composer;
}
