import type { Db } from '../../infra/db.ts';
import { decideProof } from './decide-proof.ts';
import type { ProofDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** The proof does not show the transfer: back to UNPAID, the reason shown, a new upload allowed. */
export function rejectProof(deps: { db: Db }, viewer: Actor, proofId: string, reason: string): Promise<ProofDecisionResult> {
  return decideProof(deps, viewer, proofId, { action: 'rejectProof', reason });
}
