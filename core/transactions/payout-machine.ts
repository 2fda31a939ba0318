import { AppError, forbidden } from '../errors.ts';
import { TRANSACTION_MESSAGES as M } from './messages.ts';
import type { Party } from './transaction-machine.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus } from './statuses.ts';

// A tutor's withdrawal of one transaction's share (docs/product.md#payout-states): none → REQUESTED
// by the owning tutor once paid and taught; an admin approves or rejects, then marks it paid (DONE)
// or rejects it after all. After a rejection the tutor may ask again (a new payout row).

export const PAYOUT_ACTIONS = ['approve', 'reject', 'markPaid'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

/** What a payout request depends on; `payout` is the transaction's latest payout, if any. */
export type PayoutRequestState = { payment: PaymentStatus; class: ClassStatus; payout: PayoutStatus | null };

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Returns 'REQUESTED' or throws: FORBIDDEN for anyone but the tutor, CONFLICT when not allowed now. */
export function decidePayoutRequest(state: PayoutRequestState, party: Party): 'REQUESTED' {
  if (party !== 'tutor') throw forbidden();
  if (state.payment !== 'PAID' || state.class !== 'DONE') throw conflict(M.payoutNotReady);
  if (state.payout === 'DONE') throw conflict(M.payoutDone);
  if (state.payout === 'REQUESTED' || state.payout === 'APPROVED') throw conflict(M.payoutExists);
  return 'REQUESTED';
}

export function canRequestPayout(state: PayoutRequestState): boolean {
  try {
    decidePayoutRequest(state, 'tutor');
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * An admin's decision on a payout, never 'REQUESTED': a decision always moves the payout on. A
 * stale decision (another admin was first) is a CONFLICT.
 */
export function decidePayout(status: PayoutStatus, action: PayoutAction, party: Party): Exclude<PayoutStatus, 'REQUESTED'> {
  if (party !== 'admin') throw forbidden();
  switch (action) {
    case 'approve':
      if (status === 'REQUESTED') return 'APPROVED';
      throw conflict(M.decidedByOtherAdmin);
    case 'reject':
      if (status === 'REQUESTED' || status === 'APPROVED') return 'REJECTED';
      throw conflict(M.decidedByOtherAdmin);
    case 'markPaid':
      if (status === 'APPROVED') return 'DONE';
      if (status === 'REQUESTED') throw conflict(M.payoutNotApproved);
      throw conflict(M.decidedByOtherAdmin);
  }
}
