import type { ClassStatus, PaymentStatus, PayoutStatus, TransactionSource } from './statuses.ts';

// Display texts of the states (spec §4), mapped once for the web, the emails and the bots.

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Belum Dibayar',
  PROOF_SUBMITTED: 'Menunggu Verifikasi',
  PAID: 'Sudah Dibayar (Terverifikasi)',
  CANCELLED: 'Dibatalkan',
  REFUND_REQUESTED: 'Refund Diproses',
  REFUNDED: 'Dana Dikembalikan',
};

/** The spec's 'In Progress' is shown in Indonesian, as the payment page already does. */
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

/** What the tutor sees instead of the customer's number before the payment is verified. */
export const HIDDEN_PHONE_LABEL = 'Tersembunyi hingga dibayar';
