import type { RequestDetail } from '../../../core/requests/views.ts';
import type { CustomerTransaction, ProofView } from '../../../core/transactions/views.ts';

// What the owner's payment controls show for a request's transaction (docs/product.md#request-choose).
// Every state comes from the server's transaction; nothing here is worked out anew.

type PaymentState = Pick<CustomerTransaction, 'paymentStatus' | 'classStatus'>;

/**
 * The big button under the owner's transaction table: 'Pembayaran Selesai' (disabled) once paid,
 * 'Lihat Bukti Pembayaran' while a sent proof waits, else 'Unggah Bukti Pembayaran' (a rejected
 * proof asks for a new one). A cancelled, expired or refunded payment gets none.
 */
export type ProofButton = { kind: 'paid' } | { kind: 'view-proof'; proof: ProofView } | { kind: 'upload' };

export function proofButtonOf(transaction: Pick<CustomerTransaction, 'paymentStatus' | 'proofs'>): ProofButton | null {
  switch (transaction.paymentStatus) {
    case 'PAID':
      return { kind: 'paid' };
    case 'PROOF_SUBMITTED': {
      // Proofs come newest first; the waiting one is the newest.
      const waiting = transaction.proofs.find((proof) => proof.decision === 'PENDING');
      return waiting ? { kind: 'view-proof', proof: waiting } : { kind: 'upload' };
    }
    case 'UNPAID':
      return { kind: 'upload' };
    case 'CANCELLED':
    case 'EXPIRED':
    case 'REFUND_REQUESTED':
    case 'REFUNDED':
      return null;
  }
}

/** 'Status Kelas' on 'Konfirmasi Pembayaran'. */
export function classStatusLabel(transaction: PaymentState): 'Selesai' | 'Sedang Berlangsung' | 'Belum Mulai' {
  if (transaction.classStatus === 'DONE') return 'Selesai';
  if (transaction.paymentStatus === 'PAID') return 'Sedang Berlangsung';
  return 'Belum Mulai';
}

/**
 * The payment page is the owner's, and only for a request whose chosen tutor still waits for the
 * payment or has been paid: the transaction it shows, or null for 'Akses Ditolak' (someone else's
 * request, nothing chosen yet, or a cancelled payment).
 */
export function paymentPageTransaction(request: Pick<RequestDetail, 'viewer' | 'transaction'>): CustomerTransaction | null {
  const { viewer, transaction } = request;
  if (viewer !== 'owner' || !transaction) return null;
  const payable =
    transaction.paymentStatus === 'UNPAID' || transaction.paymentStatus === 'PROOF_SUBMITTED' || transaction.paymentStatus === 'PAID';
  return payable ? transaction : null;
}

/** The payment page's controls: pay ('Lanjutkan Pembayaran'), wait for the check, finish the class, or nothing left. */
export type PaymentStage = 'pay' | 'proof-sent' | 'in-progress' | 'done';

export function paymentStage(transaction: PaymentState): PaymentStage {
  if (transaction.paymentStatus === 'PAID') return transaction.classStatus === 'DONE' ? 'done' : 'in-progress';
  if (transaction.paymentStatus === 'PROOF_SUBMITTED') return 'proof-sent';
  return 'pay';
}
