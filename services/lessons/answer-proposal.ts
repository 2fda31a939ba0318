import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import { SESSION_NOTE_MAX } from '../../core/lessons/session.schema.ts';
import type { SessionView } from '../../core/lessons/sessions.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { loadTransactionFor } from '../transactions/transaction-record.ts';
import { listSessions } from './list-sessions.ts';
import { dbNow, requireSchedulable } from './session-record.ts';

/**
 * The customer answers every PROPOSED session of the transaction at once: accept → CONFIRMED
 * (one `session.confirmed` each, which arms that session's reminders), or "other times" →
 * DECLINED, with an optional note, and the tutor proposes again. A proposal whose first session has
 * meanwhile begun can no longer be accepted: it is a time in the past.
 */
export async function answerProposal(
  deps: { db: Db },
  viewer: Actor,
  transactionId: string,
  input: { accept: boolean; note?: string },
): Promise<{ message: string; sessions: SessionView[] }> {
  const note = typeof input.note === 'string' && input.note.trim() !== '' ? input.note.trim() : null;
  if (note !== null && (note.length > SESSION_NOTE_MAX || note.includes('\u0000'))) throw new AppError('VALIDATION', M.noteTooLong);
  await deps.db.transaction(async (trx) => {
    const { row, party } = await loadTransactionFor(trx, transactionId, viewer, ['tutor', 'customer', 'admin'], { lock: true });
    if (party !== 'customer') throw new AppError('FORBIDDEN', M.onlyCustomerAnswers);
    requireSchedulable(row);
    const proposed: { id: string; starts_at: Date }[] = await trx('lesson_sessions')
      .where({ transaction_id: row.id, status: 'PROPOSED' })
      .orderBy('starts_at')
      .forUpdate()
      .select('id', 'starts_at');
    if (proposed.length === 0) throw new AppError('CONFLICT', M.nothingToAnswer);
    const ids = proposed.map((session) => session.id);
    if (input.accept) {
      const now = await dbNow(trx);
      if (proposed.some((session) => session.starts_at <= now)) throw new AppError('UNPROCESSABLE', M.inPast);
      await trx('lesson_sessions').whereIn('id', ids).update({ status: 'CONFIRMED' });
      for (const id of ids) await writeOutbox(trx, 'session.confirmed', { transactionId: row.id, sessionId: id });
    } else {
      await trx('lesson_sessions').whereIn('id', ids).update({ status: 'DECLINED', decline_note: note });
      await writeOutbox(trx, 'session.declined', { transactionId: row.id });
    }
  });
  return { message: input.accept ? M.accepted : M.declined, sessions: await listSessions(deps.db, viewer, transactionId) };
}
