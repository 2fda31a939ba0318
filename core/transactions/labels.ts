import { TUTOR_SHARE_PERCENT } from './money.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus, TransactionSource } from './statuses.ts';
import type { TutorSummary } from './views.ts';

// Display texts of the states (docs/product.md#transaction-labels), mapped once for the web, the
// emails and the bots.

/**
 * How soon an admin checks a proof: a promise in texts, not a timer
 * (docs/product.md#admin-proof-verification).
 */
export const VERIFICATION_WINDOW = '3-4 jam';

/** The web badge's colour of a state, by what it asks of the reader. */
export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'brand';

/** A state as it is shown: its label, its badge's tone, and what it means (the legend, the FAQ). */
export type StatusDisplay = { label: string; tone: StatusTone; hint: string };

export const PAYMENT_STATUS_DISPLAY: Record<PaymentStatus, StatusDisplay> = {
  UNPAID: { label: 'Belum Dibayar', tone: 'warning', hint: 'Lakukan pembayaran lalu unggah bukti pembayaran.' },
  PROOF_SUBMITTED: {
    label: 'Menunggu Verifikasi',
    tone: 'info',
    hint: `Bukti pembayaran sedang diverifikasi admin dalam ${VERIFICATION_WINDOW}.`,
  },
  PAID: { label: 'Sudah Dibayar (Terverifikasi)', tone: 'success', hint: 'Pembayaran terverifikasi, nomor tutor sudah bisa dilihat.' },
  CANCELLED: { label: 'Dibatalkan', tone: 'danger', hint: 'Transaksi dibatalkan sebelum dibayar.' },
  EXPIRED: { label: 'Kedaluwarsa', tone: 'danger', hint: 'Transaksi tidak dibayar sebelum batas waktu pembayaran.' },
  REFUND_REQUESTED: { label: 'Refund Diproses', tone: 'warning', hint: 'Pembayaran dibatalkan dan dana sedang dikembalikan.' },
  REFUNDED: { label: 'Dana Dikembalikan', tone: 'neutral', hint: 'Dana sudah dikembalikan kepada Anda.' },
};

/** The original 'In Progress' is shown in Indonesian, as the payment page already does. */
export const CLASS_STATUS_DISPLAY: Record<ClassStatus, StatusDisplay> = {
  IN_PROGRESS: { label: 'Sedang Berlangsung', tone: 'brand', hint: 'Kelas belum ditandai selesai.' },
  DONE: { label: 'Kelas Selesai', tone: 'success', hint: 'Kelas sudah selesai dan pembayaran diteruskan ke tutor.' },
  CANCELLED: { label: 'Kelas Dibatalkan', tone: 'danger', hint: 'Kelas tidak jadi berlangsung.' },
};

export const PAYOUT_STATUS_DISPLAY: Record<PayoutStatus, StatusDisplay> = {
  REQUESTED: { label: 'Pencairan Diminta', tone: 'info', hint: 'Permintaan pencairan sudah diterima dan menunggu keputusan admin.' },
  APPROVED: { label: 'Pencairan Disetujui', tone: 'brand', hint: 'Admin menyetujui pencairan dan akan mentransfer dana ke rekening Anda.' },
  REJECTED: { label: 'Pencairan Ditolak', tone: 'danger', hint: 'Pencairan ditolak beserta alasannya. Anda dapat mengajukannya lagi.' },
  DONE: { label: 'Selesai', tone: 'success', hint: 'Dana sudah ditransfer ke rekening Anda.' },
};

function labelsOf<S extends string>(display: Record<S, StatusDisplay>): Record<S, string> {
  return Object.fromEntries(Object.entries<StatusDisplay>(display).map(([status, shown]) => [status, shown.label])) as Record<S, string>;
}

/** The labels alone, for the texts that name a state. */
export const PAYMENT_STATUS_LABELS = labelsOf(PAYMENT_STATUS_DISPLAY);
export const CLASS_STATUS_LABELS = labelsOf(CLASS_STATUS_DISPLAY);
export const PAYOUT_STATUS_LABELS = labelsOf(PAYOUT_STATUS_DISPLAY);

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
 * The refund rule as the product states it. Stated, not enforced: no session time is held, so a
 * refund is allowed whenever the payment is PAID and the class not done (docs/product.md#not-built).
 */
export const FULL_REFUND_NOTICE_HOURS = 24;
export const REFUND_RULE = `Pembatalan hingga ${FULL_REFUND_NOTICE_HOURS} jam sebelum sesi mendapatkan pengembalian dana penuh.`;

/** What the tutor sees instead of the customer's number before the payment is verified. */
export const HIDDEN_PHONE_LABEL = 'Tersembunyi hingga dibayar';
