import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { AppError, INTERNAL_MESSAGE, type ErrorCode } from '../../core/errors.ts';
import { INVALID_CHARACTER_MESSAGE } from '../../core/validation/text.ts';
import { isDatabaseUnreachable } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { discardUnreadBody } from './unread-body.ts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

// Errors raised by Koa and its body parser carry an HTTP status; they become AppErrors with a
// clear Indonesian message instead of the library's English text.
const HTTP_ERRORS: Record<number, AppError> = {
  400: new AppError('VALIDATION', 'Format data tidak valid.'),
  413: new AppError('PAYLOAD_TOO_LARGE', 'Ukuran data terlalu besar.'),
  415: new AppError('UNSUPPORTED_MEDIA_TYPE', 'Jenis data tidak didukung.'),
};

// Postgres refuses text it cannot store: U+0000 (22021) or a character outside the database's
// encoding (22P05). Only a client's text gets there; the schemas refuse it first with the same
// message, and this is the net for a field that reached a query without them.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

// Postgres away (stopped, restarting, unreachable): the request is answered at once with a 503 the
// client may retry, and the pool reconnects by itself once the server is back.
export const DATABASE_UNAVAILABLE_MESSAGE = 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * First middleware of the chain: gives every request an id and a child logger, and turns every
 * thrown error into `{ error: { code, message } }`. A 500 never says anything internal.
 */
export function errorHandler(logger: Logger) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // Made when first asked for: most requests log nothing but their request line, which names its
    // id itself, and a child logger per request cost about 1 % of the api's loop (decision 069).
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ requestId })), enumerable: true, configurable: true });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL') ctx.state.log.error({ err: loggableError(error), path: ctx.path }, 'request failed');
      else if (isDatabaseUnreachable(error)) ctx.state.log.warn({ err: loggableError(error), path: ctx.path }, 'database unreachable');
      // A refusal may come before the body was read (too large, signed out): its sender reads the
      // answer only once it has finished sending.
      if (!(await discardUnreadBody(ctx.req))) ctx.set('Connection', 'close');
      ctx.status = STATUS[appError.code];
      ctx.body = { error: { code: appError.code, message: appError.message, ...(appError.details ? { details: appError.details } : {}) } };
      if (appError.code === 'RATE_LIMITED' && typeof appError.details?.retryAfterSeconds === 'number') {
        ctx.set('Retry-After', String(appError.details.retryAfterSeconds));
      }
    }
  };
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return new AppError('VALIDATION', issue?.message ?? 'Data tidak valid.', issue ? { field: issue.path.join('.') } : undefined);
  }
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : 0;
  if (isUnstorableText(error)) return new AppError('VALIDATION', INVALID_CHARACTER_MESSAGE);
  if (isDatabaseUnreachable(error)) return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  const mapped = HTTP_ERRORS[status];
  if (mapped) return mapped;
  if (status === 404) return new AppError('NOT_FOUND', 'Halaman tidak ditemukan.');
  return new AppError('INTERNAL', INTERNAL_MESSAGE);
}

function isUnstorableText(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
}

/**
 * What of an unexpected error may reach the log. Postgres errors carry `detail` (and sometimes
 * `where`) with the offending row's values, which can include phone numbers: those stay out.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, constraint, table } = error as Error & { code?: unknown; constraint?: unknown; table?: unknown };
  return { type: error.name, message: error.message, stack: error.stack, code, constraint, table };
}

// How a write to a connection the client has closed fails: Node's stream end check, or the socket's own error.
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Koa's 'error' listener for what fails after the middleware is done: a body stream that breaks
 * while it is being sent. Unheard, Koa prints these to stderr, outside the log. A browser that
 * closes the connection mid-download (a page left, a tab closed) is one, and no failure of ours.
 */
export function logResponseErrors(logger: Logger) {
  return (error: Error & { code?: unknown }) => {
    if (CLIENT_GONE_CODES.has(String(error.code))) logger.debug('client closed the connection before the answer was sent');
    else logger.error({ err: loggableError(error) }, 'answer failed while being sent');
  };
}
