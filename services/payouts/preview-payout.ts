import type { PayoutPreview } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { payoutEligibility } from './payout-eligibility.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** The 'Ajukan Pencairan' dialog: amount, admin fee, net and the account it would go to (null: none set). */
export async function previewPayout(
  deps: { db: Db; payoutAdminFee: number },
  viewer: Actor,
  transactionId: string,
): Promise<PayoutPreview> {
  const { preview } = await payoutEligibility(deps.db, viewer, transactionId, deps.payoutAdminFee);
  return preview;
}
