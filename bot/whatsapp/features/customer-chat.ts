import type { Actor } from '../../../core/accounts/actor.ts';
import { chooseQuestion, CUSTOMER_CHAT_TEXTS as C, TRANSACTION_CHAT_TEXTS as T } from '../../../core/chat/customer-chat-texts.ts';
import { CUSTOMER_WHATSAPP_TEXTS as W, transactionListMessage } from '../../../core/chat/customer-whatsapp-texts.ts';
import { WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import { parseCustomerCommand, type CustomerCommand } from '../../../core/whatsapp/customer-keywords.ts';
import { shortCode } from '../../../core/whatsapp/short-codes.ts';
import { chooseTutor } from '../../../services/requests/choose-tutor.ts';
import { previewChoice } from '../../../services/requests/preview-choice.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { completeClass } from '../../../services/transactions/complete-class.ts';
import { getChatTransaction, listChatTransactions } from '../../../services/transactions/list-chat-transactions.ts';
import { paymentInstructions } from '../../../services/transactions/payment-instructions.ts';
import { findChoiceByCodes } from '../../../services/whatsapp/find-choice-by-codes.ts';
import { findCustomerTransactionByCode } from '../../../services/whatsapp/find-by-short-code.ts';
import { say, type Answer, type WhatsAppContext, type WhatsAppFeature } from '../context.ts';
import type { CustomerState } from '../customer-state.ts';
import type { IncomingMessage } from '../inbound.ts';
import { submitFileProof, type PaymentProofDeps } from './payment-proof.ts';

// The customers' keywords (docs/product.md#customers-in-the-chat): PILIH <request> <tutor> and
// SELESAI <transaction> ask first and wait for YA (or BATAL) in Redis, as does a file sent without
// a code (payment-proof.ts); TRANSAKSI and BERIKUTNYA
// page the customer's transactions. Every step runs the web's use cases for the customer behind
// the chat, whose refusals (a request chosen meanwhile, another customer's id) the boundary says.

export type CustomerChatDeps = RequestDeps & { state: CustomerState; gopayNumber: string; proofs: Omit<PaymentProofDeps, 'state'> };

export function customerChatFeature(deps: CustomerChatDeps): WhatsAppFeature {
  async function list(customer: Actor, cursor?: string): Promise<Answer> {
    const { items, nextCursor } = await listChatTransactions(deps, customer, cursor);
    await deps.state.savePage(customer.id, nextCursor);
    if (items.length === 0) return say(cursor ? W.noMore : W.noTransactions);
    return say(transactionListMessage(items, nextCursor !== null));
  }

  async function confirmed(customer: Actor, message: IncomingMessage): Promise<Answer> {
    const answer = await deps.state.take(customer.id);
    if (!answer) return say(W.nothingToConfirm);
    if (answer.kind === 'proof') {
      const file = message.restoreFile(answer.file);
      return say(file ? await submitFileProof(deps.proofs, customer, answer.transactionId, file) : M.proofQuestionExpired);
    }
    if (answer.kind === 'choose') {
      const { transactionId } = await chooseTutor(deps, customer, answer.requestId, { tutorId: answer.tutorId });
      return say(
        await paymentInstructions(deps, customer, transactionId, {
          gopayNumber: deps.gopayNumber,
          uploadStep: C.uploadStepWhatsApp(shortCode(transactionId)),
        }),
      );
    }
    const transaction = await getChatTransaction(deps, customer, answer.transactionId);
    if (!transaction.canMarkDone) return say(T.cannotMarkDone(transaction.status));
    return say((await completeClass(deps, customer, transaction.id)).message);
  }

  async function run(customer: Actor, command: Exclude<CustomerCommand, { kind: 'draft' }>, message: IncomingMessage): Promise<Answer> {
    switch (command.kind) {
      case 'transactions':
        return list(customer);
      case 'next': {
        const cursor = await deps.state.nextPage(customer.id);
        return cursor ? list(customer, cursor) : say(W.noMore);
      }
      case 'choose': {
        if (!command.requestCode || !command.tutorCode) return say(W.chooseUsage);
        const pair = await findChoiceByCodes(deps.db, customer.id, command.requestCode, command.tutorCode);
        if (!pair) return say(W.chooseUnknown);
        const preview = await previewChoice(deps, customer, pair.requestId, pair.tutorId);
        await deps.state.ask(customer.id, { kind: 'choose', ...pair });
        return say([...chooseQuestion({ ...preview, name: preview.tutorName }), '', W.confirmChoice].join('\n'));
      }
      case 'done': {
        if (!command.code) return say(W.doneUsage);
        const match = await findCustomerTransactionByCode(deps.db, customer.id, command.code);
        if (match.kind !== 'found') return say(W.doneUnknown);
        const transaction = await getChatTransaction(deps, customer, match.id);
        if (!transaction.canMarkDone) return say(T.cannotMarkDone(transaction.status));
        await deps.state.ask(customer.id, { kind: 'done', transactionId: transaction.id });
        return say([T.markDoneQuestion(transaction), '', W.confirmDone].join('\n'));
      }
      case 'yes':
        return confirmed(customer, message);
      case 'cancel':
        return say((await deps.state.take(customer.id)) ? C.cancelled : W.nothingToConfirm);
    }
  }

  return async (ctx: WhatsAppContext) => {
    const command = ctx.message.media ? null : parseCustomerCommand(ctx.message.text);
    if (!command || command.kind === 'draft' || !ctx.linked) return null;
    if (ctx.linked.role !== 'customer') {
      // YA, BATAL and BERIKUTNYA are every role's short answers: another role's go on to its own features.
      return command.kind === 'yes' || command.kind === 'cancel' || command.kind === 'next' ? null : say(W.customersOnly);
    }
    return run({ id: ctx.linked.userId, role: 'customer' }, command, ctx.message);
  };
}
