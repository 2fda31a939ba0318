import type { CustomerTransaction, ProofView } from '../../../core/transactions/views.ts';

/**
 * Upload area states (docs/product.md#payment-upload-area): cancelled or expired (a warning, no upload), paid
 * ('Bukti pembayaranmu sudah dicek.'), proof uploaded (pending, with the proof) or the upload form,
 * which also tells why the previous proof was rejected.
 */
export type UploadArea =
  | { kind: 'cancelled'; refund: 'requested' | 'refunded' | null }
  | { kind: 'expired' }
  | { kind: 'paid' }
  | { kind: 'pending'; proof: ProofView | null }
  | { kind: 'form'; rejectionReason: string | null };

export function uploadAreaOf(transaction: Pick<CustomerTransaction, 'paymentStatus' | 'proofs' | 'paymentRejectionReason'>): UploadArea {
  // Proofs come newest first.
  const latest = transaction.proofs[0] ?? null;
  switch (transaction.paymentStatus) {
    case 'CANCELLED':
      return { kind: 'cancelled', refund: null };
    case 'EXPIRED':
      return { kind: 'expired' };
    case 'REFUND_REQUESTED':
      return { kind: 'cancelled', refund: 'requested' };
    case 'REFUNDED':
      return { kind: 'cancelled', refund: 'refunded' };
    case 'PAID':
      return { kind: 'paid' };
    case 'PROOF_SUBMITTED':
      return { kind: 'pending', proof: latest?.decision === 'PENDING' ? latest : null };
    case 'UNPAID': {
      const rejected = latest?.decision === 'REJECTED' ? latest.reason : null;
      return { kind: 'form', rejectionReason: transaction.paymentRejectionReason ?? rejected };
    }
  }
}
