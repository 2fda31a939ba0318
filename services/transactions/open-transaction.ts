import { computeTotals } from '../../core/transactions/money.ts';
import type { Trx } from '../../infra/db.ts';
import { type UniqueCodeConfig, withUniqueCode } from './unique-code.ts';

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

/**
 * The one place a transactions row is inserted (docs/product.md#money-split), for bookings and for
 * requests alike: the price per hour is the tutor's at this moment, and the total and the tutor's
 * share are computed here, never taken from a client. The caller holds the tutor row (FOR SHARE)
 * so a concurrent price change waits for the snapshot, and writes its own event. The row is born
 * awaiting payment, so it gets its kode unik in the same insert (docs/product.md#unique-code).
 */
export async function openTransaction(
  trx: Trx,
  config: UniqueCodeConfig,
  origin: TransactionOrigin,
  tutor: PricedTutor,
  order: TransactionOrder,
): Promise<string> {
  const totals = computeTotals(tutor.price_per_hour, order.durationHours, order.studentCount);
  const [row] = await withUniqueCode(trx, config, (sp, uniqueCode) =>
    sp('transactions')
      .insert({
        source: origin.source,
        request_id: origin.source === 'request' ? origin.requestId : null,
        customer_id: order.customerId,
        tutor_id: tutor.id,
        customer_name: order.customerName,
        customer_phone: order.phone,
        subjects: order.subjects,
        duration_hours: order.durationHours,
        student_count: order.studentCount,
        notes: order.notes,
        price_per_hour: tutor.price_per_hour,
        total_price: totals.total,
        tutor_payment: totals.tutorPayment,
        unique_code: uniqueCode,
      })
      .returning<{ id: string }[]>('id'),
  );
  if (!row) throw new Error('transaction insert returned no id');
  return row.id;
}
