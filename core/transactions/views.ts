import type { SessionView } from '../lessons/sessions.ts';
import type { PayoutBreakdown } from './money.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus, ProofDecision, TransactionSource } from './statuses.ts';

// What the transaction endpoints return (the contract the web builds against). Dates are ISO
// strings; money is integer rupiah. A hidden phone number is null, never a masked string.

/** The buttons the owning customer gets (customerActions in transaction-machine.ts). */
export type CustomerActions = {
  canCancel: boolean;
  canRefund: boolean;
  canMarkDone: boolean;
  canReview: boolean;
  canUploadProof: boolean;
};

export type ProofView = {
  id: string;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  uploadedAt: string;
  decision: ProofDecision;
  reason: string | null;
  /** Served only to the customer, admins and (after PAID) the tutor, with the Bearer token. */
  fileUrl: string;
};

export type ReviewView = { rating: number; comment: string | null; createdAt: string };

export type Page<T> = { transactions: T[]; total: number; nextCursor: string | null };

export type CustomerTransactionItem = {
  id: string;
  source: TransactionSource;
  tutorId: string;
  tutorName: string;
  subjects: string[];
  durationHours: number;
  studentCount: number;
  totalPrice: number;
  /** The kode unik (docs/product.md#unique-code); null only on rows older than the code. */
  uniqueCode: number | null;
  /** What to transfer: totalPrice + uniqueCode, integer rupiah. */
  amountDue: number;
  paymentStatus: PaymentStatus;
  classStatus: ClassStatus;
  createdAt: string;
};

export type CustomerTransaction = CustomerTransactionItem & {
  requestId: string | null;
  tutorImageUrl: string | null;
  tutorUniversity: string;
  customerName: string;
  notes: string | null;
  pricePerHour: number;
  tutorPayment: number;
  platformFee: number;
  paymentRejectionReason: string | null;
  /** Pay by then or the transaction expires (docs/product.md#payment-deadline). */
  paymentDueAt: string;
  paidAt: string | null;
  classDoneAt: string | null;
  cancelledAt: string | null;
  proofs: ProofView[];
  review: ReviewView | null;
  actions: CustomerActions;
  /** Only while the payment is PAID. */
  tutorPhone: string | null;
  /** The receipt's number, from the moment the payment was verified (GET …/receipt gives the PDF). */
  receiptNumber: string | null;
  /** The lesson sessions (docs/product.md#lesson-sessions), by time, instants with the viewer's offset. */
  sessions: SessionView[];
};

export type PayoutView = PayoutBreakdown & {
  id: string;
  status: PayoutStatus;
  bankAccount: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  paidAt: string | null;
};

export type TutorTransactionItem = {
  id: string;
  source: TransactionSource;
  customerName: string;
  subjects: string[];
  durationHours: number;
  studentCount: number;
  totalPrice: number;
  tutorPayment: number;
  paymentStatus: PaymentStatus;
  classStatus: ClassStatus;
  /** Status of the latest payout of this transaction; null before any request. */
  payoutStatus: PayoutStatus | null;
  createdAt: string;
  canRequestPayout: boolean;
};

export type TutorTransaction = TutorTransactionItem & {
  requestId: string | null;
  notes: string | null;
  pricePerHour: number;
  platformFee: number;
  /** Only while the payment is PAID. */
  customerPhone: string | null;
  paidAt: string | null;
  classDoneAt: string | null;
  payout: PayoutView | null;
  /** The lesson sessions (docs/product.md#lesson-sessions), by time, instants with the viewer's offset. */
  sessions: SessionView[];
};

export type AmountCount = { amount: number; count: number };

export type TutorSummary = {
  upcoming: AmountCount;
  readyToWithdraw: AmountCount;
  inWithdrawal: AmountCount;
  earnedThisMonth: AmountCount;
};

export type TutorTransactionsPage = Page<TutorTransactionItem> & {
  counts: Record<'all' | TransactionSource, number>;
  summary: TutorSummary;
};

export type PayoutPreview = PayoutBreakdown & { bankAccount: string | null };

export type TutorReview = { rating: number; comment: string | null; customerFirstName: string; createdAt: string };

export type PublicConfig = {
  gopayNumber: string;
  qrisImageUrl: string;
  socialUrl: string;
  microblogUrl: string;
  chatContactUrl: string;
  tutorChatGroupUrl: string;
  tutorVerificationFormUrl: string;
  payoutAdminFee: number;
  /** docs/product.md#request-join and #request-expiry; the FAQ states them. */
  requestMaxTutors: number;
  requestLifetimeHours: number;
  /** 'Masuk dengan Google' is offered (docs/product.md#accounts-google). */
  googleSignIn: boolean;
  /** Which of the details above are still development's made-up ones: the pages mark them as examples. */
  examples: PublicExample[];
};

export type PublicExample =
  'gopayNumber' | 'qrisImageUrl' | 'socialUrl' | 'microblogUrl' | 'chatContactUrl' | 'tutorChatGroupUrl' | 'tutorVerificationFormUrl';

// Admin console (api/routes/admin.routes.ts): queues and decision results.

export type PendingProof = {
  proofId: string;
  transactionId: string;
  mime: string;
  uploadedAt: string;
  previewUrl: string;
  /** The transaction's total plus its kode unik: what the proof should show transferred. */
  amountDue: number;
  uniqueCode: number | null;
  customerName: string;
  tutorName: string;
  /** The same file already sent for another transaction: a re-used screenshot. */
  duplicateOf: { transactionId: string; proofId: string } | null;
  /**
   * A bank statement line of this amount, listed because more than one open transaction could be it
   * (`candidates` counts them, this one included): the money arrived, the admin tells whose.
   */
  statementLine: { lineId: string; date: string; amount: number; description: string; candidates: number } | null;
};

export type AdminPayout = {
  id: string;
  transactionId: string;
  tutorId: string;
  tutorName: string;
  status: PayoutStatus;
  amount: number;
  adminFee: number;
  net: number;
  bankAccount: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  paidAt: string | null;
};

export type RefundRequest = {
  transactionId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  tutorName: string;
  amount: number;
  requestedAt: string;
};

export type ProofDecisionResult = { proofId: string; transactionId: string; decision: ProofDecision; paymentStatus: PaymentStatus };
export type PayoutDecisionResult = { payoutId: string; transactionId: string; status: PayoutStatus };
export type RefundResult = { transactionId: string; paymentStatus: PaymentStatus };
