import type { Db } from '../../infra/db.ts';
import type { Viewer } from '../bookings/transaction-record.ts';
import { decideProof } from './decide-proof.ts';
import type { ProofDecisionResult } from '../../core/transactions/views.ts';

/** The proof does not show the transfer: back to UNPAID, the reason shown, a new upload allowed. */
export function rejectProof(deps: { db: Db }, viewer: Viewer, proofId: string, reason: string): Promise<ProofDecisionResult> {
  return decideProof(deps, viewer, proofId, { action: 'rejectProof', reason });
}
