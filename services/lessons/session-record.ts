import { AppError, forbidden } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import type { SessionParty, SessionStatus } from '../../core/lessons/sessions.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Trx } from '../../infra/db.ts';
import { partyOf, loadTransaction, type TransactionRow } from '../transactions/transaction-record.ts';
import { SESSION_COLUMNS, type SessionRow } from '../transactions/transaction-sessions.ts';

// The attendance side reads rows and zones through here (the merge of issue 43 moved them).
export { sessionRowsOf, sessionViewOf, zoneOf, type SessionRow } from '../transactions/transaction-sessions.ts';

// What every session use case asks first (does it exist, whose is it, may it still move) and the
// refusals they share.

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
