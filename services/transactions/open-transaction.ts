import { TUTOR_SHARE_PERCENT } from '../../core/transactions/money.ts';
import type { Config } from '../../infra/config.ts';
import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../../infra/db.ts';
import { outboxInsertFrom } from '../../infra/outbox.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import type { TransactionRow } from './transaction-record.ts';
import { CODE_TAKEN, SKIP_TAKEN_CODE, type UniqueCodeConfig, withUniqueCode } from './unique-code.ts';

/** The part of a tutor row that decides whether it has a price. */
export type PricedTutor = { id: string; price_per_hour: number };

/**
 * Whether a class may be opened with this tutor now: available, listed (confirmed and not
 * disabled) and with a price. A tutor without a price has not finished their profile.
 */
export const isBookable = (tutor: PricedTutor & { is_available: boolean; listed: boolean }): boolean =>
  tutor.is_available && tutor.listed && tutor.price_per_hour >= 1;

/** What the class is about, from the booking form or from the learning request. */
export type TransactionOrder = {
  customerId: string;
  customerName: string;
  phone: string;
  subjects: string[];
  durationHours: number;
  studentCount: number;
  notes: string | null;
};

/** A marketplace booking, or the learning request whose chosen tutor this is. */
export type TransactionOrigin = { source: 'booking' } | { source: 'request'; requestId: string };

/** How long the new transaction waits for its payment (docs/product.md#payment-deadline). */
export type PaymentWindowConfig = Pick<Config, 'PAYMENT_WINDOW_HOURS'>;

/**
 * What the insert checks in the database, for a caller that has not read the tutor (the booking):
 * the row is share-locked by the insert itself and must be bookable and teach these subjects.
 * Without it the caller holds the tutor row (FOR SHARE) already and has judged it.
 */
export type TutorGuard = { subjects: string[] };

/** The event written by the same statement, once, when the row is inserted. */
export type OpenedEvent = { type: 'booking.created' };

/** What an answer shows of the tutor, read by the same statement. */
export type OpenedTutor = { name: string; image_url: string | null; university: string };

/**
 * The one place a transactions row is inserted (docs/product.md#money-split), for bookings and for
 * requests alike: the price per hour is the tutor's row at this moment, as the statement reads it
 * under its share lock, and the total and the tutor's share are computed from it by the server,
 * never taken from a client: total = price × hours × students, the share rounded down, the same
 * figures as computeTotals and the table's CHECKs. The row is born awaiting payment, so it gets its
 * kode unik in the same insert (docs/product.md#unique-code), and its payment deadline by the
 * database clock (docs/product.md#payment-deadline). One statement per draw: the tutor's share lock
 * (and the guard's checks), the insert that skips a taken code, and the event
 * (docs/decisions/066-a-booking-in-one-statement.md). Answers the new row and the tutor as the
 * answer shows them, or undefined when the guard refused the tutor.
 */
export async function openTransaction(
  db: Db | Trx,
  config: UniqueCodeConfig & PaymentWindowConfig,
  origin: TransactionOrigin,
  tutorId: string,
  order: TransactionOrder,
  options: { guard?: TutorGuard; event?: OpenedEvent } = {},
): Promise<{ row: TransactionRow; tutor: OpenedTutor } | undefined> {
  // Chosen here so the event, checked before any SQL, can name the row the statement inserts.
  const id = randomUUID();
  const event = options.event ? outboxInsertFrom('opened', options.event.type, { transactionId: id }) : null;
  const tutorCheck = options.guard ? `and is_available and listed and price_per_hour >= 1 and subjects @> ?::text[] for share` : '';
  const tutorBindings = options.guard ? [tutorId, options.guard.subjects] : [tutorId];
  return withUniqueCode(db, config, async (uniqueCode) => {
    const { rows } = await db
      .raw<{ rows: (TransactionRow & OpenedTutor & { tutor_held: number; id: string | null })[] }>(
        `with tutor as (select id, price_per_hour, name, image_url, university from tutors where id = ? ${tutorCheck}),
       opened as (
         insert into transactions (id, source, request_id, customer_id, tutor_id, customer_name, customer_phone, subjects,
           duration_hours, student_count, notes, price_per_hour, total_price, tutor_payment, unique_code, payment_due_at)
         select ?, ?, ?, ?, tutor.id, ?, ?, ?::text[], lesson.hours, lesson.students, ?, tutor.price_per_hour,
           priced.total, (priced.total::bigint * ?::int) / 100, ?, now() + make_interval(hours => ?)
         from tutor, (select ?::int as hours, ?::int as students) as lesson,
           lateral (select tutor.price_per_hour * lesson.hours * lesson.students as total) as priced
         ${SKIP_TAKEN_CODE}
         returning *
       )${event ? `, event as (${event.sql})` : ''}
       select opened.*, tutor.name, tutor.image_url, tutor.university, (select count(*) from tutor)::int as tutor_held
       from (select 1) as one left join tutor on true left join opened on true`,
        [
          ...tutorBindings,
          id,
          origin.source,
          origin.source === 'request' ? origin.requestId : null,
          order.customerId,
          order.customerName,
          order.phone,
          order.subjects,
          order.notes,
          TUTOR_SHARE_PERCENT,
          uniqueCode,
          config.PAYMENT_WINDOW_HOURS,
          order.durationHours,
          order.studentCount,
          ...(event?.bindings ?? []),
        ],
      )
      .options(PREPARED);
    const [row] = rows;
    if (!row || row.tutor_held === 0) return undefined;
    if (row.id === null) return CODE_TAKEN;
    const { tutor_held: _held, name, image_url, university, ...opened } = row;
    return { row: opened as TransactionRow, tutor: { name, image_url, university } };
  });
}
