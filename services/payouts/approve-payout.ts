import type { Db } from '../../infra/db.ts';
import { decidePayoutAsAdmin } from './decide-payout.ts';
import type { PayoutDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** REQUESTED → APPROVED: the admin agrees; the transfer follows ('mark-paid'). */
export function approvePayout(deps: { db: Db }, viewer: Actor, payoutId: string): Promise<PayoutDecisionResult> {
  return decidePayoutAsAdmin(deps, viewer, payoutId, { action: 'approve' });
}
