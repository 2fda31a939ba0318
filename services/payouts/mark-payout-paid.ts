import type { Db } from '../../infra/db.ts';
import { decidePayoutAsAdmin } from './decide-payout.ts';
import type { PayoutDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** APPROVED → DONE: the money has been transferred to the tutor's account. */
export function markPayoutPaid(deps: { db: Db }, viewer: Actor, payoutId: string): Promise<PayoutDecisionResult> {
  return decidePayoutAsAdmin(deps, viewer, payoutId, { action: 'markPaid' });
}
