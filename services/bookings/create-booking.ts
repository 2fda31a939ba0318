import { AppError } from '../../core/errors.ts';
import type { CreateBooking } from '../../core/transactions/booking.schema.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { toCustomerTransaction } from '../transactions/get-customer-transaction.ts';
import { isBookable, openTransaction } from '../transactions/open-transaction.ts';
import type { PaymentWindowConfig } from '../transactions/open-transaction.ts';
import type { UniqueCodeConfig } from '../transactions/unique-code.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';

type BookableTutor = { id: string; price_per_hour: number; subjects: string[]; is_available: boolean; listed: boolean };

/** Times the insert may refuse a tutor a read then finds bookable (they changed in between) before the booking gives up. */
const ATTEMPTS = 3;

/**
 * A customer books a tutor from the marketplace. One statement when it succeeds, no BEGIN/COMMIT
 * (docs/decisions/066-a-booking-in-one-statement.md): it share-locks the tutor row, checks it is
 * bookable and teaches the subjects, inserts at its price of this moment with the total and the
 * tutor's share computed by the server, and writes the event. Whatever price, total or status the
 * client sent was already dropped by the schema. Only a refused insert reads the tutor, for the
 * message; a tutor who is bookable by then changed in between and is tried again. The answer is
 * made from the inserted row: a new booking has no proof, no review, and no tutor phone before it
 * is paid.
 */
export async function createBooking(
  deps: { db: Db; config: UniqueCodeConfig & PaymentWindowConfig },
  viewer: Actor,
  input: CreateBooking,
): Promise<CustomerTransaction> {
  requireRole(viewer, 'customer');
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const opened = await openTransaction(
      deps.db,
      deps.config,
      { source: 'booking' },
      input.tutorId,
      {
        customerId: viewer.id,
        customerName: input.customerName,
        phone: input.phone,
        subjects: input.subjects,
        durationHours: input.durationHours,
        studentCount: input.studentCount,
        notes: input.notes,
      },
      { guard: { subjects: input.subjects }, event: { type: 'booking.created' } },
    );
    if (opened) return { ...toCustomerTransaction(opened.row, { ...opened.tutor, phone: null }, [], null, 'masked'), sessions: [] };
    await refuseAsFound(deps.db, input);
  }
  throw new AppError('CONFLICT', M.tutorUnavailable, { title: M.tutorUnavailableTitle });
}

/** Why the insert refused the tutor, as a read finds them now; returns when they are bookable after all. */
async function refuseAsFound(db: Db, input: CreateBooking): Promise<void> {
  const tutor = await db('tutors')
    .where({ id: input.tutorId })
    .first<BookableTutor | undefined>('id', 'price_per_hour', 'subjects', 'is_available', 'listed');
  if (!tutor) throw new AppError('NOT_FOUND', M.tutorNotFound);
  if (!isBookable(tutor)) throw new AppError('CONFLICT', M.tutorUnavailable, { title: M.tutorUnavailableTitle });
  const taught = new Set(tutor.subjects);
  if (!input.subjects.every((subject) => taught.has(subject))) {
    throw new AppError('VALIDATION', M.subjectNotTaught, { field: 'subjects' });
  }
}
