import { NOTICE_PARTIES, noticeMoment, silenceCountsAt, type LessonNoticeKind } from '../../core/lessons/lesson-moments.ts';
import { SESSION_RULES, type SessionParty } from '../../core/lessons/sessions.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';
import { lockSession, partyUserId, type AttendanceSessionRow } from './attendance-session.ts';
import { zoneOf } from '../transactions/transaction-sessions.ts';

// One message of a confirmed session's jobs to one side (docs/product.md#lesson-reminders): the
// 24 h and 1 h reminders, the attendance prompt at the end, the customer's silence warning. Under
// the row lock and recorded in lesson_session_notices per start time, so it is sent once however
// often its job or the sweep runs, a moved session (new starts_at) is told again for its new time,
// and a job of the old time finds the row moved and does nothing.

export type NoticeOutcome = 'sent' | 'not-due' | 'moved' | 'too-late' | 'skipped';

const HOUR_MS = 3_600_000;
const SENT_COLUMN: Record<LessonNoticeKind, string> = {
  'remind-24h': 'reminded_24h_at',
  'remind-1h': 'reminded_1h_at',
  prompt: 'prompted_at',
  'silence-warning': 'silence_warned_at',
};

export async function sendLessonNotice(
  db: Db,
  kind: LessonNoticeKind,
  party: SessionParty,
  sessionId: string,
  options: { now: Date; startsAt?: Date },
): Promise<NoticeOutcome> {
  const { now } = options;
  return db.transaction(async (trx) => {
    const locked = await lockSession(trx, sessionId);
    if (!locked || !NOTICE_PARTIES[kind].includes(party)) return 'skipped';
    const { session, transaction } = locked;
    if (options.startsAt && options.startsAt.getTime() !== session.starts_at.getTime()) return 'moved';
    if (session.status !== 'CONFIRMED' || transaction.payment_status !== 'PAID' || transaction.class_status !== 'IN_PROGRESS')
      return 'skipped';
    const zone = await zoneOf(trx, partyUserId(transaction, party));
    if (now.getTime() < noticeMoment(kind, { startsAt: session.starts_at, endsAt: session.ends_at }, zone).getTime()) return 'not-due';
    const stillUseful = usefulNow(kind, party, session, now);
    if (stillUseful !== true) return stillUseful;
    const inserted = await trx('lesson_session_notices')
      .insert({ session_id: session.id, kind, party, starts_at: session.starts_at })
      .onConflict(['session_id', 'kind', 'party', 'starts_at'])
      .ignore()
      .returning('kind');
    if (inserted.length === 0) return 'skipped';
    await trx('lesson_sessions')
      .where({ id: session.id })
      .update({ [SENT_COLUMN[kind]]: trx.raw(`coalesce(??, now())`, [SENT_COLUMN[kind]]) });
    await writeNoticeEvent(trx, kind, party, transaction, session.id);
    return 'sent';
  });
}

/** A reminder after its use (the 24 h one inside the last hour, the 1 h one after the start), a question already answered: not sent. */
function usefulNow(kind: LessonNoticeKind, party: SessionParty, session: AttendanceSessionRow, now: Date): true | 'too-late' | 'skipped' {
  const starts = session.starts_at.getTime();
  switch (kind) {
    case 'remind-24h':
      return now.getTime() < starts - SESSION_RULES.reminderHoursBefore[1] * HOUR_MS ? true : 'too-late';
    case 'remind-1h':
      return now.getTime() < starts ? true : 'too-late';
    case 'prompt':
      return session[party === 'tutor' ? 'tutor_attendance' : 'customer_attendance'] === null ? true : 'skipped';
    case 'silence-warning':
      if (session.customer_attendance !== null) return 'skipped';
      return now.getTime() < silenceCountsAt(session.ends_at).getTime() ? true : 'too-late';
  }
}

async function writeNoticeEvent(trx: Trx, kind: LessonNoticeKind, party: SessionParty, transaction: TransactionRow, sessionId: string) {
  const ids = { transactionId: transaction.id, sessionId };
  switch (kind) {
    case 'remind-24h':
    case 'remind-1h':
      return writeOutbox(trx, 'session.reminder', { ...ids, party, hours: kind === 'remind-24h' ? '24' : '1' });
    case 'prompt':
      return writeOutbox(trx, 'session.attendance_requested', { ...ids, party });
    case 'silence-warning':
      return writeOutbox(trx, 'session.silence_warning', ids);
  }
}
