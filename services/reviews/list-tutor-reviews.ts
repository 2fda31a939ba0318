import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import type { TutorReview } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { tutorNotFound } from '../tutors/get-tutor.ts';

export const RECENT_REVIEWS_LIMIT = 20;

type Row = { rating: number; comment: string | null; customer_name: string; created_at: Date };

/** First name only: a public page never shows who exactly wrote a review. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * A listed tutor's most recent reviews, public (no session needed). A tutor the profile page does
 * not show (unconfirmed, disabled) has no public reviews either: the same 404 as the profile.
 * Public, so a contact typed into a comment (or a name) is masked for every reader
 * (docs/product.md#privacy-free-text); the reviewer reads their own on the transaction.
 */
export async function listTutorReviews(deps: { db: Db }, tutorId: string): Promise<TutorReview[]> {
  const tutor = isUuid(tutorId) ? await deps.db('tutors').where({ id: tutorId, listed: true }).first('id') : undefined;
  if (!tutor) throw tutorNotFound();
  const rows: Row[] = await deps
    .db('reviews as r')
    .join('users as u', 'u.id', 'r.customer_id')
    .where('r.tutor_id', tutorId)
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(RECENT_REVIEWS_LIMIT)
    .select('r.rating', 'r.comment', 'u.name as customer_name', 'r.created_at');
  return rows.map((row) => ({
    rating: row.rating,
    comment: maskContactDetails(row.comment),
    customerFirstName: maskContactDetails(firstNameOf(row.customer_name)),
    createdAt: row.created_at.toISOString(),
  }));
}
