import { createHash, createHmac, type Hmac } from 'node:crypto';
import type { Context, Next } from 'koa';
import { AppError } from '../../core/errors.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from '../../core/idempotency/idempotency-key.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { isMultipart } from '../../infra/multipart.ts';
import { claimIdempotencyKey } from '../../services/idempotency/claim-idempotency-key.ts';
import type { IdempotencyClaim } from '../../services/idempotency/policy.ts';
import { releaseIdempotencyKey, saveIdempotentResponse } from '../../services/idempotency/settle-idempotency-key.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { readBodyAhead } from './buffered-body.ts';

export type IdempotencyDeps = { db: Db; config: Pick<Config, 'JWT_SECRET'> };

export type IdempotencyOptions = {
  /** Names the route in the key's scope, e.g. 'bookings.create'. */
  route: string;
  /** For a route that takes multipart: its body limit (a larger body is left to the route to refuse). */
  multipartMaxBytes?: number;
};

/**
 * Honours an optional `Idempotency-Key` on a create (docs/decisions/006): the first request with
 * a key runs and its 2xx answer is kept for a day; the same request again gets that answer with
 * `Idempotent-Replayed: true` and acts no second time. Mount it after the route's auth guard, so
 * the key is the user's own. Without the header the route runs as it always did.
 */
export function idempotent(deps: IdempotencyDeps, options: IdempotencyOptions) {
  // The fingerprint covers bodies with passwords and phone numbers: a plain sha256 of one would be
  // a fast hash to guess them from, so it is keyed with a secret the database does not hold.
  const fingerprintKey = createHmac('sha256', deps.config.JWT_SECRET).update('idempotency-fingerprint').digest();
  return async function honourIdempotencyKey(ctx: Context, next: Next): Promise<void> {
    const key = ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (key === undefined) return next();
    if (typeof key !== 'string' || !isIdempotencyKey(key))
      throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.invalidKey, { field: IDEMPOTENCY_KEY_HEADER });

    const fingerprint = await requestFingerprint(ctx, options, createHmac('sha256', fingerprintKey));
    // Too large to be a valid request: the route refuses it, and nothing is there to remember.
    if (fingerprint === undefined) return next();
    const user = ctx.state.user as Actor | undefined;
    const claim: IdempotencyClaim = {
      scope: `${user?.id ?? 'anonymous'}:${options.route}`,
      keyHash: createHash('sha256').update(key).digest('hex'),
      fingerprint,
    };

    const stored = await claimIdempotencyKey(deps.db, claim);
    if (stored) {
      ctx.set('Cache-Control', 'no-store');
      ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
      ctx.body = stored.body;
      ctx.status = stored.status;
      return;
    }

    try {
      await next();
    } catch (error) {
      await settle(ctx, 'release', () => releaseIdempotencyKey(deps.db, claim));
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) {
      // The create has happened: failing to remember it must not turn its success into an error.
      await settle(ctx, 'save', () => saveIdempotentResponse(deps.db, claim, { status: ctx.status, body: ctx.body }));
    } else {
      await settle(ctx, 'release', () => releaseIdempotencyKey(deps.db, claim));
    }
  };
}

async function settle(ctx: Context, action: 'save' | 'release', run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    ctx.state.log.warn(
      { err: { name: (error as Error).name, message: (error as Error).message }, action },
      'idempotency key could not be settled',
    );
  }
}

/**
 * The keyed hash of method, path, media type and body. A JSON body is taken as parsed; a multipart
 * body as its bytes with the boundary left out, since a browser picks a new boundary for every
 * send of the same form.
 */
async function requestFingerprint(ctx: Context, options: IdempotencyOptions, hash: Hmac): Promise<string | undefined> {
  const contentType = ctx.get('content-type');
  hash.update(`${ctx.method}\n${ctx.path}\n${contentType.split(';')[0]?.trim().toLowerCase() ?? ''}\n`);
  if (options.multipartMaxBytes !== undefined && isMultipart(contentType)) {
    const bytes = await readBodyAhead(ctx, options.multipartMaxBytes);
    if (bytes === undefined) return undefined;
    updateWithoutBoundary(hash, bytes, multipartBoundary(contentType));
  } else {
    hash.update(JSON.stringify(ctx.request.body ?? null));
  }
  return hash.digest('hex');
}

function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function updateWithoutBoundary(hash: Hmac, bytes: Buffer, boundary: string | undefined): void {
  if (!boundary) {
    hash.update(bytes);
    return;
  }
  const delimiter = Buffer.from(`--${boundary}`);
  let start = 0;
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, start)) {
    hash.update(bytes.subarray(start, at)).update('\0');
    start = at + delimiter.length;
  }
  hash.update(bytes.subarray(start));
}
