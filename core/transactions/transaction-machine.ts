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

const conflict = (message: string) => new AppError('CONFLICT', message);

/** The state after `action`, or an AppError: FORBIDDEN for the wrong party, CONFLICT for the wrong state. */
export function decideTransaction(state: TransactionState, action: TransactionAction, party: Party): TransactionState {
  if (ACTOR[action] !== party) throw forbidden();
  const { payment } = state;
  switch (action) {
    case 'submitProof':
      if (payment === 'UNPAID') return { ...state, payment: 'PROOF_SUBMITTED' };
      if (payment === 'PROOF_SUBMITTED') throw conflict(M.proofPending);
      if (payment === 'PAID') throw conflict(M.alreadyPaid);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      throw conflict(M.alreadyCancelled);

    case 'approveProof':
    case 'rejectProof':
      if (payment === 'PROOF_SUBMITTED') return { ...state, payment: action === 'approveProof' ? 'PAID' : 'UNPAID' };
      if (payment === 'CANCELLED') throw conflict(M.alreadyCancelled);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      throw conflict(M.decidedByOtherAdmin);

    case 'cancel':
      if (payment === 'UNPAID' || payment === 'PROOF_SUBMITTED') return { ...state, payment: 'CANCELLED', class: 'CANCELLED' };
      if (payment === 'PAID') throw conflict(M.cancelPaid);
      if (payment === 'REFUND_REQUESTED') throw conflict(M.refundAlreadyRequested);
      if (payment === 'REFUNDED') throw conflict(M.alreadyRefunded);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      throw conflict(M.alreadyCancelled);

    case 'requestRefund':
      // Refunding cancels the class with the payment: nothing can be taught or paid out after it.
      if (payment === 'PAID' && state.class === 'IN_PROGRESS') return { ...state, payment: 'REFUND_REQUESTED', class: 'CANCELLED' };
      if (payment === 'PAID') throw conflict(M.refundClassDone);
      if (payment === 'REFUND_REQUESTED') throw conflict(M.refundAlreadyRequested);
      if (payment === 'REFUNDED') throw conflict(M.alreadyRefunded);
      if (payment === 'CANCELLED') throw conflict(M.alreadyCancelled);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      throw conflict(M.refundNotPaid);

    case 'completeRefund':
      if (payment === 'REFUND_REQUESTED') return { ...state, payment: 'REFUNDED' };
      if (payment === 'REFUNDED') throw conflict(M.decidedByOtherAdmin);
      throw conflict(M.noRefundRequest);

    case 'markDone':
      if (payment === 'PAID' && state.class === 'IN_PROGRESS') return { ...state, class: 'DONE', hasReview: false };
      if (payment === 'PAID') throw conflict(M.alreadyDone);
      if (payment === 'UNPAID' || payment === 'PROOF_SUBMITTED') throw conflict(M.doneNotPaid);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      throw conflict(M.alreadyCancelled);

    case 'confirmTransfer':
      // The transfer itself was seen on the bank statement: a proof, sent or not, is not needed.
      if (payment === 'UNPAID' || payment === 'PROOF_SUBMITTED') return { ...state, payment: 'PAID' };
      if (payment === 'PAID' || payment === 'REFUND_REQUESTED' || payment === 'REFUNDED') throw conflict(M.alreadyPaid);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      throw conflict(M.alreadyCancelled);

    case 'review':
      if (state.class !== 'DONE') throw conflict(M.reviewClassNotDone);
      if (state.hasReview) throw conflict(M.reviewExists);
      return { ...state, hasReview: true };

    case 'expire':
      // Only an UNPAID one: a proof waiting for the admin is never expired under the customer
      // (docs/product.md#payment-deadline); a rejected one is UNPAID again and may then expire.
      if (payment === 'UNPAID') return { ...state, payment: 'EXPIRED', class: 'CANCELLED' };
      if (payment === 'PROOF_SUBMITTED') throw conflict(M.proofPending);
      if (payment === 'EXPIRED') throw conflict(M.expired);
      if (payment === 'CANCELLED') throw conflict(M.alreadyCancelled);
      throw conflict(M.alreadyPaid);
  }
}

export function isAllowed(state: TransactionState, action: TransactionAction, party: Party): boolean {
  try {
    decideTransaction(state, action, party);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
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
