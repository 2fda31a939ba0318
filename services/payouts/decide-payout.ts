import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { decidePayout as decide, type PayoutAction } from '../../core/transactions/payout-machine.ts';
import type { PayoutStatus } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { requireRole } from '../accounts/require-role.ts';
import type { PayoutDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

const payoutNotFound = () => new AppError('NOT_FOUND', M.payoutNotFound);

/**
 * An admin moves a payout on. The payout row is locked and its status decided again, so of two
 * admins acting at once exactly one wins; the other gets 409 'Sudah diproses oleh admin lain.'
 */
export async function decidePayoutAsAdmin(
  deps: { db: Db },
  viewer: Actor,
  payoutId: string,
  verdict: { action: Exclude<PayoutAction, 'reject'> } | { action: 'reject'; reason: string },
): Promise<PayoutDecisionResult> {
  requireRole(viewer, 'admin');
  if (!isUuid(payoutId)) throw payoutNotFound();
  return deps.db.transaction(async (trx) => {
    const payout = await trx('payouts')
      .where({ id: payoutId })
      .forUpdate()
      .first<{ id: string; transaction_id: string; status: PayoutStatus } | undefined>('id', 'transaction_id', 'status');
    if (!payout) throw payoutNotFound();
    const status = decide(payout.status, verdict.action, 'admin');
    const now = trx.fn.now();
    const columns =
      verdict.action === 'markPaid'
        ? { status, paid_at: now }
        : { status, decided_by: viewer.id, decided_at: now, ...(verdict.action === 'reject' ? { reason: verdict.reason } : {}) };
    await trx('payouts').where({ id: payout.id }).update(columns);
    await writeAudit(trx, {
      actorId: viewer.id,
      action: `payout.${verdict.action === 'markPaid' ? 'mark_paid' : verdict.action}`,
      entity: 'payout',
      entityId: payout.id,
      before: { status: payout.status },
      after: { status, ...(verdict.action === 'reject' ? { reason: verdict.reason } : {}) },
    });
    await writeOutbox(trx, 'payout.decided', { payoutId: payout.id, transactionId: payout.transaction_id, status });
    return { payoutId: payout.id, transactionId: payout.transaction_id, status };
  });
}
