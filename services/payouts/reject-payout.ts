import type { Db } from '../../infra/db.ts';
import { decidePayoutAsAdmin } from './decide-payout.ts';
import type { PayoutDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** REQUESTED | APPROVED → REJECTED with a reason for the tutor, who may then ask again. */
export function rejectPayout(deps: { db: Db }, viewer: Actor, payoutId: string, reason: string): Promise<PayoutDecisionResult> {
  return decidePayoutAsAdmin(deps, viewer, payoutId, { action: 'reject', reason });
}
