import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { TutorTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { getTutorTransaction } from '../transactions/get-tutor-transaction.ts';
import { bankAccountRequired, payoutEligibility } from './payout-eligibility.ts';
import type { Actor } from '../../core/accounts/actor.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * 'Minta Pencairan': PAID + DONE + no open payout → a REQUESTED payout with a snapshot of the
 * tutor's account and the fee it carries. The transaction's row lock serialises two clicks; the
 * one-open-payout index is the last word should anything else slip through.
 */
export async function requestPayout(
  deps: { db: Db; payoutAdminFee: number },
  viewer: Actor,
  transactionId: string,
): Promise<{ message: string; transaction: TutorTransaction }> {
  await deps.db.transaction(async (trx) => {
    const { row, preview } = await payoutEligibility(trx, viewer, transactionId, deps.payoutAdminFee, { lock: true });
    if (!preview.bankAccount) throw bankAccountRequired();
    let payoutId: string;
    try {
      const [inserted] = await trx('payouts')
        .insert({
          tutor_id: row.tutor_id,
          transaction_id: row.id,
          amount: preview.amount,
          admin_fee: preview.adminFee,
          net_amount: preview.net,
          bank_account: preview.bankAccount,
        })
        .returning<{ id: string }[]>('id');
      if (!inserted) throw new Error('payout insert returned no id');
      payoutId = inserted.id;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', M.payoutExists);
      throw error;
    }
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'payout.request',
      entity: 'payout',
      entityId: payoutId,
      before: null,
      after: { status: 'REQUESTED', amount: preview.amount, adminFee: preview.adminFee, net: preview.net },
    });
    await writeOutbox(trx, 'payout.requested', { payoutId, transactionId: row.id });
  });
  return { message: M.payoutRequested, transaction: await getTutorTransaction(deps, viewer, transactionId) };
}
