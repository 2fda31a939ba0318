import type { Db } from '../../infra/db.ts';
import { decideProof } from './decide-proof.ts';
import type { ProofDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** The transfer arrived: PROOF_SUBMITTED → PAID, and the contacts are revealed to both sides. */
export function approveProof(deps: { db: Db }, viewer: Actor, proofId: string): Promise<ProofDecisionResult> {
  return decideProof(deps, viewer, proofId, { action: 'approveProof' });
}
