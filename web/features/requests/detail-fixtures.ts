import { deriveRequestBadge } from '../../../core/requests/request-status.ts';
import type { InterestedTutor, RequestDetail } from '../../../core/requests/views.ts';
import type { CustomerTransaction, ProofView } from '../../../core/transactions/views.ts';

// Request details as the api would answer them (core/requests/views.ts), for the detail and payment pages' tests.

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
  return { id: 'proof-1', mime: 'image/png', uploadedAt: '2026-11-21T08:00:00.000Z', decision: 'PENDING', reason: null, fileUrl: '/api/proofs/proof-1', ...overrides };
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
    paidAt: null,
    classDoneAt: null,
    cancelledAt: null,
    proofs: [],
    review: null,
    actions: { canCancel: true, canRefund: false, canMarkDone: false, canReview: false, canUploadProof: true },
    tutorPhone: null,
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
