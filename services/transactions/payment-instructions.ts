import type { Actor } from '../../core/accounts/actor.ts';
import { CUSTOMER_CHAT_TEXTS as T } from '../../core/chat/customer-chat-texts.ts';
import { forbidden } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { loadTransactionContext, paymentSteps, serviceLines, tutorNameForCustomer } from './transaction-notification.ts';

/**
 * What a chat answers once a tutor is chosen there: who was chosen, the class, and how to pay, in
 * the payment email's words; `uploadStep` says how this chat takes the proof. The customer's own
 * transaction only.
 */
export async function paymentInstructions(
  deps: { db: Db },
  customer: Actor,
  transactionId: string,
  options: { gopayNumber: string; uploadStep: string },
): Promise<string> {
  const context = await loadTransactionContext(deps.db, transactionId);
  if (!context || context.transaction.customer_id !== customer.id) throw forbidden();
  return [
    T.chosen(tutorNameForCustomer(context)),
    '',
    ...serviceLines(context.transaction),
    '',
    ...paymentSteps(context.transaction, options.gopayNumber, options.uploadStep),
  ].join('\n');
}
