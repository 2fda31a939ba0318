import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { REACHABLE_STATES, type TransactionState } from './statuses.ts';
import { customerActions, decideTransaction, TRANSACTION_ACTIONS, type Party, type TransactionAction } from './transaction-machine.ts';

// Every reachable state × every action × every party, against a table written out by hand: a
// changed rule or message fails here.

type Outcome = TransactionState | { error: 'CONFLICT'; message: string };
const PARTIES: Party[] = ['customer', 'tutor', 'admin', 'system'];
const RIGHTFUL: Record<TransactionAction, Party> = {
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

const refused = (message: string): Outcome => ({ error: 'CONFLICT', message });
const CANCELLED = refused('Transaksi sudah dibatalkan.');
const OTHER_ADMIN = refused('Sudah diproses oleh admin lain.');
const NO_REFUND = refused('Tidak ada pengajuan refund untuk transaksi ini.');
const REFUND_NOT_PAID = refused('Refund hanya dapat diajukan untuk transaksi yang sudah dibayar.');
const DONE_NOT_PAID = refused('Kelas hanya dapat ditandai selesai setelah pembayaran diverifikasi.');
const REVIEW_NOT_DONE = refused('Ulasan hanya dapat dikirim setelah kelas selesai.');
const REFUND_REQUESTED = refused('Refund sudah diajukan.');
const REFUNDED = refused('Dana sudah dikembalikan.');
const EXPIRED = refused('Transaksi sudah kedaluwarsa karena tidak dibayar sebelum batas waktu.');
const PAID_ALREADY = refused('Pembayaran sudah diverifikasi.');

const key = (s: TransactionState) => `${s.payment}/${s.class}${s.hasReview === undefined ? '' : s.hasReview ? '/reviewed' : '/unreviewed'}`;

const EXPECTED: Record<string, Record<TransactionAction, Outcome>> = {
  'UNPAID/IN_PROGRESS': {
    submitProof: { payment: 'PROOF_SUBMITTED', class: 'IN_PROGRESS' },
    approveProof: OTHER_ADMIN,
    rejectProof: OTHER_ADMIN,
    cancel: { payment: 'CANCELLED', class: 'CANCELLED' },
    requestRefund: REFUND_NOT_PAID,
    completeRefund: NO_REFUND,
    markDone: DONE_NOT_PAID,
    review: REVIEW_NOT_DONE,
    expire: { payment: 'EXPIRED', class: 'CANCELLED' },
    confirmTransfer: { payment: 'PAID', class: 'IN_PROGRESS' },
  },
  'PROOF_SUBMITTED/IN_PROGRESS': {
    submitProof: refused('Bukti pembayaran sedang diverifikasi.'),
    approveProof: { payment: 'PAID', class: 'IN_PROGRESS' },
    rejectProof: { payment: 'UNPAID', class: 'IN_PROGRESS' },
    cancel: { payment: 'CANCELLED', class: 'CANCELLED' },
    requestRefund: REFUND_NOT_PAID,
    completeRefund: NO_REFUND,
    markDone: DONE_NOT_PAID,
    review: REVIEW_NOT_DONE,
    expire: refused('Bukti pembayaran sedang diverifikasi.'),
    confirmTransfer: { payment: 'PAID', class: 'IN_PROGRESS' },
  },
  'PAID/IN_PROGRESS': {
    submitProof: refused('Pembayaran sudah diverifikasi.'),
    approveProof: OTHER_ADMIN,
    rejectProof: OTHER_ADMIN,
    cancel: refused('Transaksi yang sudah dibayar tidak dapat dibatalkan.'),
    requestRefund: { payment: 'REFUND_REQUESTED', class: 'CANCELLED' },
    completeRefund: NO_REFUND,
    markDone: { payment: 'PAID', class: 'DONE', hasReview: false },
    review: REVIEW_NOT_DONE,
    expire: PAID_ALREADY,
    confirmTransfer: PAID_ALREADY,
  },
  'PAID/DONE/unreviewed': {
    submitProof: refused('Pembayaran sudah diverifikasi.'),
    approveProof: OTHER_ADMIN,
    rejectProof: OTHER_ADMIN,
    cancel: refused('Transaksi yang sudah dibayar tidak dapat dibatalkan.'),
    requestRefund: refused('Kelas sudah selesai, refund tidak dapat diajukan.'),
    completeRefund: NO_REFUND,
    markDone: refused('Kelas sudah ditandai selesai.'),
    review: { payment: 'PAID', class: 'DONE', hasReview: true },
    expire: PAID_ALREADY,
    confirmTransfer: PAID_ALREADY,
  },
  'PAID/DONE/reviewed': {
    submitProof: refused('Pembayaran sudah diverifikasi.'),
    approveProof: OTHER_ADMIN,
    rejectProof: OTHER_ADMIN,
    cancel: refused('Transaksi yang sudah dibayar tidak dapat dibatalkan.'),
    requestRefund: refused('Kelas sudah selesai, refund tidak dapat diajukan.'),
    completeRefund: NO_REFUND,
    markDone: refused('Kelas sudah ditandai selesai.'),
    review: refused('Ulasan sudah dikirim.'),
    expire: PAID_ALREADY,
    confirmTransfer: PAID_ALREADY,
  },
  'CANCELLED/CANCELLED': {
    submitProof: CANCELLED,
    approveProof: CANCELLED,
    rejectProof: CANCELLED,
    cancel: CANCELLED,
    requestRefund: CANCELLED,
    completeRefund: NO_REFUND,
    markDone: CANCELLED,
    review: REVIEW_NOT_DONE,
    expire: CANCELLED,
    confirmTransfer: CANCELLED,
  },
  'REFUND_REQUESTED/CANCELLED': {
    submitProof: CANCELLED,
    approveProof: OTHER_ADMIN,
    rejectProof: OTHER_ADMIN,
    cancel: REFUND_REQUESTED,
    requestRefund: REFUND_REQUESTED,
    completeRefund: { payment: 'REFUNDED', class: 'CANCELLED' },
    markDone: CANCELLED,
    review: REVIEW_NOT_DONE,
    expire: PAID_ALREADY,
    confirmTransfer: PAID_ALREADY,
  },
  'EXPIRED/CANCELLED': {
    submitProof: EXPIRED,
    approveProof: EXPIRED,
    rejectProof: EXPIRED,
    cancel: EXPIRED,
    requestRefund: EXPIRED,
    completeRefund: NO_REFUND,
    markDone: EXPIRED,
    review: REVIEW_NOT_DONE,
    expire: EXPIRED,
    confirmTransfer: EXPIRED,
  },
  'REFUNDED/CANCELLED': {
    submitProof: CANCELLED,
    approveProof: OTHER_ADMIN,
    rejectProof: OTHER_ADMIN,
    cancel: REFUNDED,
    requestRefund: REFUNDED,
    completeRefund: OTHER_ADMIN,
    markDone: CANCELLED,
    review: REVIEW_NOT_DONE,
    expire: PAID_ALREADY,
    confirmTransfer: PAID_ALREADY,
  },
};

function attempt(state: TransactionState, action: TransactionAction, party: Party): TransactionState | AppError {
  try {
    return decideTransaction(state, action, party);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('transaction state machine', () => {
  it('has an expectation for every reachable state', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(REACHABLE_STATES.map(key).sort());
  });

  for (const state of REACHABLE_STATES) {
    for (const action of TRANSACTION_ACTIONS) {
      for (const party of PARTIES) {
        const expected = EXPECTED[key(state)]?.[action];
        const rightful = RIGHTFUL[action] === party;
        const title = `${key(state)} × ${action} by ${party} → ${!rightful ? 'FORBIDDEN' : expected && 'error' in expected ? `CONFLICT '${expected.message}'` : expected && key(expected as TransactionState)}`;
        it(title, () => {
          const result = attempt(state, action, party);
          if (!rightful) {
            expect(result).toBeInstanceOf(AppError);
            expect(result).toMatchObject({ code: 'FORBIDDEN', message: 'Akses Ditolak' });
          } else if (expected && 'error' in expected) {
            expect(result).toBeInstanceOf(AppError);
            expect(result).toMatchObject({ code: expected.error, message: expected.message });
          } else {
            expect(result).toEqual({ ...state, ...expected });
          }
        });
      }
    }
  }

  it('only reaches states in the reachable list', () => {
    const reachable = new Set(REACHABLE_STATES.map((s) => `${s.payment}/${s.class}`));
    for (const state of REACHABLE_STATES) {
      for (const action of TRANSACTION_ACTIONS) {
        const result = attempt(state, action, RIGHTFUL[action]);
        if (!(result instanceof AppError)) expect(reachable.has(`${result.payment}/${result.class}`)).toBe(true);
      }
    }
  });

  it('gives the customer exactly the buttons the machine allows', () => {
    expect(customerActions({ payment: 'UNPAID', class: 'IN_PROGRESS' })).toEqual({
      canCancel: true,
      canRefund: false,
      canMarkDone: false,
      canReview: false,
      canUploadProof: true,
    });
    expect(customerActions({ payment: 'PROOF_SUBMITTED', class: 'IN_PROGRESS' })).toEqual({
      canCancel: true,
      canRefund: false,
      canMarkDone: false,
      canReview: false,
      canUploadProof: false,
    });
    expect(customerActions({ payment: 'PAID', class: 'IN_PROGRESS' })).toEqual({
      canCancel: false,
      canRefund: true,
      canMarkDone: true,
      canReview: false,
      canUploadProof: false,
    });
    expect(customerActions({ payment: 'PAID', class: 'DONE', hasReview: false })).toEqual({
      canCancel: false,
      canRefund: false,
      canMarkDone: false,
      canReview: true,
      canUploadProof: false,
    });
    expect(customerActions({ payment: 'PAID', class: 'DONE', hasReview: true })).toEqual({
      canCancel: false,
      canRefund: false,
      canMarkDone: false,
      canReview: false,
      canUploadProof: false,
    });
    for (const payment of ['CANCELLED', 'REFUND_REQUESTED', 'REFUNDED'] as const) {
      expect(customerActions({ payment, class: 'CANCELLED' })).toEqual({
        canCancel: false,
        canRefund: false,
        canMarkDone: false,
        canReview: false,
        canUploadProof: false,
      });
    }
  });
});
