import { z } from 'zod';
import { text } from '../validation/text.ts';
import { ATTENDANCE_MESSAGES as M, DISPUTE_OUTCOMES, STATEMENT_MAX } from './attendance-messages.ts';
import { ATTENDANCE_ANSWERS } from './sessions.ts';

// The bodies of the attendance and dispute routes (core/contracts/lesson-attendance.contract.ts).

/** POST /api/sessions/:id/attendance. */
export const answerAttendanceSchema = z.object({ answer: z.enum(ATTENDANCE_ANSWERS, { error: M.badAnswer }) });

/** POST /api/disputes/:id/statement. */
export const disputeStatementSchema = z.object({
  statement: text({ error: M.statementEmpty }).trim().min(1, M.statementEmpty).max(STATEMENT_MAX, M.statementTooLong),
});

/** POST /api/admin/disputes/:id/decide: a partial refund names its amount in whole rupiah. */
export const decideDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: M.badOutcome }),
  refundAmount: z.number({ error: M.refundAmountMissing }).int(M.refundAmountMissing).nullish(),
  note: text({ error: M.noteTooLong }).trim().max(STATEMENT_MAX, M.noteTooLong).nullish(),
});

export type DisputeDecisionBody = z.input<typeof decideDisputeSchema>;
