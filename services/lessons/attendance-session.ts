import { AppError, forbidden } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as M } from '../../core/lessons/attendance-messages.ts';
import type { SessionParty, SessionView } from '../../core/lessons/sessions.ts';
import { sessionRowsOf, sessionViewOf, zoneOf, type SessionRow } from '../transactions/transaction-sessions.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { loadTransaction, partyOf, type TransactionRow } from '../transactions/transaction-record.ts';

// A session as attendance, its jobs and disputes read it. Locks are taken transaction first, then
// session, the order every session write takes them in, so two writers never deadlock.

/** The sessions part's row, and how a DONE one finished. */
export type AttendanceSessionRow = SessionRow & { done_reason: 'both' | 'silence' | 'admin' | null };

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
  const session = await trx('lesson_sessions').where({ id: sessionId }).forUpdate().first<AttendanceSessionRow>();
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

export const partyUserId = (transaction: Pick<TransactionRow, 'customer_id' | 'tutor_id'>, party: SessionParty): string =>
  party === 'tutor' ? transaction.tutor_id : transaction.customer_id;

/** The session as the transaction's JSON shows it, in the viewer's zone, read after the caller's changes. */
export async function attendanceSessionView(
  db: Db,
  session: { id: string; transaction_id: string },
  viewerId: string,
  now: Date,
): Promise<SessionView> {
  const [rows, zone] = await Promise.all([sessionRowsOf(db, session.transaction_id), zoneOf(db, viewerId)]);
  const row = rows.find((candidate) => candidate.id === session.id);
  if (!row) throw sessionNotFound();
  return sessionViewOf(db, row, viewerId, zone, now);
}
