import type Router from '@koa/router';
import { tutorTransactionsContract as C } from '../../core/contracts/tutor-transactions.contract.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { getTutorTransaction } from '../../services/transactions/get-tutor-transaction.ts';
import { listTutorTransactions } from '../../services/transactions/list-tutor-transactions.ts';
import { previewPayout } from '../../services/payouts/preview-payout.ts';
import { requestPayout } from '../../services/payouts/request-payout.ts';
import { currentUser, requireUser } from '../middleware/authenticate.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

/** The tutor's transactions: list with summary cards, detail, payout preview and request. */
export function createTutorTransactionsRouter(deps: { config: Pick<Config, 'PAYOUT_ADMIN_FEE' | 'JWT_SECRET'>; db: Db }): Router {
  const payoutDeps = { db: deps.db, payoutAdminFee: deps.config.PAYOUT_ADMIN_FEE };
  const router = createRouter('/api/tutor/transactions');
  router.use(requireUser('tutor'), noStore);

  bindEndpoint(router, C.list, async (ctx, { query }) => {
    ctx.body = await listTutorTransactions(deps, currentUser(ctx), query);
  });

  bindEndpoint(router, C.detail, async (ctx) => {
    ctx.body = { transaction: await getTutorTransaction(deps, currentUser(ctx), ctx.params.id ?? '') };
  });

  bindEndpoint(router, C.payoutPreview, async (ctx) => {
    ctx.body = await previewPayout(payoutDeps, currentUser(ctx), ctx.params.id ?? '');
  });

  bindEndpoint(
    router,
    C.requestPayout,
    async (ctx) => {
      const result = await requestPayout(payoutDeps, currentUser(ctx), ctx.params.id ?? '');
      ctx.state.log.info({ transactionId: result.transaction.id }, 'payout requested');
      ctx.status = 201;
      ctx.body = result;
    },
    { idempotency: deps },
  );

  return router;
}
