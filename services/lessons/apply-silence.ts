import { silenceCountsAt } from '../../core/lessons/lesson-moments.ts';
import type { Db } from '../../infra/db.ts';
import { lockSession } from './attendance-session.ts';
import { markSessionDone } from './finish-session.ts';

// The silence rule (docs/product.md#lesson-attendance): 72 h after a session's end, a customer who
// never answered counts as Ya, if the tutor said Ya. Run by the session's delayed job and by the
// sweep; decided again under the row lock, so a second run, an early one or one for a session
// already answered changes nothing. A tutor who answers Ya later finishes it in answerAttendance.

export type SilenceOutcome = 'done' | 'not-due' | 'waiting-tutor' | 'skipped';

export async function applySilence(db: Db, sessionId: string, now: Date): Promise<SilenceOutcome> {
  return db.transaction(async (trx) => {
    const locked = await lockSession(trx, sessionId);
    if (!locked) return 'skipped';
    const { session, transaction } = locked;
    if (session.status !== 'CONFIRMED' || session.customer_attendance !== null) return 'skipped';
    if (now.getTime() < silenceCountsAt(session.ends_at).getTime()) return 'not-due';
    if (session.tutor_attendance !== 'YES') return 'waiting-tutor';
    await markSessionDone(trx, transaction, session.id, 'silence');
    return 'done';
  });
}
