// The payment deadline's timing (docs/product.md#payment-deadline): a reminder this many hours
// before a transaction's payment_due_at, and the job ids of its two moments. The ids carry the
// deadline, so a moved deadline gets jobs of its own while BullMQ ignores a second add of the same.

export const PAYMENT_REMINDER_HOURS_BEFORE = 3;

const HOUR_MS = 3_600_000;

export const reminderAt = (dueAt: Date): Date => new Date(dueAt.getTime() - PAYMENT_REMINDER_HOURS_BEFORE * HOUR_MS);

export type DeadlineJobName = 'payment-remind' | 'payment-expire';

export const deadlineJobId = (name: DeadlineJobName, transactionId: string, dueAt: Date): string =>
  `${name}-${transactionId}-${dueAt.getTime()}`;

/**
 * An UNPAID transaction past its deadline counts as EXPIRED for the customer's next step at once,
 * before its job stores it (a job a moment late, or lost until the sweep): no proof is taken then.
 */
export function isPastDeadline(state: { payment: string }, dueAt: Date, now: Date): boolean {
  return state.payment === 'UNPAID' && dueAt.getTime() <= now.getTime();
}
