import Router from '@koa/router';

/**
 * Every router of the app. Case-sensitive: @koa/router otherwise matches a route in any letter
 * case but a `router.use` guard under a prefix only as written, so '/API/ADMIN/…' reached admin
 * handlers without the admin check (decision 040). '/API/…' is now no route at all.
 */
export function createRouter(prefix?: string): Router {
  return new Router({ prefix, sensitive: true });
}
