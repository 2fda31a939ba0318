import type { Trx } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';

// A session DONE, and the class DONE once its sessions are (docs/product.md#lesson-attendance).
// Both run inside the caller's transaction, with the transaction and session rows already locked.

export type DoneReason = 'both' | 'silence' | 'admin';

export async function markSessionDone(trx: Trx, transaction: TransactionRow, sessionId: string, reason: DoneReason): Promise<void> {
  await trx('lesson_sessions').where({ id: sessionId }).update({ status: 'DONE', done_at: trx.fn.now(), done_reason: reason });
  await writeOutbox(trx, 'session.done', { transactionId: transaction.id, sessionId });
  await finishClassIfTaught(trx, transaction, reason === 'admin' ? 'admin' : 'system');
}

/**
 * When every live session is DONE and they add up to the hours paid, the class is DONE with the
 * effects 'Tandai Selesai' always had: the tutor's taught hours grow, `class.done` opens the payout.
 */
async function finishClassIfTaught(trx: Trx, transaction: TransactionRow, by: 'system' | 'admin'): Promise<void> {
  if (transaction.payment_status !== 'PAID' || transaction.class_status !== 'IN_PROGRESS') return;
  const [tally] = (await trx('lesson_sessions')
    .where({ transaction_id: transaction.id })
    .whereIn('status', ['PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED'])
    .select(
      trx.raw(`count(*) filter (where status <> 'DONE')::int as open`),
      trx.raw(`coalesce(sum(extract(epoch from ends_at - starts_at) / 60) filter (where status = 'DONE'), 0)::int as minutes`),
    )) as { open: number; minutes: number }[];
  if (!tally || tally.open > 0 || tally.minutes < transaction.duration_hours * 60) return;
  await trx('transactions').where({ id: transaction.id }).update({ class_status: 'DONE', class_done_at: trx.fn.now() });
  await trx('tutors').where({ id: transaction.tutor_id }).increment('hours_taught', transaction.duration_hours);
  await writeAudit(trx, {
    actorId: null,
    action: `transaction.sessionsDone`,
    entity: 'transaction',
    entityId: transaction.id,
    before: { paymentStatus: transaction.payment_status, classStatus: transaction.class_status },
    after: { paymentStatus: transaction.payment_status, classStatus: 'DONE', by },
  });
  await writeOutbox(trx, 'class.done', { transactionId: transaction.id });
}
