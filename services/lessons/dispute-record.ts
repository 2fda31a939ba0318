import { AppError } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as M, type DisputeOutcome } from '../../core/lessons/attendance-messages.ts';
import type { AttendanceAnswer, SessionParty } from '../../core/lessons/sessions.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Db, Trx } from '../../infra/db.ts';

// The lesson_disputes row, and the two questions the payout asks of a transaction's disputes.

export type DisputeRow = {
  id: string;
  session_id: string;
  transaction_id: string;
  opened_by: SessionParty;
  reason: Exclude<AttendanceAnswer, 'YES'>;
  status: 'OPEN' | 'DECIDED';
  customer_statement: string | null;
  tutor_statement: string | null;
  outcome: DisputeOutcome | null;
  refund_amount: number | null;
  decision_note: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export const disputeNotFound = () => new AppError('NOT_FOUND', M.disputeNotFound);

export async function findDispute(db: Db | Trx, disputeId: string): Promise<DisputeRow> {
  if (!isUuid(disputeId)) throw disputeNotFound();
  const row = await db('lesson_disputes').where({ id: disputeId }).first<DisputeRow | undefined>();
  if (!row) throw disputeNotFound();
  return row;
}

export async function hasOpenDispute(db: Db | Trx, transactionId: string): Promise<boolean> {
  return Boolean(await db('lesson_disputes').where({ transaction_id: transactionId, status: 'OPEN' }).first('id'));
}

/** What the customer got back by partial refunds of this transaction's disputes (decision 055). */
export async function partialRefunds(db: Db | Trx, transactionId: string): Promise<number> {
  const [row] = (await db('lesson_disputes')
    .where({ transaction_id: transactionId, outcome: 'PARTIAL_REFUND' })
    .select(db.raw('coalesce(sum(refund_amount), 0)::int as total'))) as { total: number }[];
  return row?.total ?? 0;
}
