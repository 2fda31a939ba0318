import { shownText, type TextView } from '../../core/privacy/mask-contact-details.ts';
import type { RequestBadge } from '../../core/requests/request-status.ts';
import type { InterestedTutor, RequestBasics } from '../../core/requests/views.ts';
import type { Db } from '../../infra/db.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import type { RequestRow } from './request-record.ts';

// Pieces every request view shares. The requester's phone is never part of one: the chosen tutor
// reads it on their transaction, after PAID (docs/product.md#privacy-contact-reveal). What the
// requester typed (name, notes) reaches a tutor with its contact details masked until that tutor's
// transaction is PAID, and a tutor's name reaches the requester masked (docs/product.md#privacy-free-text).

export function toRequestBasics(
  row: Pick<RequestRow, 'id' | 'subjects' | 'student_count' | 'duration_hours' | 'notes' | 'created_at' | 'expires_at'>,
  participantCount: number,
  maxTutors: number,
  badge: RequestBadge,
  view: TextView,
): RequestBasics {
  return {
    id: row.id,
    subjects: row.subjects,
    studentCount: row.student_count,
    durationHours: row.duration_hours,
    notes: shownText(row.notes, view),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    participantCount,
    maxTutors,
    full: participantCount >= maxTutors,
    badge,
  };
}

/** An interested tutor's card as read: by interestedTutors, or as JSON from join_request (its time as text). */
export type InterestedRow = {
  id: string;
  name: string;
  university: string;
  image_url: string | null;
  price_per_hour: number;
  rating: number;
  review_count: number;
  subjects: string[];
  joined_at: Date | string;
};

/**
 * 'Tutor yang Tertarik (n)', in the order they joined: the public card of each (the gallery's
 * columns, never a phone or an account). `chosenShown` is the chosen tutor this viewer may know of;
 * names are masked like the gallery's for everyone but admins.
 */
export async function interestedTutors(db: Db, requestId: string, chosenShown: string | null, view: TextView): Promise<InterestedTutor[]> {
  const rows: InterestedRow[] = await db('request_participants as p')
    .join('tutors as t', 't.id', 'p.tutor_id')
    .where('p.request_id', requestId)
    .orderBy([
      { column: 'p.joined_at', order: 'asc' },
      { column: 't.id', order: 'asc' },
    ])
    .select('t.id', 't.name', 't.university', 't.image_url', 't.price_per_hour', 't.rating', 't.review_count', 't.subjects', 'p.joined_at')
    .options(PREPARED);
  return toInterestedTutors(rows, chosenShown, view);
}

/** The cards of interested tutors read already, named as interestedTutors names them. */
export function toInterestedTutors(rows: InterestedRow[], chosenShown: string | null, view: TextView): InterestedTutor[] {
  return rows.map((row) => ({
    id: row.id,
    name: shownText(row.name, view),
    university: row.university,
    imageUrl: row.image_url,
    pricePerHour: row.price_per_hour,
    rating: row.rating,
    reviewCount: row.review_count,
    subjects: row.subjects,
    joinedAt: new Date(row.joined_at).toISOString(),
    chosen: row.id === chosenShown,
  }));
}
