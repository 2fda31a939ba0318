import Router from '@koa/router';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import { listTutors } from '../../services/tutors/list-tutors.ts';

export function createTutorsRouter(deps: { db: Db }): Router {
  const router = new Router({ prefix: '/api/tutors' });
  router.get('/', async (ctx) => {
    const query = listTutorsQuerySchema.parse(ctx.query);
    ctx.body = { tutors: await listTutors(deps.db, query) };
  });
  return router;
}
