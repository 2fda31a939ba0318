import Router from '@koa/router';
import { adminContract as C } from '../../core/contracts/admin.contract.ts';
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
import { bindEndpoint } from './bind-endpoint.ts';

/** The admin console's money queues: proofs, payouts, refunds. Admins only (the services check too). */
export function createAdminRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter();

  bindEndpoint(router, C.proofs, async (ctx) => {
    ctx.body = { proofs: await listPendingProofs(deps, currentUser(ctx)) };
  });
  bindEndpoint(router, C.approveProof, async (ctx) => {
    answerDecision(ctx, 'proof approved', await approveProof(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  bindEndpoint(router, C.rejectProof, async (ctx, { body: { reason } }) => {
    answerDecision(ctx, 'proof rejected', await rejectProof(deps, currentUser(ctx), ctx.params.id ?? '', reason));
  });

  bindEndpoint(router, C.payouts, async (ctx) => {
    ctx.body = { payouts: await listPayouts(deps, currentUser(ctx)) };
  });
  bindEndpoint(router, C.approvePayout, async (ctx) => {
    answerDecision(ctx, 'payout approved', await approvePayout(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  bindEndpoint(router, C.rejectPayout, async (ctx, { body: { reason } }) => {
    answerDecision(ctx, 'payout rejected', await rejectPayout(deps, currentUser(ctx), ctx.params.id ?? '', reason));
  });
  bindEndpoint(router, C.markPayoutPaid, async (ctx) => {
    answerDecision(ctx, 'payout paid', await markPayoutPaid(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  bindEndpoint(router, C.refunds, async (ctx) => {
    ctx.body = { refunds: await listRefundRequests(deps, currentUser(ctx)) };
  });
  bindEndpoint(router, C.completeRefund, async (ctx) => {
    answerDecision(ctx, 'refund completed', await completeRefund(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  return router;
}
