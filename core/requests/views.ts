import type { CustomerTransaction } from '../transactions/views.ts';
import type { RequestBadge, StoredRequestStatus } from './request-status.ts';

// What the /api/requests endpoints return (the contract the web and the bots build against).
// Dates are ISO strings; money is integer rupiah. The requester's phone is never in a request view:
// the chosen tutor reads it on their transaction, and only after PAID.

export type RequestBasics = {
  id: string;
  subjects: string[];
  studentCount: number;
  durationHours: number;
  notes: string | null;
  createdAt: string;
  expiresAt: string;
  /** Tutors who joined, and the cap (docs/product.md#request-join); `full` when they meet. */
  participantCount: number;
  maxTutors: number;
  full: boolean;
  badge: RequestBadge;
};

/** GET /api/requests/mine: one card of the owner's list ('Permintaan Belajar Anda'). */
export type OwnRequestItem = RequestBasics & {
  status: StoredRequestStatus;
  transaction: { id: string; paymentStatus: CustomerTransaction['paymentStatus']; classStatus: CustomerTransaction['classStatus'] } | null;
  /** 'Batalkan Permintaan' and 'Tandai Selesai' (the latter runs the transaction's mark-done). */
  canCancel: boolean;
  canMarkDone: boolean;
};

/** GET /api/requests/open: one card of the tutors' list ('Request Belajar'). */
export type OpenRequestItem = RequestBasics & {
  customerName: string;
  /** The viewing tutor already joined: 'Sudah Bergabung'. */
  joined: boolean;
  /** Shares at least one subject with the viewing tutor's profile. */
  matchesMySubjects: boolean;
  canJoin: boolean;
};

export type RequestPage<T> = { requests: T[]; total: number; nextCursor: string | null };

/** Open list: the switch 'Sesuai mata pelajaran saya' is on by default when the tutor has subjects. */
export type OpenRequestPage = RequestPage<OpenRequestItem> & { tutorHasSubjects: boolean };

/** 'Tutor yang Tertarik (n)': a public tutor card plus whether this one was chosen. */
export type InterestedTutor = {
  id: string;
  name: string;
  university: string;
  imageUrl: string | null;
  pricePerHour: number;
  rating: number;
  reviewCount: number;
  subjects: string[];
  joinedAt: string;
  chosen: boolean;
};

/**
 * GET /api/requests/:id. Who may read it: the owner, admins, the tutors who joined or were chosen,
 * and any tutor while it is OPEN. `viewer` says which, and decides what is filled in.
 */
export type RequestDetail = RequestBasics & {
  viewer: 'owner' | 'admin' | 'tutor';
  status: StoredRequestStatus;
  customerName: string;
  participants: InterestedTutor[];
  chosenTutorId: string | null;
  /** Tutor viewer only. */
  joined: boolean;
  canJoin: boolean;
  /** Owner only: 'Pilih Tutor Ini' on each card, 'Batalkan Permintaan', 'Batalkan Transaksi'. */
  canChoose: boolean;
  canCancelRequest: boolean;
  canCancelTransaction: boolean;
  /** Owner (and admin) only, once a tutor is chosen: the shared transaction view, phone after PAID. */
  transaction: CustomerTransaction | null;
};

/** POST /api/requests/:id/choose. */
export type ChooseTutorResult = { requestId: string; transactionId: string };
