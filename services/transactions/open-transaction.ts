import { computeTotals } from '../../core/transactions/money.ts';
import type { Config } from '../../infra/config.ts';
import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../../infra/db.ts';
import { outboxInsertFrom } from '../../infra/outbox.ts';
import type { TransactionRow } from './transaction-record.ts';
import { CODE_TAKEN, SKIP_TAKEN_CODE, type UniqueCodeConfig, withUniqueCode } from './unique-code.ts';

/** The tutor row as the caller read it under its lock: the price is snapshotted from it. */
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
 * What the insert re-checks in the database, for a caller that read the tutor without a lock (the
 * booking): the row is share-locked by the insert itself and must still be bookable at the price
 * read and teach these subjects. Without it the caller holds the tutor row (FOR SHARE) already.
 */
export type TutorGuard = { subjects: string[] };

/** The event written by the same statement, once, when the row is inserted. */
export type OpenedEvent = { type: 'booking.created' };

/**
 * The one place a transactions row is inserted (docs/product.md#money-split), for bookings and for
 * requests alike: the price per hour is the tutor's at this moment, and the total and the tutor's
 * share are computed here, never taken from a client. The row is born awaiting payment, so it gets
 * its kode unik in the same insert (docs/product.md#unique-code), and its payment deadline by the
 * database clock (docs/product.md#payment-deadline). One statement per draw: the tutor's share lock
 * and re-check (with a guard), the insert that skips a taken code, and the event
 * (docs/decisions/059-writes-in-one-statement.md). Answers the new row, or undefined when the
 * guard found the tutor changed since the caller read it.
 */
export async function openTransaction(
  db: Db | Trx,
  config: UniqueCodeConfig & PaymentWindowConfig,
  origin: TransactionOrigin,
  tutor: PricedTutor,
  order: TransactionOrder,
  options: { guard?: TutorGuard; event?: OpenedEvent } = {},
): Promise<TransactionRow | undefined> {
  const totals = computeTotals(tutor.price_per_hour, order.durationHours, order.studentCount);
  // Chosen here so the event, checked before any SQL, can name the row the statement inserts.
  const id = randomUUID();
  const event = options.event ? outboxInsertFrom('opened', options.event.type, { transactionId: id }) : null;
  const tutorCheck = options.guard
    ? `and price_per_hour = ? and is_available and listed and price_per_hour >= 1 and subjects @> ?::text[] for share`
    : '';
  const tutorBindings = options.guard ? [tutor.id, tutor.price_per_hour, options.guard.subjects] : [tutor.id];
  return withUniqueCode(db, config, async (uniqueCode) => {
    const { rows } = await db.raw<{ rows: (TransactionRow & { tutor_held: number; id: string | null })[] }>(
      `with tutor as (select id from tutors where id = ? ${tutorCheck}),
       opened as (
         insert into transactions (id, source, request_id, customer_id, tutor_id, customer_name, customer_phone, subjects,
           duration_hours, student_count, notes, price_per_hour, total_price, tutor_payment, unique_code, payment_due_at)
         select ?, ?, ?, ?, tutor.id, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?, ?, now() + make_interval(hours => ?) from tutor
         ${SKIP_TAKEN_CODE}
         returning *
       )${event ? `, event as (${event.sql})` : ''}
       select opened.*, (select count(*) from tutor)::int as tutor_held from (select 1) as one left join opened on true`,
      [
        ...tutorBindings,
        id,
        origin.source,
        origin.source === 'request' ? origin.requestId : null,
        order.customerId,
        order.customerName,
        order.phone,
        order.subjects,
        order.durationHours,
        order.studentCount,
        order.notes,
        tutor.price_per_hour,
        totals.total,
        totals.tutorPayment,
        uniqueCode,
        config.PAYMENT_WINDOW_HOURS,
        ...(event?.bindings ?? []),
      ],
    );
    const [row] = rows;
    if (!row || row.tutor_held === 0) return undefined;
    if (row.id === null) return CODE_TAKEN;
    const { tutor_held: _held, ...opened } = row;
    return opened as TransactionRow;
  });
}
