import { AppError } from '../../core/errors.ts';

/**
 * `onError` of the JSON body parser. Whatever fails while reading the body is the client's doing:
 * errors that carry an HTTP status (too large, bad JSON, an unknown Content-Encoding) keep it, and
 * the rest (zlib and brotli refusing a body sent as gzip, deflate or br that is not) would
 * otherwise be a 500. It must throw: the parser goes on to the route when it returns.
 */
export function refuseUnreadableBody(error: Error): never {
  if (typeof (error as { status?: unknown }).status === 'number') throw error;
  throw new AppError('VALIDATION', 'Format data tidak valid.');
}
