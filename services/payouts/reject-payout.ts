import type { Db } from '../../infra/db.ts';
import type { Viewer } from '../bookings/transaction-record.ts';
import { decidePayoutAsAdmin } from './decide-payout.ts';
import type { PayoutDecisionResult } from '../../core/transactions/views.ts';

/** REQUESTED | APPROVED → REJECTED with a reason for the tutor, who may then ask again. */
export function rejectPayout(deps: { db: Db }, viewer: Viewer, payoutId: string, reason: string): Promise<PayoutDecisionResult> {
  return decidePayoutAsAdmin(deps, viewer, payoutId, { action: 'reject', reason });
}
