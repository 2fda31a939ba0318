import type { Context, Next } from 'koa';

/** One line per request. Only the path is logged: query strings may carry emails or tokens. */
export async function requestLog(ctx: Context, next: Next): Promise<void> {
  const started = process.hrtime.bigint();
  try {
    await next();
  } finally {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    ctx.state.log?.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
  }
}
