import type { Actor } from '../../../core/accounts/actor.ts';
import { chooseTransactionMessage, WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
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
import { say, type WhatsAppContext, type WhatsAppFeature } from '../context.ts';
import type { IncomingMedia } from '../inbound.ts';

// A customer pays and sends the transfer's proof by chat (docs/product.md#chat-whatsapp): `BUKTI`
// lists the unpaid transactions with their codes; a photo or a JPEG/PNG/PDF document captioned
// with a code (or sent while only one transaction waits) goes through the web's proof pipeline,
// which decides; its refusals are AppErrors, answered by the boundary.

export type PaymentProofDeps = { db: Db; storage: Storage; logger: Logger; limiter: RateLimiter };

const customerOf = (ctx: WhatsAppContext): Actor | null =>
  ctx.linked?.role === 'customer' ? { id: ctx.linked.userId, role: 'customer' } : null;

export function paymentProofFeature(deps: PaymentProofDeps): WhatsAppFeature {
  /** Which transaction a file is for: the caption's code, or the only one awaiting a proof. */
  async function target(customer: Actor, caption: CaptionCode): Promise<{ id: string } | { reply: string }> {
    if (caption.kind === 'malformed') return { reply: M.proofMalformedCode };
    if (caption.kind === 'code') {
      const match = await findCustomerTransactionByCode(deps.db, customer.id, caption.code);
      return match.kind === 'found' ? { id: match.id } : { reply: M.proofUnknownCode };
    }
    const awaiting = await listUnpaidTransactions(deps, customer);
    if (awaiting.length === 0) return { reply: M.proofNothingAwaiting };
    if (awaiting.length > 1) return { reply: chooseTransactionMessage(awaiting, true) };
    return { id: awaiting[0]!.id };
  }

  async function proof(customer: Actor, media: IncomingMedia, caption: string): Promise<string> {
    if (media.kind === 'other') return M.proofNotAFile;
    const found = await target(customer, proofCodeOfCaption(caption));
    if ('reply' in found) return found.reply;
    // The size the app declared is checked before a byte is fetched; readCapped guards a lie.
    if (media.declaredBytes !== null && media.declaredBytes > PROOF_MAX_BYTES) return TRANSACTION_MESSAGES.fileTooLarge;
    await submitProof(deps, customer, found.id, async () => readCapped(await media.download(), PROOF_MAX_BYTES), 'whatsapp');
    return M.proofReceived;
  }

  return async (ctx) => {
    const { media } = ctx.message;
    if (!media && ctx.command?.kind !== 'proof') return null;
    const customer = customerOf(ctx);
    if (!customer) return say(M.proofCustomersOnly);
    if (media) return say(await proof(customer, media, ctx.message.text));
    const awaiting = await listUnpaidTransactions(deps, customer);
    return say(awaiting.length === 0 ? M.proofNothingAwaiting : chooseTransactionMessage(awaiting, false));
  };
}
