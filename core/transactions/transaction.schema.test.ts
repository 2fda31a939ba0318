import { describe, expect, it } from 'vitest';
import { CLASS_STATUS_LABELS, PAYMENT_STATUS_LABELS, PAYOUT_STATUS_LABELS } from './labels.ts';
import { CLASS_STATUSES, PAYMENT_STATUSES, PAYOUT_STATUSES } from './statuses.ts';
import { rejectionSchema, reviewSchema, tutorTransactionsQuerySchema } from './transaction.schema.ts';

describe('review schema', () => {
  it('takes a whole rating from 1 to 5 and an optional comment up to 1000 characters', () => {
    expect(reviewSchema.parse({ rating: 5, comment: '  Bagus  ' })).toEqual({ rating: 5, comment: 'Bagus' });
    expect(reviewSchema.parse({ rating: '1', comment: '' })).toEqual({ rating: 1, comment: null });
    expect(reviewSchema.parse({ rating: 3 })).toEqual({ rating: 3, comment: null });
    for (const rating of [0, 6, 2.5, 'lima', undefined])
      expect(reviewSchema.safeParse({ rating }).error?.issues[0]?.message).toBe('Rating harus antara 1 sampai 5.');
    expect(reviewSchema.safeParse({ rating: 4, comment: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Komentar maksimal 1000 karakter.',
    );
    expect(reviewSchema.safeParse({ rating: 4, comment: 'x'.repeat(1000) }).success).toBe(true);
  });
});

describe('rejection schema', () => {
  it('needs a non-blank reason of at most 500 characters', () => {
    expect(rejectionSchema.parse({ reason: ' Buram ' })).toEqual({ reason: 'Buram' });
    expect(rejectionSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe('Alasan penolakan harus diisi.');
    expect(rejectionSchema.safeParse({}).error?.issues[0]?.message).toBe('Alasan penolakan harus diisi.');
    expect(rejectionSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('Alasan maksimal 500 karakter.');
  });
});

describe('tutor list query', () => {
  it('defaults to all sources and refuses anything else', () => {
    expect(tutorTransactionsQuerySchema.parse({})).toEqual({ source: 'all' });
    expect(tutorTransactionsQuerySchema.parse({ source: 'request' })).toEqual({ source: 'request' });
    expect(tutorTransactionsQuerySchema.safeParse({ source: 'semua' }).success).toBe(false);
    expect(tutorTransactionsQuerySchema.safeParse({ cursor: 'abc' }).success).toBe(false);
  });
});

describe('status labels', () => {
  it('names every state with the texts of product.md#transaction-labels', () => {
    expect(Object.keys(PAYMENT_STATUS_LABELS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(Object.keys(CLASS_STATUS_LABELS).sort()).toEqual([...CLASS_STATUSES].sort());
    expect(Object.keys(PAYOUT_STATUS_LABELS).sort()).toEqual([...PAYOUT_STATUSES].sort());
    expect(PAYMENT_STATUS_LABELS).toMatchObject({
      UNPAID: 'Belum Dibayar',
      PROOF_SUBMITTED: 'Menunggu Verifikasi',
      PAID: 'Sudah Dibayar (Terverifikasi)',
      CANCELLED: 'Dibatalkan',
    });
    expect(CLASS_STATUS_LABELS).toEqual({ IN_PROGRESS: 'Sedang Berlangsung', DONE: 'Kelas Selesai', CANCELLED: 'Kelas Dibatalkan' });
    expect(PAYOUT_STATUS_LABELS).toEqual({
      REQUESTED: 'Pencairan Diminta',
      APPROVED: 'Pencairan Disetujui',
      REJECTED: 'Pencairan Ditolak',
      DONE: 'Selesai',
    });
  });
});
