import { describe, expect, it } from 'vitest';
import { REACHABLE_STATES, type TransactionState } from '../transactions/statuses.ts';
import {
  deriveRequestBadge,
  outsiderRequestBadge,
  STORED_REQUEST_STATUSES,
  type RequestBadge,
  type StoredRequestStatus,
} from './request-status.ts';

// docs/product.md#request-states, written out by hand: every reachable state of a chosen request's
// transaction and every stored status, with the label and tooltip each viewer reads.

const OPEN: RequestBadge = { status: 'OPEN', label: 'Terbuka', tooltip: 'Masih terbuka untuk tutor yang ingin mendaftar' };
const TUTOR_SELECTED: RequestBadge = {
  status: 'TUTOR_SELECTED',
  label: 'Tutor Dipilih',
  tooltip: 'Tutor sudah dipilih, menunggu pembayaran',
};
const PAYMENT_PENDING: RequestBadge = {
  status: 'PAYMENT_PENDING',
  label: 'Menunggu Pembayaran',
  tooltip: 'Bukti pembayaran sudah dikirim, menunggu verifikasi',
};
const PAID: RequestBadge = { status: 'PAID', label: 'Dibayar', tooltip: 'Pembayaran dikonfirmasi, kelas dapat dimulai' };
const COMPLETED: RequestBadge = { status: 'COMPLETED', label: 'Selesai', tooltip: 'Kelas telah selesai' };
const CANCELLED: RequestBadge = { status: 'CANCELLED', label: 'Dibatalkan', tooltip: 'Permintaan belajar dibatalkan' };
/** The CANCEL override: a cancelled or refunded payment, whatever the request row says. */
const TRANSACTION_CANCELLED: RequestBadge = { status: 'CANCELLED', label: 'Dibatalkan', tooltip: 'Transaksi telah dibatalkan' };
const EXPIRED: RequestBadge = { status: 'EXPIRED', label: 'Kedaluwarsa', tooltip: 'Tidak ada tutor yang dipilih sampai batas waktu' };
const CLOSED: RequestBadge = { status: 'CLOSED', label: 'Ditutup', tooltip: 'Permintaan ini sudah tidak menerima tutor' };

const key = (s: TransactionState) => `${s.payment}/${s.class}${s.hasReview === undefined ? '' : s.hasReview ? '/reviewed' : '/unreviewed'}`;

/** A chosen request (stored CHOSEN), by its transaction's state. */
const BY_TRANSACTION: Record<string, RequestBadge> = {
  'UNPAID/IN_PROGRESS': TUTOR_SELECTED,
  'PROOF_SUBMITTED/IN_PROGRESS': PAYMENT_PENDING,
  'PAID/IN_PROGRESS': PAID,
  'PAID/DONE/unreviewed': COMPLETED,
  'PAID/DONE/reviewed': COMPLETED,
  'CANCELLED/CANCELLED': TRANSACTION_CANCELLED,
  'REFUND_REQUESTED/CANCELLED': TRANSACTION_CANCELLED,
  'REFUNDED/CANCELLED': TRANSACTION_CANCELLED,
  // An expired transaction is not the request's any more: the stored status decides (CHOSEN here).
  'EXPIRED/CANCELLED': TUTOR_SELECTED,
};

/** Before a choice (no transaction), by the stored status. */
const BY_STORED: Record<StoredRequestStatus, { party: RequestBadge; outsider: RequestBadge }> = {
  OPEN: { party: OPEN, outsider: OPEN },
  CHOSEN: { party: TUTOR_SELECTED, outsider: CLOSED },
  CANCELLED: { party: CANCELLED, outsider: CANCELLED },
  EXPIRED: { party: EXPIRED, outsider: EXPIRED },
};

describe('deriveRequestBadge (owner, admin, chosen tutor)', () => {
  it('covers every reachable transaction state', () => {
    expect(REACHABLE_STATES.map(key).sort()).toEqual(Object.keys(BY_TRANSACTION).sort());
  });

  for (const state of REACHABLE_STATES) {
    it(`a chosen request whose transaction is ${key(state)} reads ${BY_TRANSACTION[key(state)]?.label}`, () => {
      const transaction = { paymentStatus: state.payment, classStatus: state.class };
      expect(deriveRequestBadge({ stored: 'CHOSEN', transaction })).toEqual(BY_TRANSACTION[key(state)]);
    });
  }

  it('applies the CANCEL override even when the request row itself was cancelled or is still CHOSEN', () => {
    for (const stored of ['CHOSEN', 'CANCELLED'] as const) {
      for (const paymentStatus of ['CANCELLED', 'REFUND_REQUESTED', 'REFUNDED'] as const) {
        expect(deriveRequestBadge({ stored, transaction: { paymentStatus, classStatus: 'CANCELLED' } })).toEqual(TRANSACTION_CANCELLED);
      }
    }
  });

  for (const stored of STORED_REQUEST_STATUSES) {
    it(`stored ${stored} without a transaction reads ${BY_STORED[stored].party.label}`, () => {
      expect(deriveRequestBadge({ stored, transaction: null })).toEqual(BY_STORED[stored].party);
    });
  }
});

describe('outsiderRequestBadge (tutors who were not chosen)', () => {
  for (const stored of STORED_REQUEST_STATUSES) {
    it(`stored ${stored} reads ${BY_STORED[stored].outsider.label}`, () => {
      expect(outsiderRequestBadge(stored)).toEqual(BY_STORED[stored].outsider);
    });
  }
});
