import type { Context, Next } from 'koa';
import type { Logger } from '../../infra/logger.ts';

/**
 * One line per request, on the app's logger with the request's id: the same line a child logger
 * would write, without making one (error-handler.ts makes it only for what else a request logs).
 * Only the path is logged: query strings may carry emails or tokens.
 */
export function requestLog(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info(
          { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }
    }
  };
}
