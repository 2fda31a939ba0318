import { Composer, InlineKeyboard } from 'grammy';
import { CANCEL_CALLBACK, idCallback, parseIdCallback } from '../../../core/chat/customer-callbacks.ts';
import { CUSTOMER_CHAT_TEXTS as C, TRANSACTION_CHAT_TEXTS as T, transactionLines } from '../../../core/chat/customer-chat-texts.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import type { Actor } from '../../../core/accounts/actor.ts';
import type { Db } from '../../../infra/db.ts';
import { completeClass } from '../../../services/transactions/complete-class.ts';
import { getChatTransaction, listChatTransactions } from '../../../services/transactions/list-chat-transactions.ts';
import type { BotContext } from '../context.ts';
import type { ProofDrafts } from '../proof-drafts.ts';

// /transaksi (docs/product.md#customers-in-the-chat): the customer's transactions, five at a time,
// with 'Kirim Bukti' for an unpaid one (the photo flow of payment-proof.ts takes the next file)
// and 'Tandai Selesai' for a paid class in progress (a confirmation, then the web's completeClass).
// Every press re-reads the transaction as the customer's own; a stale one says where it stands now.

export type CustomerTransactionsDeps = { db: Db; drafts: ProofDrafts; appUrl: string };

export function customerTransactionsFeature(deps: CustomerTransactionsDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const customerOf = (ctx: BotContext): Actor | null =>
    ctx.linked?.role === 'customer' ? { id: ctx.linked.userId, role: 'customer' } : null;

  async function list(ctx: BotContext, customer: Actor, cursor?: string): Promise<void> {
    const { items, nextCursor } = await listChatTransactions(deps, customer, cursor);
    if (items.length === 0) {
      await ctx.reply(T.none);
      return;
    }
    const keyboard = new InlineKeyboard();
    items.forEach((item, index) => {
      if (item.canUploadProof) keyboard.text(T.sendProof(index + 1), idCallback('kb', item.id)).row();
      if (item.canMarkDone) keyboard.text(T.markDone(index + 1), idCallback('sd', item.id)).row();
    });
    if (nextCursor) keyboard.text(T.next, idCallback('tx', nextCursor));
    await ctx.reply([T.heading, '', ...transactionLines(items, 1)].join('\n'), { reply_markup: keyboard });
  }

  const open = async (ctx: BotContext) => {
    const customer = customerOf(ctx);
    if (!customer) return ctx.reply(ctx.linked ? C.customersOnlyCommand : BOT_TEXTS.howToLink(deps.appUrl));
    return list(ctx, customer);
  };
  composer.command('transaksi', open);
  composer.callbackQuery('menu:transaksi', async (ctx) => {
    await ctx.answerCallbackQuery();
    await open(ctx);
  });

  /** The press's transaction id, when it parses and a customer pressed; otherwise the press is answered here. */
  async function pressed(
    ctx: BotContext & { callbackQuery: { data: string } },
    kind: 'tx' | 'kb' | 'sd' | 'sy',
  ): Promise<{ customer: Actor; id: string } | null> {
    const id = parseIdCallback(kind, ctx.callbackQuery.data);
    if (!id) {
      await ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
      return null;
    }
    const customer = customerOf(ctx);
    if (!customer) {
      await ctx.answerCallbackQuery({ text: ctx.linked ? C.customersOnly : BOT_TEXTS.linkFirst, show_alert: true });
      return null;
    }
    return { customer, id };
  }

  composer.callbackQuery(/^tx:/, async (ctx) => {
    const press = await pressed(ctx, 'tx');
    if (!press) return;
    await ctx.answerCallbackQuery();
    await list(ctx, press.customer, press.id);
  });

  composer.callbackQuery(/^kb:/, async (ctx) => {
    const press = await pressed(ctx, 'kb');
    if (!press) return;
    const transaction = await getChatTransaction(deps, press.customer, press.id);
    if (!transaction.canUploadProof) return ctx.answerCallbackQuery({ text: T.notAwaitingProof(transaction.status), show_alert: true });
    const chatId = ctx.callbackQuery.message?.chat.id;
    if (chatId === undefined) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    await deps.drafts.awaitFile(chatId, transaction.id);
    await ctx.answerCallbackQuery();
    await ctx.reply(BOT_TEXTS.sendFileNow);
  });

  composer.callbackQuery(/^sd:/, async (ctx) => {
    const press = await pressed(ctx, 'sd');
    if (!press) return;
    const transaction = await getChatTransaction(deps, press.customer, press.id);
    if (!transaction.canMarkDone) return ctx.answerCallbackQuery({ text: T.cannotMarkDone(transaction.status), show_alert: true });
    await ctx.answerCallbackQuery();
    await ctx.reply(T.markDoneQuestion(transaction), {
      reply_markup: new InlineKeyboard().text(T.markDoneYes, idCallback('sy', transaction.id)).row().text(C.cancel, CANCEL_CALLBACK),
    });
  });

  composer.callbackQuery(/^sy:/, async (ctx) => {
    const press = await pressed(ctx, 'sy');
    if (!press) return;
    const transaction = await getChatTransaction(deps, press.customer, press.id);
    if (!transaction.canMarkDone) return ctx.answerCallbackQuery({ text: T.cannotMarkDone(transaction.status), show_alert: true });
    const { message } = await completeClass(deps, press.customer, transaction.id);
    await ctx.answerCallbackQuery();
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    await ctx.reply(message);
  });

  return composer;
}
