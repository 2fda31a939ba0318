import { Composer, InlineKeyboard } from 'grammy';
import type { Message } from 'grammy/types';
import type { Actor } from '../../../core/accounts/actor.ts';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import { TRANSACTION_MESSAGES as TM } from '../../../core/transactions/messages.ts';
import type { Db } from '../../../infra/db.ts';
import type { Logger } from '../../../infra/logger.ts';
import type { RateLimiter } from '../../../infra/rate-limit.ts';
import type { Storage } from '../../../infra/storage.ts';
import { listUnpaidTransactions } from '../../../services/payments/list-unpaid-transactions.ts';
import { PROOF_MAX_BYTES } from '../../../services/payments/proof-file.ts';
import { submitProof } from '../../../services/payments/submit-proof.ts';
import { parseProofCallback, proofCallback } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { onCommandOrMenu } from '../menu-press.ts';
import type { TelegramEndpoint } from '../deps.ts';
import { downloadTelegramFile } from '../download-file.ts';
import type { PendingFile, ProofDrafts } from '../proof-drafts.ts';
import { PROOF_RECEIVED } from '../../../core/chat/common-texts.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';

// A customer pays and sends the transfer's proof by chat (docs/product.md#chat-bots): a photo, a
// JPEG/PNG/PDF document, or /bukti first. The bot asks which unpaid transaction it is for, then
// fetches the file and hands it to the web's proof pipeline (same checks, same rate limit), which
// decides; its refusals are answered as they are.

export type PaymentProofDeps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  limiter: RateLimiter;
  drafts: ProofDrafts;
  telegram: TelegramEndpoint;
  appUrl: string;
};

const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const LABEL_MAX = 60;

/** The file of a message, or the pipeline's own refusal when its declared size or type can never pass. */
function fileOf(message: Message): { file: PendingFile } | { refusal: string } | null {
  if (message.photo?.length) {
    // Telegram keeps several sizes of a photo: the largest one within the cap, or the smallest.
    const sizes = [...message.photo].sort((a, b) => (b.file_size ?? 0) - (a.file_size ?? 0));
    const photo = sizes.find((size) => (size.file_size ?? 0) <= PROOF_MAX_BYTES) ?? sizes.at(-1)!;
    if ((photo.file_size ?? 0) > PROOF_MAX_BYTES) return { refusal: TM.fileTooLarge };
    return { file: { fileId: photo.file_id, fileSize: photo.file_size ?? null } };
  }
  if (message.document) {
    const { document } = message;
    if (!document.mime_type || !DOCUMENT_TYPES.has(document.mime_type)) return { refusal: TM.fileType };
    if ((document.file_size ?? 0) > PROOF_MAX_BYTES) return { refusal: TM.fileTooLarge };
    return { file: { fileId: document.file_id, fileSize: document.file_size ?? null } };
  }
  return null;
}

const customerOf = (ctx: BotContext): Actor | null =>
  ctx.linked?.role === 'customer' ? { id: ctx.linked.userId, role: 'customer' } : null;

export function paymentProofFeature(deps: PaymentProofDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const { drafts } = deps;

  /** Lists the customer's unpaid transactions as buttons; the question remembers the file, if any. */
  async function ask(ctx: BotContext, customer: Actor, chatId: number, file: PendingFile | null): Promise<void> {
    const unpaid = await listUnpaidTransactions(deps, customer);
    if (unpaid.length === 0) {
      await ctx.reply(BOT_TEXTS.noUnpaid);
      return;
    }
    const keyboard = new InlineKeyboard();
    for (const transaction of unpaid) {
      const label = `${transaction.tutorName.slice(0, LABEL_MAX - 20)} · ${formatRupiah(transaction.totalPrice)}`;
      keyboard.text(label, proofCallback(transaction.id)).row();
    }
    const question = await ctx.reply(file ? BOT_TEXTS.whichTransaction : BOT_TEXTS.whichTransactionFirst, { reply_markup: keyboard });
    await drafts.saveQuestion(chatId, question.message_id, file);
  }

  /** A refusal of the proof pipeline is its AppError, answered by the boundary like any other. */
  async function submit(ctx: BotContext, customer: Actor, transactionId: string, file: PendingFile): Promise<void> {
    await submitProof(
      deps,
      customer,
      transactionId,
      () => downloadTelegramFile(ctx.api, deps.telegram, file.fileId, PROOF_MAX_BYTES),
      'telegram',
    );
    await ctx.reply(PROOF_RECEIVED);
  }

  composer.on(['message:photo', 'message:document'], async (ctx) => {
    const customer = customerOf(ctx);
    if (!customer) return ctx.reply(ctx.linked ? BOT_TEXTS.customersOnly : BOT_TEXTS.howToLink(deps.appUrl));
    const found = fileOf(ctx.msg);
    if (!found) return;
    if (ctx.msg.media_group_id && !(await drafts.firstOfAlbum(ctx.chat.id, ctx.msg.media_group_id))) return;
    if ('refusal' in found) return ctx.reply(found.refusal);
    const awaited = await drafts.takeAwaited(ctx.chat.id);
    if (awaited) return submit(ctx, customer, awaited, found.file);
    return ask(ctx, customer, ctx.chat.id, found.file);
  });

  onCommandOrMenu(composer, 'bukti', async (ctx) => {
    const customer = customerOf(ctx);
    if (!customer || !ctx.chat) return ctx.reply(ctx.linked ? BOT_TEXTS.customersOnly : BOT_TEXTS.howToLink(deps.appUrl));
    return ask(ctx, customer, ctx.chat.id, null);
  });

  composer.callbackQuery(/^p:/, async (ctx) => {
    const transactionId = parseProofCallback(ctx.callbackQuery.data);
    const question = ctx.callbackQuery.message;
    if (!transactionId || !question) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const customer = customerOf(ctx);
    if (!customer) return ctx.answerCallbackQuery({ text: ctx.linked ? BOT_TEXTS.customersOnly : BOT_TEXTS.linkFirst });

    const chatId = question.chat.id;
    const draft = await drafts.takeQuestion(chatId, question.message_id);
    if (!draft) return ctx.answerCallbackQuery({ text: BOT_TEXTS.proofChoiceExpired, show_alert: true });
    // The question is spent: its buttons go, so the chat shows it was answered.
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    if (!draft.file) {
      await drafts.awaitFile(chatId, transactionId);
      await ctx.answerCallbackQuery();
      await ctx.reply(BOT_TEXTS.sendFileNow);
      return;
    }
    await ctx.answerCallbackQuery({ text: BOT_TEXTS.processing });
    await submit(ctx, customer, transactionId, draft.file);
  });

  return composer;
}
