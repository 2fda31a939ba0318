import { AppError, forbidden } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import {
  SESSION_RULES,
  type AttendanceAnswer,
  type SessionParty,
  type SessionStatus,
  type SessionView,
} from '../../core/lessons/sessions.ts';
import { DEFAULT_TIME_ZONE, isTimeZone, isoInZone, type TimeZone } from '../../core/lessons/time-zones.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { partyOf, loadTransaction, type TransactionRow } from '../transactions/transaction-record.ts';

// The lesson_sessions row as the session use cases read it, and how one becomes the JSON the
// transaction pages and chats show (times in the viewer's zone).

export type SessionRow = {
  id: string;
  transaction_id: string;
  tutor_id: string;
  starts_at: Date;
  ends_at: Date;
  status: SessionStatus;
  proposed_by: SessionParty;
  reschedule_starts_at: Date | null;
  reschedule_ends_at: Date | null;
  reschedule_by: SessionParty | null;
  tutor_attendance: AttendanceAnswer | null;
  customer_attendance: AttendanceAnswer | null;
};

const SESSION_COLUMNS = [
  'id',
  'transaction_id',
  'tutor_id',
  'starts_at',
  'ends_at',
  'status',
  'proposed_by',
  'reschedule_starts_at',
  'reschedule_ends_at',
  'reschedule_by',
  'tutor_attendance',
  'customer_attendance',
] as const;

/** The statuses that hold the tutor's time (the exclusion constraint's) and count against the hours paid. */
export const LIVE_STATUSES: readonly SessionStatus[] = ['PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED'];

/** Postgres' exclusion_violation: `lesson_sessions_no_overlap` refused a range. */
const EXCLUSION_VIOLATION = '23P01';

/** Runs a write that may collide with another live session of the tutor, concurrent ones included, as the clear 409. */
export async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw new AppError('CONFLICT', M.overlap);
    throw error;
  }
}

const minutesBetween = (from: Date, to: Date): number => Math.round((to.getTime() - from.getTime()) / 60_000);

/** Inside the notice: a move now can only be by agreement, and the record says so. */
export const isLateMove = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() < SESSION_RULES.rescheduleNoticeHours * 3_600_000;

export function toSessionView(row: SessionRow, zone: TimeZone, now: Date): SessionView {
  return {
    id: row.id,
    startsAt: isoInZone(row.starts_at, zone),
    durationMinutes: minutesBetween(row.starts_at, row.ends_at),
    status: row.status,
    proposedBy: row.proposed_by,
    reschedule:
      row.reschedule_starts_at && row.reschedule_ends_at && row.reschedule_by
        ? {
            startsAt: isoInZone(row.reschedule_starts_at, zone),
            durationMinutes: minutesBetween(row.reschedule_starts_at, row.reschedule_ends_at),
            proposedBy: row.reschedule_by,
            late: isLateMove(row.starts_at, now),
          }
        : null,
    attendance: { tutor: row.tutor_attendance, customer: row.customer_attendance },
  };
}

/** The zone a user enters and reads lesson times in. */
export async function zoneOf(db: Db | Trx, userId: string): Promise<TimeZone> {
  const row = await db('users').where({ id: userId }).first<{ time_zone: string } | undefined>('time_zone');
  return row && isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
}

export async function dbNow(db: Db | Trx): Promise<Date> {
  const result = await db.raw<{ rows: { now: Date }[] }>('select now() as now');
  return result.rows[0]?.now ?? new Date();
}

/** A transaction's sessions, by time; DECLINED and CANCELLED ones too, so the history shows what was asked. */
export async function sessionRowsOf(db: Db | Trx, transactionId: string): Promise<SessionRow[]> {
  return db('lesson_sessions')
    .where({ transaction_id: transactionId })
    .orderBy([
      { column: 'starts_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select(...SESSION_COLUMNS);
}

/**
 * Loads and locks a session and its transaction and says which side the viewer is: an unknown id is 404, a
 * session of someone else's transaction 403 'Akses Ditolak', as for transactions. Admins watch, they
 * do not take a side.
 */
export async function loadSessionFor(
  trx: Trx,
  sessionId: string,
  viewer: Actor,
): Promise<{ session: SessionRow; transaction: TransactionRow; side: SessionParty }> {
  const notFound = () => new AppError('NOT_FOUND', M.notFound);
  if (!isUuid(sessionId)) throw notFound();
  const found = await trx('lesson_sessions').where({ id: sessionId }).first<{ transaction_id: string } | undefined>('transaction_id');
  if (!found) throw notFound();
  // The transaction first, then the session: the order every session write takes its locks in.
  const transaction = await loadTransaction(trx, found.transaction_id, { lock: true });
  const session = await trx('lesson_sessions')
    .where({ id: sessionId })
    .forUpdate()
    .first<SessionRow>(...SESSION_COLUMNS);
  const party = partyOf(transaction, viewer);
  if (party !== 'tutor' && party !== 'customer') throw forbidden();
  return { session, transaction, side: party };
}

/** Minutes the transaction's live sessions hold, `except` one being moved; compared with the hours paid. */
export async function bookedMinutes(trx: Trx, transactionId: string, except?: string): Promise<number> {
  const query = trx('lesson_sessions').where({ transaction_id: transactionId }).whereIn('status', LIVE_STATUSES);
  if (except) query.whereNot({ id: except });
  const row = await query.first<{ minutes: string | null }>(trx.raw('sum(extract(epoch from ends_at - starts_at) / 60) as minutes'));
  return Number(row.minutes ?? 0);
}

export const otherSide = (side: SessionParty): SessionParty => (side === 'tutor' ? 'customer' : 'tutor');

/** A paid class still to be taught: the only one whose sessions can be set or moved. */
export function requireSchedulable(transaction: TransactionRow): void {
  if (transaction.payment_status !== 'PAID' || transaction.class_status !== 'IN_PROGRESS') throw new AppError('CONFLICT', M.notPaid);
}
