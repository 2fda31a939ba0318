import type Router from '@koa/router';
import { AppError } from '../../core/errors.ts';
import { eventsContract } from '../../core/contracts/events.contract.ts';
import { EVENT_MESSAGES } from '../../core/realtime/event-stream.schema.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';
import type { ChangeFeed } from '../../services/realtime/change-feed.ts';
import { issueEventTicket, redeemEventTicket } from '../../services/realtime/event-tickets.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createConnectionCounter, type ConnectionLimits } from '../sse/connection-limits.ts';
import { openEventStream } from '../sse/event-stream.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

// Live updates (docs/architecture.md#realtime): `event: change` / `data: {"table","id"}` for the
// rows the viewer may see. Signed in: POST /api/events/ticket (Bearer), then
// GET /api/events?ticket=…; without a ticket the stream is anonymous and carries public changes
// only. A ticket is single use: after a dropped connection the client fetches a new one before
// reconnecting.

export type SseOptions = ConnectionLimits & {
  heartbeatMs: number;
  retryMs: number;
  /** How long the LISTEN connection outlives the last stream. */
  idleCloseMs: number;
};

export const DEFAULT_SSE_OPTIONS: SseOptions = {
  heartbeatMs: 30_000,
  retryMs: 1_000,
  idleCloseMs: 30_000,
  perUser: 5,
  perAnonymousIp: 50,
  total: 10_000,
};

export type EventsDeps = {
  config: Pick<Config, 'REDIS_PREFIX'>;
  db: Db;
  redis: Redis;
  logger: Logger;
  sse?: Partial<SseOptions>;
  /** The app's one change feed (its LISTEN connection closes `sse.idleCloseMs` after the last stream). */
  changes: Pick<ChangeFeed, 'subscribe'>;
};

export function createEventsRouter(deps: EventsDeps): Router {
  const options: SseOptions = { ...DEFAULT_SSE_OPTIONS, ...deps.sse };
  const tickets = { redis: deps.redis, prefix: deps.config.REDIS_PREFIX };
  const feed = deps.changes;
  const connections = createConnectionCounter(options);

  const router = createRouter('/api/events');

  bindEndpoint(router, eventsContract.ticket, async (ctx) => {
    const user = currentUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await issueEventTicket(tickets, user);
  });

  bindEndpoint(router, eventsContract.stream, async (ctx, { query: { ticket } }) => {
    const viewer: Actor | null = ticket === undefined ? null : await redeemEventTicket(tickets, ticket);
    const release = connections.acquire(viewer ? { userId: viewer.id } : { ip: ctx.ip });
    if (!release) throw new AppError('RATE_LIMITED', EVENT_MESSAGES.tooManyConnections);

    // Joined before the stream opens: no change can arrive in between (both happen in this tick).
    const subscription = feed.subscribe({ viewer, push: (event, data) => stream.send(event, data) });
    const stream = openEventStream(ctx, {
      heartbeatMs: options.heartbeatMs,
      retryMs: options.retryMs,
      onClose: () => {
        release();
        subscription.leave();
      },
    });
    await subscription.ready;
    stream.comment('ready');
  });

  return router;
}
