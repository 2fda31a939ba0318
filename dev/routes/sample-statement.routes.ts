import type Router from '@koa/router';
import type { Db } from '../../infra/db.ts';
import { sampleStatement } from '../demo/sample-statement.ts';
import { createDevRouter } from './dev-router.ts';

/** GET /dev/bank-statement.csv: the demo's sample statement, to import on /admin ('Mutasi Bank'). */
export function createDevSampleStatementRouter(deps: { db: Db }): Router {
  const router = createDevRouter();
  router.get('/dev/bank-statement.csv', async (ctx) => {
    ctx.set('Content-Disposition', 'attachment; filename="mutasi-bca-contoh.csv"');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = await sampleStatement(deps.db);
  });
  return router;
}
