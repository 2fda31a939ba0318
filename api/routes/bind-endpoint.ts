import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { Access, Endpoint, NamedSchema } from '../../core/contracts/endpoint.ts';
import { requireUser } from '../middleware/authenticate.ts';
import { idempotent, type IdempotencyDeps } from '../middleware/idempotency.ts';
import { keptQueryParses } from './kept-query-parses.ts';

// The Koa side of an endpoint contract (docs/decisions/044-endpoint-contracts.md): the route is
// registered at the contract's method and path, behind the guard its access names and the
// Idempotency-Key middleware it declares, and its query and JSON body reach the handler parsed
// by the declared schemas. tests/integration/openapi.test.ts fails for a route registered any
// other way.

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What the handler gets: the query and body as the contract's schemas made them (undefined where
 * the options leave the reading to the handler).
 */
export type EndpointInput<E extends Endpoint> = {
  query: Output<E['query']>;
  body: E['upload'] extends object ? undefined : E['body'] extends NamedSchema<infer S> ? z.output<S> : undefined;
};

export type BindOptions = {
  /** Needed by an endpoint that declares `idempotent`. */
  idempotency?: IdempotencyDeps;
  /** The declared access, relaxed by configuration (the OpenAPI document outside production). */
  access?: Access;
  /**
   * The handler reads the body itself: a multipart upload, or a use case whose own parse answers
   * with its own message (the notification switches). The declared schema still describes it.
   */
  bodyParsedByHandler?: boolean;
  /** Likewise for the query: a browser navigation that redirects on a bad one instead of a 400. */
  queryParsedByHandler?: boolean;
  /**
   * The query's schema reads nothing but the query string (no clock, no randomness), so its answer
   * for one is kept (kept-query-parses.ts): for the public lists, asked again and again alike.
   */
  pureQuery?: boolean;
};

export type EndpointHandler<E extends Endpoint> = (ctx: Context, input: EndpointInput<E>) => unknown;

/** The mark the route-table check reads: which contract endpoint a route was bound from. */
export type BoundMiddleware = Middleware & { endpoint?: Endpoint };

function guardOf(access: Access): Middleware[] {
  if (access === 'visitor' || access === 'refresh-cookie') return [];
  if (access === 'signed-in') return [requireUser()];
  return [requireUser(...access)];
}

/** Registers `endpoint` on `router` (whose prefix must start its path) with `handler`. */
export function bindEndpoint<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: BindOptions = {},
): void {
  const prefix = router.opts.prefix ?? '';
  if (!endpoint.path.startsWith(prefix)) throw new Error(`${endpoint.path} is outside the router's prefix ${prefix}`);
  const stack: Middleware[] = guardOf(options.access ?? endpoint.access);
  if (endpoint.idempotent) {
    if (!options.idempotency) throw new Error(`${endpoint.method} ${endpoint.path} declares idempotent but got no idempotency deps`);
    stack.push(idempotent(options.idempotency, { route: endpoint.idempotent, multipartMaxBytes: endpoint.upload?.maxBodyBytes }));
  }
  const parseBody = endpoint.body && !endpoint.upload && !options.bodyParsedByHandler ? endpoint.body.schema : undefined;
  const schema = options.queryParsedByHandler ? undefined : endpoint.query;
  const parseQuery =
    schema && (options.pureQuery ? keptQueryParses(schema) : (_querystring: string, query: () => unknown) => schema.parse(query()));
  const route: BoundMiddleware = async function boundEndpoint(ctx) {
    // Parsed as the handlers always did (`schema.parse(ctx.query)`, `schema.parse(body ?? {})`),
    // so a bad input answers the same 400 and message.
    const input = {
      query: parseQuery?.(ctx.querystring, () => ctx.query),
      body: parseBody?.parse(ctx.request.body ?? {}),
    } as EndpointInput<E>;
    await handler(ctx, input);
  };
  route.endpoint = endpoint;
  const local = endpoint.path.slice(prefix.length) || '/';
  router.register(local, [endpoint.method], [...stack, route]);
}
