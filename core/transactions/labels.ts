import { TUTOR_SHARE_PERCENT } from './money.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus, TransactionSource } from './statuses.ts';
import type { TutorSummary } from './views.ts';

// Display texts of the states (docs/product.md#transaction-labels), mapped once for the web, the
// emails and the bots.

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Belum Dibayar',
  PROOF_SUBMITTED: 'Menunggu Verifikasi',
  PAID: 'Sudah Dibayar (Terverifikasi)',
  CANCELLED: 'Dibatalkan',
  REFUND_REQUESTED: 'Refund Diproses',
  REFUNDED: 'Dana Dikembalikan',
};

/** The original 'In Progress' is shown in Indonesian, as the payment page already does. */
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  IN_PROGRESS: 'Sedang Berlangsung',
  DONE: 'Kelas Selesai',
  CANCELLED: 'Kelas Dibatalkan',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  REQUESTED: 'Pencairan Diminta',
  APPROVED: 'Pencairan Disetujui',
  REJECTED: 'Pencairan Ditolak',
  DONE: 'Selesai',
};

/** Tabs of the tutor's list: Semua / Marketplace / Request. */
export const SOURCE_LABELS: Record<TransactionSource, string> = {
  booking: 'Marketplace',
  request: 'Request',
};

export const TUTOR_SUMMARY_LABELS = {
  upcoming: 'Pembayaran Upcoming',
  readyToWithdraw: 'Siap Dicairkan',
  inWithdrawal: 'Dalam Proses Pencairan',
  earnedThisMonth: 'Pendapatan Bulan Ini',
} as const;

/**
 * Which amount a tutor is looking at, so the figures reconcile: a transaction's share is gross
 * (85 % of the total, before the payout's admin fee); a payout's amount is net (what reaches the
 * account after that fee). Shown on the transaction card, the detail and the summary cards, and
 * meant for the FAQ too.
 */
export const AMOUNT_BASIS_LABELS = {
  gross: 'Kotor, sebelum biaya admin pencairan',
  net: 'Bersih, setelah biaya admin pencairan',
} as const;

export type AmountBasis = keyof typeof AMOUNT_BASIS_LABELS;

/**
 * The transaction card's label of the tutor's share (docs/product.md#money-split): a gross amount.
 */
export const TUTOR_SHARE_LABEL = `Pendapatan Anda (${TUTOR_SHARE_PERCENT}%)`;

/** Summary cards of shares not yet paid out are gross; those counting payouts are net. */
export const TUTOR_SUMMARY_BASIS: Record<keyof TutorSummary, AmountBasis> = {
  upcoming: 'gross',
  readyToWithdraw: 'gross',
  inWithdrawal: 'net',
  earnedThisMonth: 'net',
};

/**
 * How soon an admin checks a proof: a promise in texts, not a timer
 * (docs/product.md#admin-proof-verification).
 */
export const VERIFICATION_WINDOW = '3-4 jam';

/**
 * The refund rule as the product states it. Stated, not enforced: no session time is held, so a
 * refund is allowed whenever the payment is PAID and the class not done (docs/product.md#not-built).
 */
export const FULL_REFUND_NOTICE_HOURS = 24;
export const REFUND_RULE = `Pembatalan hingga ${FULL_REFUND_NOTICE_HOURS} jam sebelum sesi mendapatkan pengembalian dana penuh.`;

/** What the tutor sees instead of the customer's number before the payment is verified. */
export const HIDDEN_PHONE_LABEL = 'Tersembunyi hingga dibayar';
