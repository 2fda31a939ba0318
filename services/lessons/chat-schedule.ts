import type { Actor } from '../../core/accounts/actor.ts';
import type { ScheduleClass } from '../../core/chat/lesson-chat-texts.ts';
import { SESSION_RULES, type SessionParty, type SessionStatus } from '../../core/lessons/sessions.ts';
import { DEFAULT_TIME_ZONE, isTimeZone, type TimeZone } from '../../core/lessons/time-zones.ts';
import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import { shortCodeRange } from '../../core/whatsapp/short-codes.ts';
import type { Db } from '../../infra/db.ts';
import { customerNameForTutor, customerTransactionLink, tutorTransactionLink } from '../transactions/transaction-notification.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';

// What /jadwal and JADWAL show (docs/product.md#lessons-in-the-chat): the viewer's paid classes
// still to be taught, each with its hours paid and scheduled and its sessions, in the viewer's
// zone. Read only: every change goes through the session use cases, which decide again.

/** At most this many classes in one chat message; the rest stay on the web's transaction pages. */
export const CHAT_SCHEDULE_MAX = 10;

const LIVE: readonly SessionStatus[] = ['PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED'];

type SessionRow = {
  id: string;
  transaction_id: string;
  starts_at: Date;
  ends_at: Date;
  status: SessionStatus;
  reschedule_by: SessionParty | null;
};

export async function viewerZone(db: Db, userId: string): Promise<TimeZone> {
  const row = await db('users').where({ id: userId }).first<{ time_zone: string } | undefined>('time_zone');
  return isTimeZone(row?.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
}

export async function listChatSchedule(
  db: Db,
  viewer: Actor,
  now: Date = new Date(),
): Promise<{ zone: TimeZone; classes: ScheduleClass[] }> {
  const column = viewer.role === 'tutor' ? 'transactions.tutor_id' : 'transactions.customer_id';
  const rows = await db('transactions')
    .join('tutors', 'tutors.id', 'transactions.tutor_id')
    .where(column, viewer.id)
    .where({ payment_status: 'PAID', class_status: 'IN_PROGRESS' })
    .orderBy('transactions.paid_at', 'desc')
    .limit(CHAT_SCHEDULE_MAX)
    .select<(TransactionRow & { tutor_name: string })[]>('transactions.*', 'tutors.name as tutor_name');
  const sessions: SessionRow[] = rows.length
    ? await db('lesson_sessions')
        .whereIn(
          'transaction_id',
          rows.map((row) => row.id),
        )
        .whereIn('status', LIVE)
        .orderBy('starts_at')
        .select('id', 'transaction_id', 'starts_at', 'ends_at', 'status', 'reschedule_by')
    : [];
  const classes = rows.map((row): ScheduleClass => {
    const own = sessions.filter((session) => session.transaction_id === row.id);
    const minutes = (session: SessionRow) => Math.round((session.ends_at.getTime() - session.starts_at.getTime()) / 60_000);
    return {
      id: row.id,
      otherName: viewer.role === 'tutor' ? customerNameForTutor(row) : maskContactDetails(row.tutor_name),
      subjects: row.subjects,
      paidMinutes: row.duration_hours * 60,
      scheduledMinutes: own.reduce((sum, session) => sum + minutes(session), 0),
      sessions: own.map((session) => ({
        id: session.id,
        startsAt: session.starts_at,
        durationMinutes: minutes(session),
        status: session.status,
        rescheduleBy: session.reschedule_by,
        canMove: session.status === 'CONFIRMED' && session.reschedule_by === null && session.starts_at > now,
      })),
    };
  });
  return { zone: await viewerZone(db, viewer.id), classes };
}

/** Whether a class still has hours to schedule: what the tutor's /jadwal offers to propose. */
export const needsSessions = (item: ScheduleClass): boolean => item.scheduledMinutes + SESSION_RULES.minMinutes <= item.paidMinutes;

/** One of the viewer's own sessions (as tutor or customer), by the code a WhatsApp keyword names. */
export async function findSessionByCode(db: Db, viewer: Actor, code: string): Promise<string | null> {
  const { lo, hi } = shortCodeRange(code);
  const column = viewer.role === 'tutor' ? 'transactions.tutor_id' : 'transactions.customer_id';
  const ids: string[] = await db('lesson_sessions')
    .join('transactions', 'transactions.id', 'lesson_sessions.transaction_id')
    .where(column, viewer.id)
    .whereBetween('lesson_sessions.id', [lo, hi])
    .limit(2)
    .pluck('lesson_sessions.id');
  return ids.length === 1 ? ids[0]! : null;
}

/** The open dispute of a session the viewer is a side of, and where its web page is for them. */
export async function openDisputeOf(
  db: Db,
  sessionId: string,
  viewer: Actor,
  appUrl: string,
): Promise<{ id: string; pageUrl: string } | null> {
  const row = await db('lesson_disputes')
    .join('transactions', 'transactions.id', 'lesson_disputes.transaction_id')
    .where({ 'lesson_disputes.session_id': sessionId, 'lesson_disputes.status': 'OPEN' })
    .where((query) => query.where('transactions.tutor_id', viewer.id).orWhere('transactions.customer_id', viewer.id))
    .first<{ id: string; transaction_id: string; tutor_id: string } | undefined>(
      'lesson_disputes.id',
      'lesson_disputes.transaction_id',
      'transactions.tutor_id',
    );
  if (!row) return null;
  const link = row.tutor_id === viewer.id ? tutorTransactionLink : customerTransactionLink;
  return { id: row.id, pageUrl: link(appUrl, row.transaction_id) };
}
