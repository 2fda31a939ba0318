import type { ClassStatus, PaymentStatus } from '../transactions/statuses.ts';

// One source of truth for a learning request's status (docs/product.md#request-states). The row
// stores only its own life; once a tutor is chosen, the label is read from the transaction.

/** What the learning_requests row stores (the database CHECK carries the same list). */
export const STORED_REQUEST_STATUSES = ['OPEN', 'CHOSEN', 'CANCELLED', 'EXPIRED'] as const;
export type StoredRequestStatus = (typeof STORED_REQUEST_STATUSES)[number];

/**
 * What a viewer is shown. The first six are the product's; EXPIRED is ours (a request nobody chose
 * in time) and CLOSED is what a tutor who was not chosen (or any other tutor) sees of a request
 * whose payment is none of their business.
 */
export const REQUEST_DISPLAY_STATUSES = [
  'OPEN',
  'TUTOR_SELECTED',
  'PAYMENT_PENDING',
  'PAID',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
  'CLOSED',
] as const;
export type RequestDisplayStatus = (typeof REQUEST_DISPLAY_STATUSES)[number];

export type RequestBadge = { status: RequestDisplayStatus; label: string; tooltip: string };

export const REQUEST_STATUS_LABELS: Record<RequestDisplayStatus, string> = {
  OPEN: 'Terbuka',
  TUTOR_SELECTED: 'Tutor Dipilih',
  PAYMENT_PENDING: 'Menunggu Pembayaran',
  PAID: 'Dibayar',
  COMPLETED: 'Selesai',
  CANCELLED: 'Dibatalkan',
  EXPIRED: 'Kedaluwarsa',
  CLOSED: 'Ditutup',
};

export const REQUEST_STATUS_TOOLTIPS: Record<RequestDisplayStatus, string> = {
  OPEN: 'Masih terbuka untuk tutor yang ingin mendaftar',
  TUTOR_SELECTED: 'Tutor sudah dipilih, menunggu pembayaran',
  PAYMENT_PENDING: 'Bukti pembayaran sudah dikirim, menunggu verifikasi',
  PAID: 'Pembayaran dikonfirmasi, kelas dapat dimulai',
  COMPLETED: 'Kelas telah selesai',
  CANCELLED: 'Permintaan belajar dibatalkan',
  EXPIRED: 'Tidak ada tutor yang dipilih sampai batas waktu',
  CLOSED: 'Permintaan ini sudah tidak menerima tutor',
};

/** The CANCEL override: a cancelled or refunded payment shows this whatever else is true. */
export const CANCELLED_TRANSACTION_TOOLTIP = 'Transaksi telah dibatalkan';

export type RequestStatusInput = {
  stored: StoredRequestStatus;
  /** The transaction the choice opened; null before a tutor is chosen. */
  transaction: { paymentStatus: PaymentStatus; classStatus: ClassStatus } | null;
};

const badge = (status: RequestDisplayStatus, tooltip = REQUEST_STATUS_TOOLTIPS[status]): RequestBadge => ({
  status,
  label: REQUEST_STATUS_LABELS[status],
  tooltip,
});

/**
 * The status a party of the request sees: its owner, the chosen tutor, an admin. Before a choice
 * the stored status decides; after it, the transaction's payment and class states do.
 */
export function deriveRequestBadge({ stored, transaction }: RequestStatusInput): RequestBadge {
  if (transaction) {
    switch (transaction.paymentStatus) {
      case 'CANCELLED':
      case 'REFUND_REQUESTED':
      case 'REFUNDED':
        return badge('CANCELLED', CANCELLED_TRANSACTION_TOOLTIP);
      case 'UNPAID':
        return badge('TUTOR_SELECTED');
      case 'PROOF_SUBMITTED':
        return badge('PAYMENT_PENDING');
      case 'PAID':
        return transaction.classStatus === 'DONE' ? badge('COMPLETED') : badge('PAID');
      case 'EXPIRED':
        // No longer the request's: its expiry handed the request back (OPEN) in the same commit,
        // and the request reads are given only its live transaction (docs/product.md#payment-deadline).
        break;
    }
  }
  if (stored === 'CHOSEN') return badge('TUTOR_SELECTED');
  return badge(stored);
}

/** What a tutor who is not the chosen one (or anyone else allowed to look) sees. */
export function outsiderRequestBadge(stored: StoredRequestStatus): RequestBadge {
  return stored === 'CHOSEN' ? badge('CLOSED') : badge(stored);
}
