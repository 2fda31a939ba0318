import Router from '@koa/router';

/**
 * Every /dev router: paths match exactly as written, letter case and trailing slash included.
 * @koa/router otherwise answers '/API/DEV/MAILBOX' too, a spelling a prefix check can miss; the
 * loopback guard compares canonically as well (api/middleware/loopback-only.ts, decision 040).
 */
export function createDevRouter(): Router {
  return new Router({ sensitive: true, strict: true });
}
