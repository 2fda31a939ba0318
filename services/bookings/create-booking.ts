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
type BookableTutor = {
  id: string;
  price_per_hour: number;
  subjects: string[];
  is_available: boolean;
  listed: boolean;
  name: string;
  image_url: string | null;
  university: string;
};

/** Reads of a tutor who keeps changing between the read and the insert before the booking gives up. */
const TUTOR_READS = 3;

/**
 * A customer books a tutor from the marketplace. The price is the tutor's price at this moment:
 * read plainly, checked here for the messages, then re-checked by the insert itself, which
 * share-locks the tutor row so a concurrent price change waits for the snapshot; a tutor who
 * changed in between is read and judged again. Whatever price, total or status the client sent was
 * already dropped by the schema. Two round trips, no BEGIN/COMMIT: the insert and its event are one
 * statement (docs/decisions/059-writes-in-one-statement.md). The answer is made from the inserted
 * row: a new booking has no proof, no review, and no tutor phone before it is paid.
 */
export async function createBooking(
  deps: { db: Db; config: UniqueCodeConfig & PaymentWindowConfig },
  viewer: Actor,
  input: CreateBooking,
): Promise<CustomerTransaction> {
  requireRole(viewer, 'customer');
  for (let read = 1; read <= TUTOR_READS; read += 1) {
    const tutor = await deps
      .db('tutors')
      .where({ id: input.tutorId })
      .first<BookableTutor | undefined>('id', 'price_per_hour', 'subjects', 'is_available', 'listed', 'name', 'image_url', 'university');
    if (!tutor) throw new AppError('NOT_FOUND', M.tutorNotFound);
    if (!isBookable(tutor)) {
      throw new AppError('CONFLICT', M.tutorUnavailable, { title: M.tutorUnavailableTitle });
    }
    const taught = new Set(tutor.subjects);
    if (!input.subjects.every((subject) => taught.has(subject))) {
      throw new AppError('VALIDATION', M.subjectNotTaught, { field: 'subjects' });
    }

    const row = await openTransaction(
      deps.db,
      deps.config,
      { source: 'booking' },
      tutor,
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
    if (row) return { ...toCustomerTransaction(row, { ...tutor, phone: null }, [], null, 'masked'), sessions: [] };
  }
  throw new AppError('CONFLICT', M.tutorUnavailable, { title: M.tutorUnavailableTitle });
}
