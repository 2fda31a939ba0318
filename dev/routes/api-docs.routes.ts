import type Router from '@koa/router';
import { buildOpenApiDocument, type OpenApiDocument } from '../../api/openapi/build-openapi.ts';
import { renderApiDocs } from './render-api-docs.ts';
import { createDevRouter } from './dev-router.ts';

// Nothing on the docs page runs or loads from elsewhere: it is plain HTML and inline CSS.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Built on first use: the schemas do not change while the process runs.
let document: OpenApiDocument | undefined;

/** /dev/api-docs: the API document (api/routes/openapi.routes.ts) as a page, for this machine only like every /dev tool. */
export function createDevApiDocsRouter(): Router {
  const router = createDevRouter();
  router.get('/dev/api-docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', PAGE_CSP);
    ctx.body = renderApiDocs((document ??= buildOpenApiDocument()));
  });
  return router;
}
