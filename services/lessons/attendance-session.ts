import { AppError, forbidden } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as M } from '../../core/lessons/attendance-messages.ts';
import type { AttendanceAnswer, SessionParty, SessionStatus, SessionView } from '../../core/lessons/sessions.ts';
import { DEFAULT_TIME_ZONE, isTimeZone, isoInZone, type TimeZone } from '../../core/lessons/time-zones.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { loadTransaction, partyOf, type TransactionRow } from '../transactions/transaction-record.ts';

// A session as attendance, its jobs and disputes read it. Locks are taken transaction first, then
// session, the order every session write takes them in, so two writers never deadlock.

export type AttendanceSessionRow = {
  id: string;
  transaction_id: string;
  tutor_id: string;
  starts_at: Date;
  ends_at: Date;
  status: SessionStatus;
  proposed_by: SessionParty;
  tutor_attendance: AttendanceAnswer | null;
  customer_attendance: AttendanceAnswer | null;
  done_reason: 'both' | 'silence' | 'admin' | null;
};

const COLUMNS = [
  'id',
  'transaction_id',
  'tutor_id',
  'starts_at',
  'ends_at',
  'status',
  'proposed_by',
  'tutor_attendance',
  'customer_attendance',
  'done_reason',
] as const;

export const sessionNotFound = () => new AppError('NOT_FOUND', M.sessionNotFound);

/** The transaction and the session, both locked; null when the session does not exist. */
export async function lockSession(
  trx: Trx,
  sessionId: string,
): Promise<{ session: AttendanceSessionRow; transaction: TransactionRow } | null> {
  if (!isUuid(sessionId)) return null;
  const found = await trx('lesson_sessions').where({ id: sessionId }).first<{ transaction_id: string } | undefined>('transaction_id');
  if (!found) return null;
  const transaction = await loadTransaction(trx, found.transaction_id, { lock: true });
  const session = await trx('lesson_sessions')
    .where({ id: sessionId })
    .forUpdate()
    .first<AttendanceSessionRow>(...COLUMNS);
  return { session, transaction };
}

/** Locks the session for one of its two sides: 404 unknown, 403 anyone else (admins decide disputes, they do not answer). */
export async function lockSessionFor(
  trx: Trx,
  sessionId: string,
  viewer: Actor,
): Promise<{ session: AttendanceSessionRow; transaction: TransactionRow; side: SessionParty }> {
  const locked = await lockSession(trx, sessionId);
  if (!locked) throw sessionNotFound();
  const party = partyOf(locked.transaction, viewer);
  if (party !== 'tutor' && party !== 'customer') throw forbidden();
  return { ...locked, side: party };
}

/** The zone a user reads lesson times in. */
export async function userZone(db: Db | Trx, userId: string): Promise<TimeZone> {
  const row = await db('users').where({ id: userId }).first<{ time_zone: string } | undefined>('time_zone');
  return row && isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
}

export const partyUserId = (transaction: Pick<TransactionRow, 'customer_id' | 'tutor_id'>, party: SessionParty): string =>
  party === 'tutor' ? transaction.tutor_id : transaction.customer_id;

/** The session as its JSON shows it, in `zone`; a pending move is the sessions part's, read fresh. */
export async function attendanceSessionView(db: Db | Trx, sessionId: string, zone: TimeZone): Promise<SessionView> {
  const row = await db('lesson_sessions')
    .where({ id: sessionId })
    .first<
      AttendanceSessionRow & { reschedule_starts_at: Date | null; reschedule_ends_at: Date | null; reschedule_by: SessionParty | null }
    >(...COLUMNS, 'reschedule_starts_at', 'reschedule_ends_at', 'reschedule_by');
  const minutes = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);
  return {
    id: row.id,
    startsAt: isoInZone(row.starts_at, zone),
    durationMinutes: minutes(row.starts_at, row.ends_at),
    status: row.status,
    proposedBy: row.proposed_by,
    reschedule:
      row.reschedule_starts_at && row.reschedule_ends_at && row.reschedule_by
        ? {
            startsAt: isoInZone(row.reschedule_starts_at, zone),
            durationMinutes: minutes(row.reschedule_starts_at, row.reschedule_ends_at),
            proposedBy: row.reschedule_by,
            late: row.starts_at.getTime() - Date.now() < 12 * 3_600_000,
          }
        : null,
    attendance: { tutor: row.tutor_attendance, customer: row.customer_attendance },
  };
}
