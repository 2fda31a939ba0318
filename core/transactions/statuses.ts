// The states of one transaction (docs/architecture.md#state-machines, decision 003), named once.
// The database CHECKs carry the same lists.

/** EXPIRED: still UNPAID at its `payment_due_at` (docs/product.md#payment-deadline), closed like CANCELLED. */
export const PAYMENT_STATUSES = ['UNPAID', 'PROOF_SUBMITTED', 'PAID', 'CANCELLED', 'EXPIRED', 'REFUND_REQUESTED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CLASS_STATUSES = ['IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const PAYOUT_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'DONE'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PROOF_DECISIONS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ProofDecision = (typeof PROOF_DECISIONS)[number];

export const TRANSACTION_SOURCES = ['booking', 'request'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/** Payment and class status move together; `hasReview` matters only once the class is done. */
export type TransactionState = { payment: PaymentStatus; class: ClassStatus; hasReview?: boolean };

/**
 * Every state the machine can reach from a new transaction (UNPAID, IN_PROGRESS). Cancelling and
 * refunding cancel the class with the payment, so e.g. UNPAID + DONE never exists.
 */
export const REACHABLE_STATES: readonly TransactionState[] = [
  { payment: 'UNPAID', class: 'IN_PROGRESS' },
  { payment: 'PROOF_SUBMITTED', class: 'IN_PROGRESS' },
  { payment: 'PAID', class: 'IN_PROGRESS' },
  { payment: 'PAID', class: 'DONE', hasReview: false },
  { payment: 'PAID', class: 'DONE', hasReview: true },
  { payment: 'CANCELLED', class: 'CANCELLED' },
  { payment: 'EXPIRED', class: 'CANCELLED' },
  { payment: 'REFUND_REQUESTED', class: 'CANCELLED' },
  { payment: 'REFUNDED', class: 'CANCELLED' },
];

/** A payout that blocks a new request: anything but REJECTED (the database's unique index agrees). */
export const isOpenPayout = (status: PayoutStatus | null): boolean => status !== null && status !== 'REJECTED';

/**
 * Contact reveal (docs/product.md#privacy-contact-reveal): the tutor's phone to the customer and
 * the customer's phone to the tutor exist only while the payment is verified and standing.
 */
export const isContactRevealed = (payment: PaymentStatus): boolean => payment === 'PAID';
