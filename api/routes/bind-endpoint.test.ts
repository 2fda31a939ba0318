import { describe, expect, it } from 'vitest';
import { bookingsContract } from '../../core/contracts/bookings.contract.ts';
import { requestsContract } from '../../core/contracts/requests.contract.ts';
import type { IdempotencyDeps } from '../middleware/idempotency.ts';
import { bindEndpoint, type BoundMiddleware } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

const noop = () => undefined;

describe('bindEndpoint', () => {
  it('registers the route at the contract path under the router prefix, marked with its endpoint', () => {
    const router = createRouter('/api/requests');
    bindEndpoint(router, requestsContract.join, noop);
    const [layer] = router.stack;
    expect(String(layer!.path)).toBe('/api/requests/:id/join');
    expect(layer!.methods).toEqual(['POST']);
    expect((layer!.stack.at(-1) as BoundMiddleware).endpoint).toBe(requestsContract.join);
    // The declared role guard runs before the handler.
    expect(layer!.stack.map((handler) => handler.name)).toEqual(['requireSignedIn', 'boundEndpoint']);
  });

  it('puts the Idempotency-Key middleware after the guard of an endpoint that declares it', () => {
    const router = createRouter('/api/bookings');
    bindEndpoint(router, bookingsContract.create, noop, { idempotency: { config: { JWT_SECRET: 'x'.repeat(40) } } as IdempotencyDeps });
    expect(router.stack[0]!.stack.map((handler) => handler.name)).toEqual(['requireSignedIn', 'honourIdempotencyKey', 'boundEndpoint']);
  });

  it('refuses an endpoint outside the router prefix, or an idempotent one without its deps', () => {
    expect(() => bindEndpoint(createRouter('/api/feedback'), requestsContract.join, noop)).toThrow(/outside the router's prefix/);
    expect(() => bindEndpoint(createRouter('/api/bookings'), bookingsContract.create, noop)).toThrow(/idempotent/);
  });
});
