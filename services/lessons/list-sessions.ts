import type { SessionView } from '../../core/lessons/sessions.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { loadTransactionFor } from '../transactions/transaction-record.ts';
import { dbNow, sessionRowsOf, toSessionView, zoneOf } from './session-record.ts';

/** A transaction's sessions for its customer, its tutor or an admin, times in the viewer's zone. */
export async function listSessions(db: Db, viewer: Actor, transactionId: string): Promise<SessionView[]> {
  const { row } = await loadTransactionFor(db, transactionId, viewer, ['customer', 'tutor', 'admin']);
  const [rows, zone, now] = await Promise.all([sessionRowsOf(db, row.id), zoneOf(db, viewer.id), dbNow(db)]);
  return rows.map((session) => toSessionView(session, zone, now));
}
