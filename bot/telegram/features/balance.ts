import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import {
  balanceText,
  bankAccountMissingText,
  CHAT_WITHDRAWABLE_MAX,
  CONFIRM_PAYOUT_LABEL,
  PAYOUT_ACTION_LABEL,
  payoutConfirmText,
  TUTOR_CHAT_TEXTS as T,
  withdrawableLabel,
} from '../../../core/chat/tutor-chat-texts.ts';
import { TRANSACTION_MESSAGES as TM } from '../../../core/transactions/messages.ts';
import type { Db } from '../../../infra/db.ts';
import { listWithdrawable } from '../../../services/payouts/list-withdrawable.ts';
import { previewPayout } from '../../../services/payouts/preview-payout.ts';
import { requestPayout } from '../../../services/payouts/request-payout.ts';
import { getTutorTransaction } from '../../../services/transactions/get-tutor-transaction.ts';
import { listTutorTransactions } from '../../../services/transactions/list-tutor-transactions.ts';
import { NOOP_CALLBACK } from '../callback-data.ts';
import { parsePayoutAskCallback, parsePayoutConfirmCallback, payoutAskCallback, payoutConfirmCallback } from '../chat-callbacks.ts';
import type { BotContext } from '../context.ts';
import { actorOf, onCommandOrMenu, tutorPressing } from '../menu-press.ts';

// `/saldo` and 'Ajukan Pencairan' (docs/product.md#chat-commands): the summary cards of
// 'Transaksi Tutor', a button per class ready to withdraw, its confirmation with the amount, fee
// and account on file, then the web's payout request. A refusal (another tutor's class, already
// asked, not ready) is the use case's AppError, shown by the boundary as an alert.

type BalanceDeps = { db: Db; payoutAdminFee: number; appUrl: string };

async function spendButton(ctx: BotContext, label: string): Promise<void> {
  try {
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard().text(label, NOOP_CALLBACK) });
  } catch (error) {
    // A second press finds the button already spent: Telegram refuses an edit that changes nothing.
    if (!(error instanceof GrammyError && error.error_code === 400 && /not modified/i.test(error.description))) throw error;
  }
}

export function balanceFeature(deps: BalanceDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  onCommandOrMenu(composer, 'saldo', async (ctx) => {
    const tutor = await actorOf(ctx, 'tutor', deps.appUrl);
    if (!tutor) return;
    const [{ summary }, ready] = await Promise.all([
      listTutorTransactions(deps, tutor, { source: 'all' }),
      listWithdrawable(deps, tutor, CHAT_WITHDRAWABLE_MAX),
    ]);
    if (ready.length === 0) return ctx.reply(`${balanceText(summary)}\n\n${T.nothingToWithdraw}`);
    const keyboard = new InlineKeyboard();
    for (const item of ready) keyboard.text(`${PAYOUT_ACTION_LABEL} · ${withdrawableLabel(item)}`, payoutAskCallback(item.id)).row();
    return ctx.reply(`${balanceText(summary)}\n\n${T.chooseWithdrawal}`, { reply_markup: keyboard });
  });

  composer.callbackQuery(/^w:/, async (ctx) => {
    const transactionId = parsePayoutAskCallback(ctx.callbackQuery.data);
    if (!transactionId) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const tutor = await tutorPressing(ctx);
    if (!tutor) return;
    const preview = await previewPayout(deps, tutor, transactionId);
    await ctx.answerCallbackQuery();
    if (!preview.bankAccount) return ctx.reply(bankAccountMissingText(TM.bankAccountRequired, deps.appUrl));
    const transaction = await getTutorTransaction(deps, tutor, transactionId);
    return ctx.reply(payoutConfirmText(transaction, { ...preview, bankAccount: preview.bankAccount }), {
      reply_markup: new InlineKeyboard().text(CONFIRM_PAYOUT_LABEL, payoutConfirmCallback(transactionId)),
    });
  });

  composer.callbackQuery(/^wy:/, async (ctx) => {
    const transactionId = parsePayoutConfirmCallback(ctx.callbackQuery.data);
    if (!transactionId) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const tutor = await tutorPressing(ctx);
    if (!tutor) return;
    const { message } = await requestPayout(deps, tutor, transactionId);
    await ctx.answerCallbackQuery({ text: message });
    if (ctx.callbackQuery.message) await spendButton(ctx, TM.payoutExists);
  });
  return composer;
}
