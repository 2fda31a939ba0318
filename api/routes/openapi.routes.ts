import type Router from '@koa/router';
import type { Config } from '../../infra/config.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/build-openapi.ts';
import { requireUser } from '../middleware/authenticate.ts';
import { createRouter } from './router.ts';

// GET /api/openapi.json: the API described from the zod schemas the routes parse
// (api/openapi/route-specs.ts). Outside production anyone may read it and /dev/api-docs
// (dev/routes/api-docs.routes.ts) shows it; in production it is for admins only: it maps every
// endpoint, the admin console's included.

// Built on first use: the schemas do not change while the process runs.
let document: OpenApiDocument | undefined;
const openApi = () => (document ??= buildOpenApiDocument());

export function createOpenApiRouter(deps: { config: Pick<Config, 'isProd'> }): Router {
  const router = createRouter();
  const guard = deps.config.isProd ? [requireUser('admin')] : [];
  router.get('/api/openapi.json', ...guard, (ctx) => {
    ctx.set('Cache-Control', deps.config.isProd ? 'no-store' : 'no-cache');
    ctx.body = openApi();
  });
  return router;
}
