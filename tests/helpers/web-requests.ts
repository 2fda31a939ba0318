import { deriveRequestBadge } from '../../core/requests/request-status.ts';
import type { InterestedTutor, OpenRequestItem, OwnRequestItem, RequestBasics, RequestDetail } from '../../core/requests/views.ts';
import type { CustomerTransaction, ProofView } from '../../core/transactions/views.ts';

// Learning requests as the api would answer them (core/requests/views.ts), for the web's request tests:
// list items, and the detail and payment pages' data.

export function tutorFixture(overrides: Partial<InterestedTutor> = {}): InterestedTutor {
  return {
    id: 'tutor-1',
    name: 'Rizky Pratama',
    university: 'Universitas Indonesia',
    imageUrl: null,
    pricePerHour: 85_000,
    rating: 4.5,
    reviewCount: 12,
    subjects: ['SMA - Fisika'],
    joinedAt: '2026-11-20T08:00:00.000Z',
    chosen: false,
    ...overrides,
  };
}

export function proofFixture(overrides: Partial<ProofView> = {}): ProofView {
  return {
    id: 'proof-1',
    mime: 'image/png',
    uploadedAt: '2026-11-21T08:00:00.000Z',
    decision: 'PENDING',
    reason: null,
    fileUrl: '/api/proofs/proof-1',
    ...overrides,
  };
}

export function transactionFixture(overrides: Partial<CustomerTransaction> = {}): CustomerTransaction {
  return {
    id: 'trx-1',
    source: 'request',
    tutorId: 'tutor-1',
    tutorName: 'Rizky Pratama',
    subjects: ['SMA - Fisika'],
    durationHours: 2,
    studentCount: 3,
    totalPrice: 510_000,
    uniqueCode: 123,
    amountDue: 510_123,
    paymentStatus: 'UNPAID',
    classStatus: 'IN_PROGRESS',
    createdAt: '2026-11-20T09:00:00.000Z',
    requestId: 'req-1',
    tutorImageUrl: null,
    tutorUniversity: 'Universitas Indonesia',
    customerName: 'Nadia Putri Ramadhani',
    notes: null,
    pricePerHour: 85_000,
    tutorPayment: 433_500,
    platformFee: 76_500,
    paymentRejectionReason: null,
    paymentDueAt: '2026-11-22T08:00:00.000Z',
    paidAt: null,
    classDoneAt: null,
    cancelledAt: null,
    proofs: [],
    review: null,
    actions: { canCancel: true, canRefund: false, canMarkDone: false, canReview: false, canUploadProof: true },
    tutorPhone: null,
    receiptNumber: null,
    sessions: [],
    ...overrides,
  };
}

export function requestFixture(overrides: Partial<RequestDetail> = {}): RequestDetail {
  const base: RequestDetail = {
    id: 'req-1',
    subjects: ['SMA - Fisika'],
    studentCount: 3,
    durationHours: 2,
    notes: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-11-27T08:00:00.000Z',
    participantCount: 0,
    maxTutors: 10,
    full: false,
    badge: deriveRequestBadge({ stored: 'OPEN', transaction: null }),
    viewer: 'owner',
    status: 'OPEN',
    customerName: 'Nadia Putri Ramadhani',
    participants: [],
    chosenTutorId: null,
    joined: false,
    canJoin: false,
    canChoose: true,
    canCancelRequest: true,
    canCancelTransaction: false,
    transaction: null,
  };
  return { ...base, ...overrides };
}

const basics = (): RequestBasics => ({
  id: 'req-1',
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  studentCount: 3,
  durationHours: 2,
  notes: 'Persiapan UTBK',
  // Two and a half hours: '2 jam lalu' whenever the page's clock was read during the run.
  createdAt: new Date(Date.now() - 150 * 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
  participantCount: 4,
  maxTutors: 10,
  full: false,
  badge: deriveRequestBadge({ stored: 'OPEN', transaction: null }),
});

export const openRequest = (overrides: Partial<OpenRequestItem> = {}): OpenRequestItem => ({
  ...basics(),
  customerName: 'Nadia Putri',
  joined: false,
  matchesMySubjects: true,
  canJoin: true,
  ...overrides,
});

export const ownRequest = (overrides: Partial<OwnRequestItem> = {}): OwnRequestItem => ({
  ...basics(),
  status: 'OPEN',
  transaction: null,
  canCancel: true,
  canMarkDone: false,
  ...overrides,
});
