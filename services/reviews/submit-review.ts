import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import type { ReviewView } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { hasReview, loadTransactionFor, stateOf } from '../transactions/transaction-record.ts';
import type { Actor } from '../../core/accounts/actor.ts';
const UNIQUE_VIOLATION = '23505';

/**
 * The customer rates a finished class, once. The tutor's rating moves incrementally,
 * new = (rating × count + r) / (count + 1): the seeded tutors carry aggregates without review rows,
 * so recomputing from rows would erase them. The UPDATE computes it from the row it locks, so
 * concurrent reviews of one tutor never lose each other.
 */
export async function submitReview(
  deps: { db: Db },
  viewer: Actor,
  transactionId: string,
  input: { rating: number; comment: string | null },
): Promise<{ message: string; review: ReviewView }> {
  const review = await deps.db.transaction(async (trx) => {
    const { row, party } = await loadTransactionFor(trx, transactionId, viewer, ['customer'], { lock: true });
    decideTransaction(stateOf(row, await hasReview(trx, row.id)), 'review', party);
    let created: { id: string; rating: number; comment: string | null; created_at: Date };
    try {
      const [inserted] = await trx('reviews')
        .insert({ transaction_id: row.id, tutor_id: row.tutor_id, customer_id: viewer.id, rating: input.rating, comment: input.comment })
        .returning<(typeof created)[]>(['id', 'rating', 'comment', 'created_at']);
      if (!inserted) throw new Error('review insert returned no row');
      created = inserted;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', M.reviewExists);
      throw error;
    }
    await trx('tutors')
      .where({ id: row.tutor_id })
      .update({
        rating: trx.raw('round((rating * review_count + ?) / (review_count + 1), 2)', [input.rating]),
        review_count: trx.raw('review_count + 1'),
      });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'review.create',
      entity: 'review',
      entityId: created.id,
      before: null,
      after: { rating: input.rating },
    });
    return created;
  });
  return { message: M.reviewSaved, review: { rating: review.rating, comment: review.comment, createdAt: review.created_at.toISOString() } };
}
