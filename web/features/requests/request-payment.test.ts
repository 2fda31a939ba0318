import { describe, expect, it } from 'vitest';
import { classStatusLabel, paymentPageTransaction, paymentStage, proofButtonOf } from './request-payment.ts';
import { proofFixture, requestFixture, transactionFixture } from '../../../tests/helpers/web-requests.ts';

describe("proofButtonOf (the big button under the owner's transaction, product.md#request-choose)", () => {
  it("is 'Pembayaran Selesai' once paid, whatever proofs there were", () => {
    expect(proofButtonOf(transactionFixture({ paymentStatus: 'PAID', proofs: [proofFixture({ decision: 'APPROVED' })] }))).toEqual({
      kind: 'paid',
    });
  });

  it("is 'Lihat Bukti Pembayaran' with the waiting proof while it is checked", () => {
    const waiting = proofFixture({ id: 'new' });
    const rejected = proofFixture({ id: 'old', decision: 'REJECTED', reason: 'Buram' });
    expect(proofButtonOf(transactionFixture({ paymentStatus: 'PROOF_SUBMITTED', proofs: [waiting, rejected] }))).toEqual({
      kind: 'view-proof',
      proof: waiting,
    });
  });

  it("is 'Unggah Bukti Pembayaran' before any proof and after a rejected one", () => {
    expect(proofButtonOf(transactionFixture({ paymentStatus: 'UNPAID', proofs: [] }))).toEqual({ kind: 'upload' });
    expect(proofButtonOf(transactionFixture({ paymentStatus: 'UNPAID', proofs: [proofFixture({ decision: 'REJECTED' })] }))).toEqual({
      kind: 'upload',
    });
  });

  it('is nothing for a cancelled or refunded payment', () => {
    for (const paymentStatus of ['CANCELLED', 'REFUND_REQUESTED', 'REFUNDED'] as const) {
      expect(
        proofButtonOf(transactionFixture({ paymentStatus, classStatus: 'CANCELLED', proofs: [proofFixture({ decision: 'APPROVED' })] })),
      ).toBeNull();
    }
  });
});

describe('classStatusLabel (Konfirmasi Pembayaran)', () => {
  it.each([
    ['PAID', 'DONE', 'Selesai'],
    ['PAID', 'IN_PROGRESS', 'Sedang Berlangsung'],
    ['PROOF_SUBMITTED', 'IN_PROGRESS', 'Belum Mulai'],
    ['UNPAID', 'IN_PROGRESS', 'Belum Mulai'],
  ] as const)('payment %s with class %s is %s', (paymentStatus, classStatus, label) => {
    expect(classStatusLabel({ paymentStatus, classStatus })).toBe(label);
  });
});

describe('paymentPageTransaction (who may open /bidding-payment/{id})', () => {
  const chosen = transactionFixture();

  it("gives the owner their request's transaction while it waits for payment or is paid", () => {
    for (const paymentStatus of ['UNPAID', 'PROOF_SUBMITTED', 'PAID'] as const) {
      const transaction = transactionFixture({ paymentStatus });
      expect(paymentPageTransaction(requestFixture({ viewer: 'owner', transaction }))).toBe(transaction);
    }
  });

  it('refuses anyone but the owner, even an admin who can read the transaction', () => {
    expect(paymentPageTransaction(requestFixture({ viewer: 'admin', transaction: chosen }))).toBeNull();
    expect(paymentPageTransaction(requestFixture({ viewer: 'tutor', transaction: chosen }))).toBeNull();
  });

  it('refuses a request without a chosen tutor or with a cancelled payment', () => {
    expect(paymentPageTransaction(requestFixture({ viewer: 'owner', transaction: null }))).toBeNull();
    expect(
      paymentPageTransaction(
        requestFixture({ viewer: 'owner', transaction: transactionFixture({ paymentStatus: 'CANCELLED', classStatus: 'CANCELLED' }) }),
      ),
    ).toBeNull();
    expect(
      paymentPageTransaction(
        requestFixture({ viewer: 'owner', transaction: transactionFixture({ paymentStatus: 'REFUNDED', classStatus: 'CANCELLED' }) }),
      ),
    ).toBeNull();
  });
});

describe('paymentStage', () => {
  it.each([
    ['UNPAID', 'IN_PROGRESS', 'pay'],
    ['PROOF_SUBMITTED', 'IN_PROGRESS', 'proof-sent'],
    ['PAID', 'IN_PROGRESS', 'in-progress'],
    ['PAID', 'DONE', 'done'],
  ] as const)('payment %s with class %s is %s', (paymentStatus, classStatus, stage) => {
    expect(paymentStage({ paymentStatus, classStatus })).toBe(stage);
  });
});
