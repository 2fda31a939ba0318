import Router from '@koa/router';
import { rejectionSchema } from '../../core/transactions/transaction.schema.ts';
import type { Db } from '../../infra/db.ts';
import { approveProof } from '../../services/payments/approve-proof.ts';
import { completeRefund } from '../../services/payments/complete-refund.ts';
import { listPendingProofs } from '../../services/payments/list-pending-proofs.ts';
import { listRefundRequests } from '../../services/payments/list-refund-requests.ts';
import { rejectProof } from '../../services/payments/reject-proof.ts';
import { approvePayout } from '../../services/payouts/approve-payout.ts';
import { listPayouts } from '../../services/payouts/list-payouts.ts';
import { markPayoutPaid } from '../../services/payouts/mark-payout-paid.ts';
import { rejectPayout } from '../../services/payouts/reject-payout.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter, answerDecision } from './admin-router.ts';

/** The admin console's money queues: proofs, payouts, refunds. Admins only (the services check too). */
export function createAdminRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter();

  router.get('/proofs', async (ctx) => {
    ctx.body = { proofs: await listPendingProofs(deps, currentUser(ctx)) };
  });
  router.post('/proofs/:id/approve', async (ctx) => {
    answerDecision(ctx, 'proof approved', await approveProof(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  router.post('/proofs/:id/reject', async (ctx) => {
    const { reason } = rejectionSchema.parse(ctx.request.body ?? {});
    answerDecision(ctx, 'proof rejected', await rejectProof(deps, currentUser(ctx), ctx.params.id ?? '', reason));
  });

  router.get('/payouts', async (ctx) => {
    ctx.body = { payouts: await listPayouts(deps, currentUser(ctx)) };
  });
  router.post('/payouts/:id/approve', async (ctx) => {
    answerDecision(ctx, 'payout approved', await approvePayout(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  router.post('/payouts/:id/reject', async (ctx) => {
    const { reason } = rejectionSchema.parse(ctx.request.body ?? {});
    answerDecision(ctx, 'payout rejected', await rejectPayout(deps, currentUser(ctx), ctx.params.id ?? '', reason));
  });
  router.post('/payouts/:id/mark-paid', async (ctx) => {
    answerDecision(ctx, 'payout paid', await markPayoutPaid(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  router.get('/refunds', async (ctx) => {
    ctx.body = { refunds: await listRefundRequests(deps, currentUser(ctx)) };
  });
  router.post('/transactions/:id/refund-complete', async (ctx) => {
    answerDecision(ctx, 'refund completed', await completeRefund(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  return router;
}
