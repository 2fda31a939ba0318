import { INACTIVE_AFTER_DAYS } from '../../core/tutors/inactivity.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { writeAudit } from '../../infra/audit-log.ts';

// docs/product.md#tutor-inactivity: tutors inactive over 30 days are marked busy. A daily job runs
// this; it is idempotent (a busy tutor is not selected again) and safe to run concurrently (the
// UPDATE re-checks is_available on each row it waits for, so no tutor is marked, or told, twice).

/**
 * Available tutors whose last activity is more than 30 days before `now` become busy, in one
 * transaction with one 'tutor.marked_busy' outbox event each. A tutor who never signed in since
 * the activity record existed counts from their sign-up.
 */
export async function markInactiveTutorsBusy(db: Db, now = new Date()): Promise<{ tutorIds: string[] }> {
  const cutoff = new Date(now.getTime() - INACTIVE_AFTER_DAYS * 24 * 3_600_000);
  return db.transaction(async (trx) => {
    const rows = await trx('tutors')
      .where('is_available', true)
      .andWhereRaw('coalesce(last_active_at, created_at) < ?', [cutoff])
      .update({ is_available: false })
      .returning<{ id: string }[]>('id');
    for (const { id } of rows) {
      await writeOutbox(trx, 'tutor.marked_busy', { tutorId: id });
      await writeAudit(trx, {
        actorId: null,
        action: 'tutor.marked_busy_inactive',
        entity: 'tutors',
        entityId: id,
        before: { isAvailable: true },
        after: { isAvailable: false },
      });
    }
    return { tutorIds: rows.map((row) => row.id) };
  });
}
