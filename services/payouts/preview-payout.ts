import type { PayoutPreview } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import type { Viewer } from '../bookings/transaction-record.ts';
import { payoutEligibility } from './payout-eligibility.ts';

/** The 'Ajukan Pencairan' dialog: amount, admin fee, net and the account it would go to (null: none set). */
export async function previewPayout(deps: { db: Db; payoutAdminFee: number }, viewer: Viewer, transactionId: string): Promise<PayoutPreview> {
  const { preview } = await payoutEligibility(deps.db, viewer, transactionId, deps.payoutAdminFee);
  return preview;
}
