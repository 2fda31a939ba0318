import type { Actor } from '../../../core/accounts/actor.ts';
import { chooseTransactionMessage, confirmProofMessage, WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import { TRANSACTION_MESSAGES } from '../../../core/transactions/messages.ts';
import { proofCodeOfCaption, type CaptionCode } from '../../../core/whatsapp/keywords.ts';
import { readCapped } from '../../../infra/capped-read.ts';
import type { Db } from '../../../infra/db.ts';
import type { Logger } from '../../../infra/logger.ts';
import type { RateLimiter } from '../../../infra/rate-limit.ts';
import type { Storage } from '../../../infra/storage.ts';
import { listUnpaidTransactions } from '../../../services/payments/list-unpaid-transactions.ts';
import { PROOF_MAX_BYTES } from '../../../services/payments/proof-file.ts';
import { submitProof } from '../../../services/payments/submit-proof.ts';
import { findCustomerTransactionByCode } from '../../../services/whatsapp/find-by-short-code.ts';
import { say, type Answer, type WhatsAppContext, type WhatsAppFeature } from '../context.ts';
import type { CustomerState } from '../customer-state.ts';
import type { IncomingFile } from '../inbound.ts';

// A customer pays and sends the transfer's proof by chat (docs/product.md#chat-whatsapp): `BUKTI`
// lists the unpaid transactions with their codes; a photo or a JPEG/PNG/PDF document captioned
// with a code goes through the web's proof pipeline, which decides; its refusals are AppErrors,
// answered by the boundary. A file without a code while one transaction waits may be anything (a
// homework photo): the bot asks first and YA sends it (customer-chat.ts). An album is answered
// once, asking for one file at a time.

export type PaymentProofDeps = { db: Db; storage: Storage; logger: Logger; limiter: RateLimiter; state: CustomerState };

const customerOf = (ctx: WhatsAppContext): Actor | null =>
  ctx.linked?.role === 'customer' ? { id: ctx.linked.userId, role: 'customer' } : null;

/** Sends `file` as the proof of `transactionId` through the web's pipeline; the reply to say. */
export async function submitFileProof(
  deps: Omit<PaymentProofDeps, 'state'>,
  customer: Actor,
  transactionId: string,
  file: IncomingFile,
): Promise<string> {
  // The size the app declared is checked before a byte is fetched; readCapped guards a lie.
  if (file.declaredBytes !== null && file.declaredBytes > PROOF_MAX_BYTES) return TRANSACTION_MESSAGES.fileTooLarge;
  await submitProof(deps, customer, transactionId, async () => readCapped(await file.download(), PROOF_MAX_BYTES), 'whatsapp');
  return M.proofReceived;
}

export function paymentProofFeature(deps: PaymentProofDeps): WhatsAppFeature {
  /** Which transaction a file is for: the caption's code, or a question about the only one awaiting a proof. */
  async function target(customer: Actor, caption: CaptionCode, file: IncomingFile): Promise<{ id: string } | { reply: string }> {
    if (caption.kind === 'malformed') return { reply: M.proofMalformedCode };
    if (caption.kind === 'code') {
      const match = await findCustomerTransactionByCode(deps.db, customer.id, caption.code);
      return match.kind === 'found' ? { id: match.id } : { reply: M.proofUnknownCode };
    }
    const awaiting = await listUnpaidTransactions(deps, customer);
    if (awaiting.length === 0) return { reply: M.proofNothingAwaiting };
    if (awaiting.length > 1) return { reply: chooseTransactionMessage(awaiting, true) };
    const only = awaiting[0]!;
    await deps.state.ask(customer.id, { kind: 'proof', transactionId: only.id, file: file.saved });
    return { reply: confirmProofMessage(only) };
  }

  async function proof(customer: Actor, ctx: WhatsAppContext): Promise<Answer> {
    const { media, text } = ctx.message;
    if (media?.kind === 'album') return say(M.proofAlbum);
    if (media?.kind !== 'image' && media?.kind !== 'document') return say(M.proofNotAFile);
    const found = await target(customer, proofCodeOfCaption(text), media);
    if ('reply' in found) return say(found.reply);
    return say(await submitFileProof(deps, customer, found.id, media));
  }

  return async (ctx) => {
    const { media } = ctx.message;
    if (!media && ctx.command?.kind !== 'proof') return null;
    const customer = customerOf(ctx);
    if (!customer) return say(M.proofCustomersOnly);
    if (media) return proof(customer, ctx);
    const awaiting = await listUnpaidTransactions(deps, customer);
    return say(awaiting.length === 0 ? M.proofNothingAwaiting : chooseTransactionMessage(awaiting, false));
  };
}
