import Router from '@koa/router';
import type { Config } from '../../infra/config.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/build-openapi.ts';
import { renderApiDocs } from '../openapi/render-api-docs.ts';
import { requireUser } from '../middleware/authenticate.ts';

// GET /api/openapi.json: the API described from the zod schemas the routes parse
// (api/openapi/route-specs.ts). Outside production anyone may read it and /dev/api-docs shows it;
// in production it is for admins only: it maps every endpoint, the admin console's included.

// Nothing on the docs page runs or loads from elsewhere: it is plain HTML and inline CSS.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Built on first use: the schemas do not change while the process runs.
let document: OpenApiDocument | undefined;
const openApi = () => (document ??= buildOpenApiDocument());

export function createOpenApiRouter(deps: { config: Pick<Config, 'isProd'> }): Router {
  const router = new Router();
  const guard = deps.config.isProd ? [requireUser('admin')] : [];
  router.get('/api/openapi.json', ...guard, (ctx) => {
    ctx.set('Cache-Control', deps.config.isProd ? 'no-store' : 'no-cache');
    ctx.body = openApi();
  });
  return router;
}

/** /dev/api-docs: the document as a page, in development, for this machine only like every /dev tool. */
export function createDevApiDocsRouter(): Router {
  const router = new Router();
  router.get('/dev/api-docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', PAGE_CSP);
    ctx.body = renderApiDocs(openApi());
  });
  return router;
}
