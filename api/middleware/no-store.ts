import type { Context, Next } from 'koa';

/** Answers about a person (sessions, accounts, transactions) are never kept by a browser or a proxy. */
export async function noStore(ctx: Context, next: Next): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  await next();
}
