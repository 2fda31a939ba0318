import {
  SESSION_RULES,
  type AttendanceAnswer,
  type SessionParty,
  type SessionStatus,
  type SessionView,
} from '../../core/lessons/sessions.ts';
import { DEFAULT_TIME_ZONE, isTimeZone, isoInZone, type TimeZone } from '../../core/lessons/time-zones.ts';
import type { PaymentStatus } from '../../core/transactions/statuses.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { sessionExtrasOf, type SessionExtras } from './session-extras.ts';

// A transaction's lesson sessions as its pages and chats show them, times in the viewer's zone
// (docs/product.md#lesson-sessions). Here, below services/lessons/, because the transaction views
// carry them; the session use cases read the rows through this too.

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

export const SESSION_COLUMNS = [
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

const minutesBetween = (from: Date, to: Date): number => Math.round((to.getTime() - from.getTime()) / 60_000);

/** Inside the notice: a move now can only be by agreement, and the record says so. */
export const isLateMove = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() < SESSION_RULES.rescheduleNoticeHours * 3_600_000;

export function toSessionView(row: SessionRow, zone: TimeZone, now: Date, extras: SessionExtras): SessionView {
  return {
    ...extras,
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
    ended: row.ends_at.getTime() <= now.getTime(),
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

/** The viewer's side of the transaction: null for anyone else (an admin reading along). */
async function partyIn(db: Db | Trx, transactionId: string, viewerId: string): Promise<SessionParty | null> {
  const row = await db('transactions')
    .where({ id: transactionId })
    .first<{ tutor_id: string; customer_id: string } | undefined>('tutor_id', 'customer_id');
  if (row?.tutor_id === viewerId) return 'tutor';
  return row?.customer_id === viewerId ? 'customer' : null;
}

/**
 * Sessions are proposed only once paid (requireSchedulable) and stay through a refund: any other
 * transaction has none, so its page skips their reads (a proof's answer keeps its round trips).
 */
export const mayHaveSessions = (payment: PaymentStatus): boolean =>
  payment === 'PAID' || payment === 'REFUND_REQUESTED' || payment === 'REFUNDED';

/** The sessions of a transaction as `viewerId` reads them. */
export async function sessionViewsOf(db: Db | Trx, transactionId: string, viewerId: string): Promise<SessionView[]> {
  const [rows, zone, now, party] = await Promise.all([
    sessionRowsOf(db, transactionId),
    zoneOf(db, viewerId),
    dbNow(db),
    partyIn(db, transactionId, viewerId),
  ]);
  const extras = await sessionExtrasOf(
    db,
    rows.map((row) => row.id),
    party,
    zone,
  );
  return rows.map((session) => toSessionView(session, zone, now, extras.get(session.id)!));
}

/** One session as `viewerId` reads it, after a write to it. */
export async function sessionViewOf(db: Db | Trx, row: SessionRow, viewerId: string, zone: TimeZone, now: Date): Promise<SessionView> {
  const party = await partyIn(db, row.transaction_id, viewerId);
  const extras = await sessionExtrasOf(db, [row.id], party, zone);
  return toSessionView(row, zone, now, extras.get(row.id)!);
}
