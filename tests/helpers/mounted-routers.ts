import type Router from '@koa/router';
import type Koa from 'koa';
import type { PrefixRoutes } from '../../api/routes/route-by-prefix.ts';

/** Every router an app mounts: the ones routed by prefix, and any mounted alone (the auth router). */
export function mountedRouters(app: Koa): Router[] {
  return app.middleware.flatMap((middleware) => {
    const { routers, router } = middleware as Partial<PrefixRoutes> & { router?: Router };
    return routers ?? (router ? [router] : []);
  });
}
