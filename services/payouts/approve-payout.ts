import type { Db } from '../../infra/db.ts';
import type { Viewer } from '../bookings/transaction-record.ts';
import { decidePayoutAsAdmin } from './decide-payout.ts';
import type { PayoutDecisionResult } from '../../core/transactions/views.ts';

/** REQUESTED → APPROVED: the admin agrees; the transfer follows ('mark-paid'). */
export function approvePayout(deps: { db: Db }, viewer: Viewer, payoutId: string): Promise<PayoutDecisionResult> {
  return decidePayoutAsAdmin(deps, viewer, payoutId, { action: 'approve' });
}
