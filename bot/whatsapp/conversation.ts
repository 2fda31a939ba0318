import type { Actor } from '../../core/accounts/actor.ts';
import { INTERNAL_MESSAGE, isAppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES } from '../../core/transactions/messages.ts';
import { parseCommand, proofCodeOfCaption, type CaptionCode } from '../../core/whatsapp/keywords.ts';
import { chooseTransactionMessage, linkedMessage, notLinkedMessage, WHATSAPP_MESSAGES as M } from '../../core/whatsapp/messages.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Storage } from '../../infra/storage.ts';
import { linkChat } from '../../services/chat-links/link-codes.ts';
import { findChatUser, setChatMuted, type LinkedChat } from '../../services/chat-links/linked-chats.ts';
import { PROOF_MAX_BYTES } from '../../services/payments/proof-file.ts';
import { submitProof, type ProofUpload } from '../../services/payments/submit-proof.ts';
import { joinRequest } from '../../services/requests/join-request.ts';
import { listUnpaidTransactions } from '../../services/payments/list-unpaid-transactions.ts';
import { findCustomerTransactionByCode, findRequestByCode } from '../../services/whatsapp/find-by-short-code.ts';
import type { IncomingMedia, IncomingMessage } from './inbound.ts';

// The WhatsApp bot's conversation (docs/product.md#chat-whatsapp): keywords in, one Indonesian
// reply out, over the same use cases as the web (linking, joining a request, a payment proof with
// the web upload's checks and limits). It knows nothing of Baileys: it answers through `send`.

export type ConversationDeps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  limiter: RateLimiter;
  config: Pick<Config, 'APP_URL' | 'REQUEST_MAX_TUTORS' | 'REQUEST_LIFETIME_HOURS'>;
  send: (jid: string, text: string) => Promise<void>;
};

/**
 * Reads at most `max` bytes and stops the download there: a file that claims to be small and is
 * not costs no more than the cap. `truncated` tells the proof checks it was too large.
 */
export async function readCapped(chunks: AsyncIterable<Uint8Array>, max: number): Promise<ProofUpload> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > max) return { bytes: Buffer.concat(parts), truncated: true };
    parts.push(Buffer.from(chunk));
  }
  return { bytes: Buffer.concat(parts), truncated: false };
}

/** The first of the sender's chat ids that is linked (a chat may be known by its number or its LID). */
async function linkedChatOf(db: Db, chatIds: string[]): Promise<LinkedChat | null> {
  for (const chatId of chatIds) {
    const chat = await findChatUser(db, 'whatsapp', chatId);
    if (chat) return chat;
  }
  return null;
}

export function createConversation(deps: ConversationDeps) {
  const { db } = deps;
  const log = deps.logger.child({ component: 'whatsapp-conversation' });
  const actorOf = (chat: LinkedChat): Actor => ({ id: chat.userId, role: chat.role });

  async function join(chat: LinkedChat, code: string | null): Promise<string> {
    if (chat.role !== 'tutor') return M.joinTutorsOnly;
    if (!code) return M.joinUsage;
    const match = await findRequestByCode(db, code);
    if (match.kind === 'none') return M.joinUnknownCode;
    if (match.kind === 'ambiguous') return `${M.joinUnknownCode} Buka ${deps.config.APP_URL.replace(/\/+$/, '')}/tutor-requests untuk bergabung lewat web.`;
    const result = await joinRequest({ db, config: deps.config }, actorOf(chat), match.id);
    return result.message;
  }

  async function listForProof(chat: LinkedChat): Promise<string> {
    if (chat.role !== 'customer') return M.proofCustomersOnly;
    const awaiting = await listUnpaidTransactions(deps, actorOf(chat));
    return awaiting.length === 0 ? M.proofNothingAwaiting : chooseTransactionMessage(awaiting, false);
  }

  /** Which transaction a file is for: the caption's code, or the only one awaiting a proof. */
  async function proofTarget(chat: LinkedChat, caption: CaptionCode): Promise<{ id: string } | { reply: string }> {
    if (caption.kind === 'malformed') return { reply: M.proofMalformedCode };
    if (caption.kind === 'code') {
      const match = await findCustomerTransactionByCode(db, chat.userId, caption.code);
      return match.kind === 'found' ? { id: match.id } : { reply: M.proofUnknownCode };
    }
    const awaiting = await listUnpaidTransactions(deps, actorOf(chat));
    if (awaiting.length === 0) return { reply: M.proofNothingAwaiting };
    if (awaiting.length > 1) return { reply: chooseTransactionMessage(awaiting, true) };
    return { id: awaiting[0]!.id };
  }

  async function proof(chat: LinkedChat, media: IncomingMedia, caption: string): Promise<string> {
    if (chat.role !== 'customer') return M.proofCustomersOnly;
    if (media.kind === 'other') return M.proofNotAFile;
    const target = await proofTarget(chat, proofCodeOfCaption(caption));
    if ('reply' in target) return target.reply;
    // The size the app declared is checked before a byte is fetched; readCapped guards a lie.
    if (media.declaredBytes !== null && media.declaredBytes > PROOF_MAX_BYTES) return TRANSACTION_MESSAGES.fileTooLarge;
    const source = async () => readCapped(await media.download(), PROOF_MAX_BYTES);
    await submitProof(deps, actorOf(chat), target.id, source, 'whatsapp');
    return M.proofReceived;
  }

  async function answer(message: IncomingMessage): Promise<string> {
    const command = message.media ? null : parseCommand(message.text);
    if (command?.kind === 'link') {
      const linked = await linkChat(deps, 'whatsapp', command.code, message.chatIds[0]!);
      return linkedMessage(linked.name);
    }
    const chat = await linkedChatOf(db, message.chatIds);
    if (!chat) return command?.kind === 'help' ? `${M.help}\n\n${notLinkedMessage(deps.config.APP_URL)}` : notLinkedMessage(deps.config.APP_URL);
    if (message.media || !command) return message.media ? proof(chat, message.media, message.text) : M.unknown;
    switch (command.kind) {
      case 'join':
        return join(chat, command.code);
      case 'proof':
        return listForProof(chat);
      case 'help':
        return M.help;
      case 'mute':
        await setChatMuted(db, 'whatsapp', chat.chatId, true);
        return M.muted;
      case 'unmute':
        await setChatMuted(db, 'whatsapp', chat.chatId, false);
        return M.unmuted;
      default:
        return M.unknown;
    }
  }

  /** One message in, one reply out; a refused action answers with its Indonesian reason. */
  return async function handle(message: IncomingMessage): Promise<void> {
    if (message.chatIds.length === 0) return;
    let reply: string;
    try {
      reply = await answer(message);
    } catch (error) {
      if (isAppError(error)) reply = error.message;
      else {
        log.error({ error: errorSummary(error) }, 'WhatsApp message could not be handled');
        reply = INTERNAL_MESSAGE;
      }
    }
    try {
      await deps.send(message.replyTo, reply);
    } catch (error) {
      log.warn({ error: errorSummary(error) }, 'WhatsApp reply could not be sent');
    }
  };
}
