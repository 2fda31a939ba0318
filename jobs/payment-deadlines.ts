import { UnrecoverableError, type Queue } from 'bullmq';
import { z } from 'zod';
import { deadlineJobId, reminderAt, type DeadlineJobName } from '../core/transactions/payment-deadline.ts';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import { expireTransaction, type ExpiryDeps } from '../services/payments/expire-transaction.ts';
import { remindPayment } from '../services/payments/remind-payment.ts';

// The payment deadline's two moments as BullMQ delayed jobs in the sweeps queue (docs/product.md#payment-deadline):
// armed when the event that starts or restarts a wait for payment is processed, kept in Redis
// across restarts of any process, each id naming its transaction and deadline so arming twice adds
// nothing. A job only decides again under the row lock; the 'payment-deadlines' sweep does the same
// for any job that was lost, so neither a lost job nor a second run changes the outcome.

export const DEADLINE_JOB_NAMES = ['payment-remind', 'payment-expire'] as const satisfies readonly DeadlineJobName[];

export const isDeadlineJob = (name: string): name is DeadlineJobName => (DEADLINE_JOB_NAMES as readonly string[]).includes(name);

const deadlineJobData = z.object({ transactionId: z.uuid() }).strict();

/** The events after which a transaction waits for its payment: opened, or a proof rejected. */
const ARMING_EVENTS = new Set(['booking.created', 'request.tutor_chosen', 'payment.rejected']);
const transactionPayload = z.object({ transactionId: z.uuid() }).loose();

export type DeadlineDeps = ExpiryDeps & { logger: Logger };

/** Adds the reminder and expiry jobs of a transaction still UNPAID; a due moment runs at once. */
export async function armDeadline(db: Db, queue: Queue, transactionId: string): Promise<void> {
  const row = await db('transactions')
    .where({ id: transactionId })
    .first<{ payment_status: string; payment_due_at: Date; payment_reminded_at: Date | null } | undefined>(
      'payment_status',
      'payment_due_at',
      'payment_reminded_at',
    );
  if (row?.payment_status !== 'UNPAID') return;
  const now = Date.now();
  const job = (name: DeadlineJobName, at: Date) => ({
    name,
    data: { transactionId },
    opts: { jobId: deadlineJobId(name, transactionId, row.payment_due_at), delay: Math.max(0, at.getTime() - now) },
  });
  await queue.addBulk([
    ...(row.payment_reminded_at ? [] : [job('payment-remind', reminderAt(row.payment_due_at))]),
    job('payment-expire', row.payment_due_at),
  ]);
}

/** For the events worker: arms the deadline when `event` starts a wait for payment. */
export function deadlineArmer(db: Db, queue: Queue) {
  return async (event: { type: string; payload: unknown }): Promise<void> => {
    if (!ARMING_EVENTS.has(event.type)) return;
    const payload = transactionPayload.parse(event.payload);
    await armDeadline(db, queue, payload.transactionId);
  };
}

export async function runDeadlineJob(name: DeadlineJobName, data: unknown, deps: DeadlineDeps): Promise<{ outcome: string }> {
  const parsed = deadlineJobData.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`malformed ${name} job`);
  const { transactionId } = parsed.data;
  const outcome = name === 'payment-remind' ? await remindPayment(deps.db, transactionId) : await expireTransaction(deps, transactionId);
  deps.logger.info({ transactionId, outcome }, name);
  return { outcome };
}

const BATCH = 200;

/**
 * The sweep behind the jobs: reminds and expires whatever is due and was missed (a job lost with a
 * Redis flushed or restored). Each row goes through the same use case as its job, in its own
 * transaction, so one failing row holds up no other.
 */
export async function sweepPaymentDeadlines(deps: ExpiryDeps): Promise<{ reminded: number; expired: number }> {
  const { db } = deps;
  const toRemind = (await db('transactions')
    .where({ payment_status: 'UNPAID' })
    .whereNull('payment_reminded_at')
    .whereRaw(`payment_due_at - interval '3 hours' <= now() and payment_due_at > now()`)
    .orderBy('payment_due_at')
    .limit(BATCH)
    .pluck('id')) as string[];
  let reminded = 0;
  for (const id of toRemind) if ((await remindPayment(db, id)) === 'reminded') reminded += 1;
  const toExpire = (await db('transactions')
    .where({ payment_status: 'UNPAID' })
    .whereRaw('payment_due_at <= now()')
    .orderBy('payment_due_at')
    .limit(BATCH)
    .pluck('id')) as string[];
  let expired = 0;
  for (const id of toExpire) if ((await expireTransaction(deps, id)) === 'expired') expired += 1;
  return { reminded, expired };
}
