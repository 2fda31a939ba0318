import { AppError } from '../../core/errors.ts';
import type { CreateBooking } from '../../core/transactions/booking.schema.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { getCustomerTransaction } from '../transactions/get-customer-transaction.ts';
import { isBookable, openTransaction } from '../transactions/open-transaction.ts';
import type { PaymentWindowConfig } from '../transactions/open-transaction.ts';
import type { UniqueCodeConfig } from '../transactions/unique-code.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';
type BookableTutor = { id: string; price_per_hour: number; subjects: string[]; is_available: boolean; listed: boolean };

/**
 * A customer books a tutor from the marketplace. The price is the tutor's price at this moment,
 * read under a share lock so a concurrent price change waits for the snapshot; whatever price,
 * total or status the client sent was already dropped by the schema. The answer is read back on
 * the transaction's own connection: one pool checkout for the whole write, not one per query.
 */
export async function createBooking(
  deps: { db: Db; config: UniqueCodeConfig & PaymentWindowConfig },
  viewer: Actor,
  input: CreateBooking,
): Promise<CustomerTransaction> {
  requireRole(viewer, 'customer');
  return deps.db.transaction(async (trx) => {
    const tutor = await trx('tutors')
      .where({ id: input.tutorId })
      .forShare()
      .first<BookableTutor | undefined>('id', 'price_per_hour', 'subjects', 'is_available', 'listed');
    if (!tutor) throw new AppError('NOT_FOUND', M.tutorNotFound);
    if (!isBookable(tutor)) {
      throw new AppError('CONFLICT', M.tutorUnavailable, { title: M.tutorUnavailableTitle });
    }
    const taught = new Set(tutor.subjects);
    if (!input.subjects.every((subject) => taught.has(subject))) {
      throw new AppError('VALIDATION', M.subjectNotTaught, { field: 'subjects' });
    }

    const transactionId = await openTransaction(trx, deps.config, { source: 'booking' }, tutor, {
      customerId: viewer.id,
      customerName: input.customerName,
      phone: input.phone,
      subjects: input.subjects,
      durationHours: input.durationHours,
      studentCount: input.studentCount,
      notes: input.notes,
    });
    await writeOutbox(trx, 'booking.created', { transactionId });
    return getCustomerTransaction({ db: trx }, viewer, transactionId);
  });
}
