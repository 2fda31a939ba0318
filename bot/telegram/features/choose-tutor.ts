import { Composer, InlineKeyboard } from 'grammy';
import { CANCEL_CALLBACK, pairCallback, parsePairCallback } from '../../../core/chat/customer-callbacks.ts';
import { chooseQuestion, CUSTOMER_CHAT_TEXTS as T } from '../../../core/chat/customer-chat-texts.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import { chooseTutor } from '../../../services/requests/choose-tutor.ts';
import { previewChoice } from '../../../services/requests/preview-choice.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { paymentInstructions } from '../../../services/transactions/payment-instructions.ts';
import type { BotContext } from '../context.ts';

// 'Pilih Tutor Ini' under a tutor-joined message (docs/product.md#customers-in-the-chat): the
// press asks for a confirmation with the total the server computes, the confirmation runs the
// web's chooseTutor (its row lock makes two presses at once one transaction; the loser gets the
// web's 409 text from the boundary), and the answer is the payment instructions.

export type ChooseTutorDeps = RequestDeps & { gopayNumber: string };

export function chooseTutorFeature(deps: ChooseTutorDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  const customerOf = (ctx: BotContext) => (ctx.linked?.role === 'customer' ? { id: ctx.linked.userId, role: 'customer' as const } : null);

  composer.callbackQuery(/^ch:/, async (ctx) => {
    const pair = parsePairCallback('ch', ctx.callbackQuery.data);
    if (!pair) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const customer = customerOf(ctx);
    if (!customer) return ctx.answerCallbackQuery({ text: ctx.linked ? T.customersOnly : BOT_TEXTS.linkFirst, show_alert: true });
    const preview = await previewChoice(deps, customer, pair.requestId, pair.tutorId);
    await ctx.answerCallbackQuery();
    await ctx.reply(chooseQuestion({ ...preview, name: preview.tutorName }).join('\n'), {
      reply_markup: new InlineKeyboard().text(T.chooseYes, pairCallback('cy', pair)).row().text(T.cancel, CANCEL_CALLBACK),
    });
  });

  composer.callbackQuery(/^cy:/, async (ctx) => {
    const pair = parsePairCallback('cy', ctx.callbackQuery.data);
    if (!pair) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const customer = customerOf(ctx);
    if (!customer) return ctx.answerCallbackQuery({ text: ctx.linked ? T.customersOnly : BOT_TEXTS.linkFirst, show_alert: true });
    const { transactionId } = await chooseTutor(deps, customer, pair.requestId, { tutorId: pair.tutorId });
    await ctx.answerCallbackQuery();
    // The question is answered: its buttons go, so a second press cannot ask again.
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    await ctx.reply(
      await paymentInstructions(deps, customer, transactionId, { gopayNumber: deps.gopayNumber, uploadStep: T.uploadStepTelegram }),
    );
  });

  composer.callbackQuery(CANCEL_CALLBACK, async (ctx) => {
    await ctx.answerCallbackQuery({ text: T.cancelled });
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
  });

  return composer;
}
