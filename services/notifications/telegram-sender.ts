import { RateLimitError, UnrecoverableError } from 'bullmq';
import { GrammyError, HttpError, type Api } from 'grammy';
import type { Db } from '../../infra/db.ts';
import type { TelegramPacing } from '../../infra/telegram-pacing.ts';
import { activeChatIds, markChatBlocked } from '../chat-links/linked-chats.ts';
import { SendLater, type Send } from './deliver-once.ts';
import { contentForDelivery } from './delivery-content.ts';
import type { NotificationPlans } from './plan.ts';
import { renderTelegram } from './render-telegram.ts';

export type TelegramSenderDeps = {
  db: Db;
  plans: Partial<NotificationPlans>;
  /** grammY's client: no bot is needed to send. */
  api: Pick<Api, 'sendMessage'>;
  pacing: TelegramPacing;
  /** Stops every worker of the queue from taking jobs for `ms` (BullMQ's queue.rateLimit). */
  pauseQueue: (ms: number) => Promise<void>;
};

/** Telegram's chat ids are numbers; a string id (a @channel) would be passed as it is. */
const chatIdParam = (chatId: string): number | string => (/^-?\d{1,15}$/.test(chatId) ? Number(chatId) : chatId);

/** How long a sender waits at the admission gate before it gives its job back to the queue. */
const ADMIT_PATIENCE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one Telegram delivery (docs/architecture.md#telegram-sends): to the chat linked now (none,
 * muted or blocked → skipped), the content as it is now, at the bot's and the chat's next send
 * slot. Telegram's answers decide what follows: 429 holds the whole queue for `retry_after` and
 * puts the job back without spending an attempt; 403 (bot blocked, account deactivated) marks the
 * link blocked and fails for good; another 4xx will not change on retry and fails for good; 5xx
 * and network errors are retried with the queue's backoff.
 */
export function createTelegramSender(deps: TelegramSenderDeps): Send {
  const { db } = deps;
  return async (delivery) => {
    const chatId = (await activeChatIds(db, 'telegram', [delivery.userId])).get(delivery.userId);
    if (chatId === undefined) return 'skipped';
    const content = await contentForDelivery(db, deps.plans, delivery);
    if (!content) return 'skipped';
    const message = renderTelegram(content);

    const slot = await deps.pacing.reserve(chatId);
    if (!slot.reserved) throw new SendLater(new Date(Date.now() + slot.waitMs));
    if (slot.waitMs > 0) await sleep(slot.waitMs);
    const ticket = await admitted(deps.pacing, chatId);
    try {
      await deps.api.sendMessage(chatIdParam(chatId), message.text, {
        parse_mode: message.parse_mode,
        link_preview_options: message.link_preview_options,
        ...(message.reply_markup ? { reply_markup: message.reply_markup } : {}),
      });
    } catch (error) {
      await finished(deps.pacing, chatId, ticket);
      throw await failureOf(error, chatId, deps);
    }
    await finished(deps.pacing, chatId, ticket);
    return 'sent';
  };
}

/** Waits at the gate; a gate that stays shut (a dead sender's place, a held chat) puts the job back. */
async function admitted(pacing: TelegramPacing, chatId: string): Promise<string> {
  const giveUpAt = Date.now() + ADMIT_PATIENCE_MS;
  for (;;) {
    const admission = await pacing.admit(chatId);
    if (admission.ticket !== undefined) return admission.ticket;
    if (Date.now() + admission.waitMs > giveUpAt) throw new SendLater(new Date(Date.now() + admission.waitMs));
    await sleep(admission.waitMs);
  }
}

/** A lost stamp only keeps the send counted until its place lapses: never worth failing the delivery. */
async function finished(pacing: TelegramPacing, chatId: string, ticket: string): Promise<void> {
  await pacing.finish(chatId, ticket).catch(() => {});
}

/** What a failed call means for the queue; Telegram's descriptions name no person, so they are kept. */
async function failureOf(error: unknown, chatId: string, deps: TelegramSenderDeps): Promise<Error> {
  if (error instanceof GrammyError) {
    const what = `Telegram ${error.error_code}: ${error.description.slice(0, 120)}`;
    if (error.error_code === 429) {
      const ms = Math.max(1, error.parameters.retry_after ?? 1) * 1000;
      await deps.pacing.holdAll(ms);
      await deps.pauseQueue(ms);
      // BullMQ recognises this error by its message: the job goes back to waiting, no attempt spent.
      return new RateLimitError();
    }
    if (error.error_code === 403) {
      await markChatBlocked(deps.db, 'telegram', chatId);
      return new UnrecoverableError(what);
    }
    if (error.error_code >= 400 && error.error_code < 500) return new UnrecoverableError(what);
    return new Error(what);
  }
  // grammY leaves the token and the payload out of its message unless asked to log them.
  if (error instanceof HttpError) return new Error(error.message);
  return error instanceof Error ? error : new Error(String(error));
}
