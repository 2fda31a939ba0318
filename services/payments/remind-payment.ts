import { PAYMENT_REMINDER_HOURS_BEFORE } from '../../core/transactions/payment-deadline.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';

// docs/product.md#payment-deadline: one reminder, PAYMENT_REMINDER_HOURS_BEFORE the deadline, to
// a customer who has not paid. Run by the reminder's delayed job and by the sweep; under the row
// lock and marked in `payment_reminded_at`, so it is sent once however often it runs. A proof
// already sent, a payment or a cancel means there is nothing to remind of.

export type ReminderOutcome = 'reminded' | 'not-due' | 'skipped';

export async function remindPayment(db: Db, transactionId: string): Promise<ReminderOutcome> {
  return db.transaction(async (trx) => {
    const row = await trx('transactions')
      .where({ id: transactionId })
      .forUpdate()
      .first<{ payment_status: string; payment_reminded_at: Date | null; due_soon: boolean; past: boolean } | undefined>(
        'payment_status',
        'payment_reminded_at',
        trx.raw(`payment_due_at - make_interval(hours => ?) <= now() as due_soon`, [PAYMENT_REMINDER_HOURS_BEFORE]),
        trx.raw('payment_due_at <= now() as past'),
      );
    if (!row || row.payment_status !== 'UNPAID' || row.payment_reminded_at || row.past) return 'skipped';
    if (!row.due_soon) return 'not-due';
    await trx('transactions').where({ id: transactionId }).update({ payment_reminded_at: trx.fn.now() });
    await writeOutbox(trx, 'payment.reminder', { transactionId });
    return 'reminded';
  });
}
