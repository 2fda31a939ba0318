import type { SessionView } from '../../core/lessons/sessions.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { loadTransactionFor } from '../transactions/transaction-record.ts';
import { sessionViewsOf } from '../transactions/transaction-sessions.ts';

/** A transaction's sessions for its customer, its tutor or an admin, times in the viewer's zone. */
export async function listSessions(db: Db, viewer: Actor, transactionId: string): Promise<SessionView[]> {
  const { row } = await loadTransactionFor(db, transactionId, viewer, ['customer', 'tutor', 'admin']);
  return sessionViewsOf(db, row.id, viewer.id);
}
