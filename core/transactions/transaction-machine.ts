import { AppError, forbidden } from '../errors.ts';
import { TRANSACTION_MESSAGES as M } from './messages.ts';
import type { TransactionState } from './statuses.ts';
import type { CustomerActions } from './views.ts';

// Payment and class state of one transaction (docs/architecture.md#payment-class-machine, decision
// 003). Pure: services load the row under a lock, ask `decideTransaction`, and write the state it
// returns. Who counts as the customer or the tutor (ownership) is the service's check; here the
// party is already known.

/** Who acts: the transaction's own customer, its own tutor, an admin, or the payment deadline's job. */
export type Party = 'customer' | 'tutor' | 'admin' | 'system';

export const TRANSACTION_ACTIONS = [
  'submitProof',
  'approveProof',
  'rejectProof',
  'cancel',
  'requestRefund',
  'completeRefund',
  'markDone',
  'review',
  'expire',
  'confirmTransfer',
] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

/** Only an admin sets PAID or REFUNDED; everything else is the customer's. */
const ACTOR: Record<TransactionAction, Party> = {
  submitProof: 'customer',
  approveProof: 'admin',
  rejectProof: 'admin',
  cancel: 'customer',
  requestRefund: 'customer',
  completeRefund: 'admin',
  markDone: 'customer',
  review: 'customer',
  expire: 'system',
  confirmTransfer: 'admin',
};

/** Why an action is refused, before it becomes the AppError decideTransaction throws. */
type Refusal = { refused: 'FORBIDDEN' } | { refused: 'CONFLICT'; message: string };

const FORBIDDEN: Refusal = { refused: 'FORBIDDEN' };
const conflict = (message: string): Refusal => ({ refused: 'CONFLICT', message });

/** The state after `action`, or an AppError: FORBIDDEN for the wrong party, CONFLICT for the wrong state. */
export function decideTransaction(state: TransactionState, action: TransactionAction, party: Party): TransactionState {
  const decided = transition(state, action, party);
  if (!('refused' in decided)) return decided;
  throw decided.refused === 'FORBIDDEN' ? forbidden() : new AppError('CONFLICT', decided.message);
}

// Refusals are returned, not thrown: a page asks isAllowed for every button, and an Error's stack costs.
function transition(state: TransactionState, action: TransactionAction, party: Party): TransactionState | Refusal {
  if (ACTOR[action] !== party) return FORBIDDEN;
  const { payment } = state;
  switch (action) {
    case 'submitProof':
      if (payment === 'UNPAID') return { ...state, payment: 'PROOF_SUBMITTED' };
      if (payment === 'PROOF_SUBMITTED') return conflict(M.proofPending);
      if (payment === 'PAID') return conflict(M.alreadyPaid);
      if (payment === 'EXPIRED') return conflict(M.expired);
      return conflict(M.alreadyCancelled);

    case 'approveProof':
    case 'rejectProof':
      if (payment === 'PROOF_SUBMITTED') return { ...state, payment: action === 'approveProof' ? 'PAID' : 'UNPAID' };
      if (payment === 'CANCELLED') return conflict(M.alreadyCancelled);
      if (payment === 'EXPIRED') return conflict(M.expired);
      return conflict(M.decidedByOtherAdmin);

    case 'cancel':
      if (payment === 'UNPAID' || payment === 'PROOF_SUBMITTED') return { ...state, payment: 'CANCELLED', class: 'CANCELLED' };
      if (payment === 'PAID') return conflict(M.cancelPaid);
      if (payment === 'REFUND_REQUESTED') return conflict(M.refundAlreadyRequested);
      if (payment === 'REFUNDED') return conflict(M.alreadyRefunded);
      if (payment === 'EXPIRED') return conflict(M.expired);
      return conflict(M.alreadyCancelled);

    case 'requestRefund':
      // Refunding cancels the class with the payment: nothing can be taught or paid out after it.
      if (payment === 'PAID' && state.class === 'IN_PROGRESS') return { ...state, payment: 'REFUND_REQUESTED', class: 'CANCELLED' };
      if (payment === 'PAID') return conflict(M.refundClassDone);
      if (payment === 'REFUND_REQUESTED') return conflict(M.refundAlreadyRequested);
      if (payment === 'REFUNDED') return conflict(M.alreadyRefunded);
      if (payment === 'CANCELLED') return conflict(M.alreadyCancelled);
      if (payment === 'EXPIRED') return conflict(M.expired);
      return conflict(M.refundNotPaid);

    case 'completeRefund':
      if (payment === 'REFUND_REQUESTED') return { ...state, payment: 'REFUNDED' };
      if (payment === 'REFUNDED') return conflict(M.decidedByOtherAdmin);
      return conflict(M.noRefundRequest);

    case 'markDone':
      if (payment === 'PAID' && state.class === 'IN_PROGRESS') return { ...state, class: 'DONE', hasReview: false };
      if (payment === 'PAID') return conflict(M.alreadyDone);
      if (payment === 'UNPAID' || payment === 'PROOF_SUBMITTED') return conflict(M.doneNotPaid);
      if (payment === 'EXPIRED') return conflict(M.expired);
      return conflict(M.alreadyCancelled);

    case 'confirmTransfer':
      // The transfer itself was seen on the bank statement: a proof, sent or not, is not needed.
      if (payment === 'UNPAID' || payment === 'PROOF_SUBMITTED') return { ...state, payment: 'PAID' };
      if (payment === 'PAID' || payment === 'REFUND_REQUESTED' || payment === 'REFUNDED') return conflict(M.alreadyPaid);
      if (payment === 'EXPIRED') return conflict(M.expired);
      return conflict(M.alreadyCancelled);

    case 'review':
      if (state.class !== 'DONE') return conflict(M.reviewClassNotDone);
      if (state.hasReview) return conflict(M.reviewExists);
      return { ...state, hasReview: true };

    case 'expire':
      // Only an UNPAID one: a proof waiting for the admin is never expired under the customer
      // (docs/product.md#payment-deadline); a rejected one is UNPAID again and may then expire.
      if (payment === 'UNPAID') return { ...state, payment: 'EXPIRED', class: 'CANCELLED' };
      if (payment === 'PROOF_SUBMITTED') return conflict(M.proofPending);
      if (payment === 'EXPIRED') return conflict(M.expired);
      if (payment === 'CANCELLED') return conflict(M.alreadyCancelled);
      return conflict(M.alreadyPaid);
  }
}

export function isAllowed(state: TransactionState, action: TransactionAction, party: Party): boolean {
  return !('refused' in transition(state, action, party));
}

/** The buttons the owning customer gets; the server refuses exactly what these leave out. */
export function customerActions(state: TransactionState): CustomerActions {
  return {
    canCancel: isAllowed(state, 'cancel', 'customer'),
    canRefund: isAllowed(state, 'requestRefund', 'customer'),
    canMarkDone: isAllowed(state, 'markDone', 'customer'),
    canReview: isAllowed(state, 'review', 'customer'),
    canUploadProof: isAllowed(state, 'submitProof', 'customer'),
  };
}
