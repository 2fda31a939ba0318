import type Router from '@koa/router';
import { openapiContract } from '../../core/contracts/openapi.contract.ts';
import type { Config } from '../../infra/config.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/build-openapi.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

// GET /api/openapi.json: the API described from the endpoint contracts (core/contracts/). Outside
// production anyone may read it and /dev/api-docs (dev/routes/api-docs.routes.ts) shows it; in
// production it is for admins only, as declared: it maps every endpoint, the admin console's included.

// Built on first use: the contracts do not change while the process runs.
let document: OpenApiDocument | undefined;
const openApi = () => (document ??= buildOpenApiDocument());

export function createOpenApiRouter(deps: { config: Pick<Config, 'isProd'> }): Router {
  const router = createRouter();
  bindEndpoint(
    router,
    openapiContract.document,
    (ctx) => {
      ctx.set('Cache-Control', deps.config.isProd ? 'no-store' : 'no-cache');
      ctx.body = openApi();
    },
    { access: deps.config.isProd ? openapiContract.document.access : 'visitor' },
  );
  return router;
}
