import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { AppError } from '../../core/errors.ts';
import type { RequestBody } from '../../infra/multipart.ts';

// A middleware that must see a streamed (multipart) body before the route does reads it here and
// leaves the route an identical stream to parse, so the route keeps its own limits and messages.

/** The body stream a route parses: the copy read ahead for it, or the request itself. */
export function requestBody(ctx: Context): RequestBody {
  return (ctx.state.requestBody as RequestBody | undefined) ?? ctx.req;
}

/**
 * Reads the whole body when it is at most `maxBytes`, and returns it. A larger body is not read
 * past the limit: `undefined` is returned and the route gets every byte to refuse as usual.
 */
export async function readBodyAhead(ctx: Context, maxBytes: number): Promise<Buffer | undefined> {
  const req = ctx.req;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return undefined;

  const chunks: Buffer[] = [];
  const complete = await new Promise<boolean>((resolve, reject) => {
    let received = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received <= maxBytes) return;
      stop();
      req.pause();
      resolve(false);
    };
    const onEnd = () => {
      stop();
      resolve(true);
    };
    const onError = () => {
      stop();
      reject(new AppError('VALIDATION', 'Format data tidak valid.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });

  const copy = Object.assign(new PassThrough(), { headers: req.headers });
  for (const chunk of chunks) copy.write(chunk);
  if (complete) copy.end();
  else {
    req.on('error', (error) => copy.destroy(error));
    req.pipe(copy);
  }
  ctx.state.requestBody = copy;
  return complete ? Buffer.concat(chunks) : undefined;
}
