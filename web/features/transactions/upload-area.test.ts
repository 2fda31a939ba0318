import { describe, expect, it } from 'vitest';
import type { ProofView } from '../../../core/transactions/views.ts';
import { uploadAreaOf } from './upload-area.ts';

const proof = (decision: ProofView['decision'], reason: string | null = null): ProofView => ({
  id: `p-${decision}`,
  mime: 'image/png',
  uploadedAt: '2026-01-05T07:30:00.000Z',
  decision,
  reason,
  fileUrl: `/api/transactions/t/proofs/p-${decision}/file`,
});

describe('uploadAreaOf (product.md#payment-upload-area)', () => {
  it('shows the form for an unpaid transaction without proofs', () => {
    expect(uploadAreaOf({ paymentStatus: 'UNPAID', proofs: [], paymentRejectionReason: null })).toEqual({
      kind: 'form',
      rejectionReason: null,
    });
  });

  it("shows the admin's reason with the form after a rejection, so a new proof can be sent", () => {
    expect(
      uploadAreaOf({
        paymentStatus: 'UNPAID',
        proofs: [proof('REJECTED', 'Nominal tidak sesuai')],
        paymentRejectionReason: 'Nominal tidak sesuai',
      }),
    ).toEqual({
      kind: 'form',
      rejectionReason: 'Nominal tidak sesuai',
    });
    expect(uploadAreaOf({ paymentStatus: 'UNPAID', proofs: [proof('REJECTED', 'Buram')], paymentRejectionReason: null })).toEqual({
      kind: 'form',
      rejectionReason: 'Buram',
    });
  });

  it('shows the pending proof while it waits for verification', () => {
    const pending = proof('PENDING');
    expect(
      uploadAreaOf({ paymentStatus: 'PROOF_SUBMITTED', proofs: [pending, proof('REJECTED', 'Buram')], paymentRejectionReason: null }),
    ).toEqual({ kind: 'pending', proof: pending });
  });

  it('shows the checked message once paid', () => {
    expect(uploadAreaOf({ paymentStatus: 'PAID', proofs: [proof('APPROVED')], paymentRejectionReason: null })).toEqual({ kind: 'paid' });
  });

  it('allows no upload once expired (docs/product.md#payment-deadline)', () => {
    expect(uploadAreaOf({ paymentStatus: 'EXPIRED', proofs: [], paymentRejectionReason: null })).toEqual({ kind: 'expired' });
  });

  it('allows no upload once cancelled or refunded', () => {
    expect(uploadAreaOf({ paymentStatus: 'CANCELLED', proofs: [], paymentRejectionReason: null })).toEqual({
      kind: 'cancelled',
      refund: null,
    });
    expect(uploadAreaOf({ paymentStatus: 'REFUND_REQUESTED', proofs: [], paymentRejectionReason: null })).toEqual({
      kind: 'cancelled',
      refund: 'requested',
    });
    expect(uploadAreaOf({ paymentStatus: 'REFUNDED', proofs: [], paymentRejectionReason: null })).toEqual({
      kind: 'cancelled',
      refund: 'refunded',
    });
  });
});
