import { AppError } from '../../core/errors.ts';
import type { CreateBooking } from '../../core/transactions/booking.schema.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { computeTotals } from '../../core/transactions/money.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { getCustomerTransaction } from '../transactions/get-customer-transaction.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';
type BookableTutor = { id: string; price_per_hour: number; subjects: string[]; is_available: boolean; listed: boolean };

/**
 * A customer books a tutor from the marketplace. The price is the tutor's price at this moment,
 * read under a share lock so a concurrent price change waits for the snapshot; whatever price,
 * total or status the client sent was already dropped by the schema.
 */
export async function createBooking(deps: { db: Db }, viewer: Actor, input: CreateBooking): Promise<CustomerTransaction> {
  requireRole(viewer, 'customer');
  const id = await deps.db.transaction(async (trx) => {
    const tutor = await trx('tutors')
      .where({ id: input.tutorId })
      .forShare()
      .first<BookableTutor | undefined>('id', 'price_per_hour', 'subjects', 'is_available', 'listed');
    if (!tutor) throw new AppError('NOT_FOUND', M.tutorNotFound);
    // A tutor without a price has not finished their profile, and an unlisted one (unconfirmed or
    // disabled account) is not public: both as unbookable as a busy one.
    if (!tutor.is_available || !tutor.listed || tutor.price_per_hour < 1) {
      throw new AppError('CONFLICT', M.tutorUnavailable, { title: M.tutorUnavailableTitle });
    }
    const taught = new Set(tutor.subjects);
    if (!input.subjects.every((subject) => taught.has(subject))) {
      throw new AppError('VALIDATION', M.subjectNotTaught, { field: 'subjects' });
    }

    const totals = computeTotals(tutor.price_per_hour, input.durationHours, input.studentCount);
    const [row] = await trx('transactions')
      .insert({
        source: 'booking',
        customer_id: viewer.id,
        tutor_id: tutor.id,
        customer_name: input.customerName,
        customer_phone: input.phone,
        subjects: input.subjects,
        duration_hours: input.durationHours,
        student_count: input.studentCount,
        notes: input.notes,
        price_per_hour: tutor.price_per_hour,
        total_price: totals.total,
        tutor_payment: totals.tutorPayment,
      })
      .returning<{ id: string }[]>('id');
    if (!row) throw new Error('transaction insert returned no id');
    await writeOutbox(trx, 'booking.created', { transactionId: row.id });
    return row.id;
  });
  return getCustomerTransaction(deps, viewer, id);
}
