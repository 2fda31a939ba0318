import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

// Mounted one after another, the app's routers each read the host, the path and their whole table
// for every request before handing it on, and each wrapped the rest in its allowedMethods: a
// request for the ninth router went through 17 of them first (decision 069). Every router is
// case-sensitive (router.ts), so one with a prefix matches no path that does not start with it.
// A request now goes only through the routers whose prefix its path starts with, in their order.
// What is left out changes no answer: a router's allowedMethods answers for what some router
// matched, and that router's own allowedMethods, nearer the route, has answered already.

type Mounted = { prefix: string; middleware: Middleware[] };

/** Carries its routers, as @koa/router's `routes()` carries its one: the route-table checks walk them. */
export type PrefixRoutes = Middleware & { routers: Router[] };

/** The routers as Koa middleware, each skipped for a path outside its prefix. */
export function routeByPrefix(routers: Router[]): PrefixRoutes {
  const mounted: Mounted[] = routers.map((router) => ({
    prefix: router.opts.prefix ?? '',
    middleware: [router.routes() as Middleware, router.allowedMethods() as Middleware],
  }));
  // Keyed by which routers a path reaches: at most as many chains as the prefixes allow.
  const chains = new Map<string, Middleware[]>();
  const chainFor = (path: string): Middleware[] => {
    // The positions of the routers reached: built without an array, as it runs for every request.
    let key = '';
    for (let index = 0; index < mounted.length; index += 1) if (path.startsWith(mounted[index]!.prefix)) key += `${index},`;
    let chain = chains.get(key);
    if (!chain) {
      chain = mounted.filter(({ prefix }) => path.startsWith(prefix)).flatMap(({ middleware }) => middleware);
      chains.set(key, chain);
    }
    return chain;
  };
  const routeRequest = (ctx: Context, next: Next) => {
    const chain = chainFor(ctx.path);
    const run = (index: number): Promise<void> =>
      index === chain.length ? next() : Promise.resolve(chain[index]!(ctx, () => run(index + 1)));
    return run(0);
  };
  return Object.assign(routeRequest, { routers });
}
