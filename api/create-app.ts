import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';
import { AppError } from '../core/errors.ts';
import type { Config } from '../infra/config.ts';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import type { Queues } from '../infra/queue.ts';
import type { Redis } from '../infra/redis.ts';
import type { Storage } from '../infra/storage.ts';
import { isTelegramWebhookMode } from '../infra/telegram-updates.ts';
import { recordActivity } from './middleware/activity.ts';
import { compressResponses } from './middleware/compress-responses.ts';
import { refuseUnreadableBody } from './middleware/body-errors.ts';
import { errorHandler, logResponseErrors } from './middleware/error-handler.ts';
import { knownHostsOnly } from './middleware/known-hosts.ts';
import { loopbackOnly } from './middleware/loopback-only.ts';
import { requestLog } from './middleware/request-log.ts';
import { isApiPath } from './request-path.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { createGoogleFlow } from './google-flow.ts';
import { createPublicReads } from './pages/public-reads.ts';
import { renderPages } from './pages/render-pages.ts';
import type { WebApp } from './pages/web-app.ts';
import { createAccountRouter } from './routes/account.routes.ts';
import { createAccountGoogleRouter } from './routes/account-google.routes.ts';
import { mountAuth } from './routes/auth.routes.ts';
import { createBankMutationsRouter, createBankStatementsRouter } from './routes/bank-statements.routes.ts';
import { createAdminRouter } from './routes/admin.routes.ts';
import { createAdminOverviewRouter } from './routes/admin-overview.routes.ts';
import { createAdminFeedbackRouter } from './routes/admin-feedback.routes.ts';
import { createAdminDisputesRouter, createLessonAttendanceRouter } from './routes/lesson-attendance.routes.ts';
import { createAdminSendingRouter } from './routes/admin-sending.routes.ts';
import { createAdminUsersRouter } from './routes/admin-users.routes.ts';
import { createBookingsRouter } from './routes/bookings.routes.ts';
import { createConfigRouter, publicConfigOf } from './routes/config.routes.ts';
import { createFeedbackRouter } from './routes/feedback.routes.ts';
import { createGoogleAuthRouter } from './routes/google-auth.routes.ts';
import { createOpenApiRouter } from './routes/openapi.routes.ts';
import { createEventsRouter, DEFAULT_SSE_OPTIONS, type SseOptions } from './routes/events.routes.ts';
import { createHealthRouter } from './routes/health.routes.ts';
import { createMediaRouter } from './routes/media.routes.ts';
import { createRequestsRouter } from './routes/requests.routes.ts';
import { createReviewsRouter } from './routes/reviews.routes.ts';
import { createLessonsRouter } from './routes/lessons.routes.ts';
import { createTransactionsRouter } from './routes/transactions.routes.ts';
import { createTutorsRouter } from './routes/tutors.routes.ts';
import { createTelegramWebhookRouter } from './routes/telegram-webhook.routes.ts';
import { createTutorTransactionsRouter } from './routes/tutor-transactions.routes.ts';
import { routeByPrefix } from './routes/route-by-prefix.ts';
import { createActiveSessions, type ActiveSessions } from '../services/accounts/active-session-cache.ts';
import { createChangeFeed, type ChangeFeed } from '../services/realtime/change-feed.ts';
import { createPublicTutorReads, type PublicTutorReads } from '../services/tutors/public-tutor-reads.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  /**
   * A second pool for the public tutor reads (gallery, profiles, price range, sitemap ids), which
   * need no write's latest state (the change feed keeps their cache true): they never wait for a
   * connection behind writes. Omitted: they share `db` (tests, the all-in-one start).
   */
  readDb?: Db;
  redis: Redis;
  logger: Logger;
  storage: Storage;
  /** The BullMQ queues, read and retried from the admin page (the api works none of them). */
  queues: Pick<Queues, 'get'>;
  /** The web app, its pages rendered here (api/pages/web-app.ts). Omitted in tests that only speak JSON. */
  web?: WebApp;
  /** Live-update stream settings (heartbeat, caps); tests shorten them. */
  sse?: Partial<SseOptions>;
  /** How long a public tutor read may be served from memory (services/tutors/public-tutor-cache.ts). */
  publicTutorCache?: { ttlMs?: number };
  /**
   * The development tools' pages under /dev (dev/routes/dev-routers.ts): `npm start` passes them
   * outside production, through its one development switch. Production never mounts them.
   */
  devRouters?: DevRouters;
};

/** Makes the /dev routers; they get the database (the dev mailbox reads it). */
export type DevRouters = (deps: { db: Db }) => Router[];

/** What the routers and the pages share, one each per api process: the change feed, the public tutor cache, the logins checked. */
type Shared = { changes: ChangeFeed; publicTutors: PublicTutorReads; sessions: ActiveSessions };

function createShared(deps: AppDeps): Shared {
  // One per app, so one LISTEN connection per api instance, whatever the number of streams.
  const changes = createChangeFeed({
    db: deps.db,
    logger: deps.logger,
    idleCloseMs: deps.sse?.idleCloseMs ?? DEFAULT_SSE_OPTIONS.idleCloseMs,
  });
  return {
    changes,
    publicTutors: createPublicTutorReads({ db: deps.readDb ?? deps.db, feed: changes, ttlMs: deps.publicTutorCache?.ttlMs }),
    sessions: createActiveSessions(deps),
  };
}

/** The HTTP app. It does not listen: main.ts and the all-in-one start script do. */
export function createApp(deps: AppDeps): Koa {
  const shared = createShared(deps);
  // Only the entries our own proxies appended: the leftmost of X-Forwarded-For is the client's to write.
  const app = new Koa({ proxy: deps.config.TRUST_PROXY, maxIpsCount: deps.config.TRUSTED_PROXY_HOPS });
  app.on('error', logResponseErrors(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(securityHeaders({ hsts: deps.config.isProd, developmentScripts: deps.web?.development === true }));
  // Production sits behind a proxy that routes by name; elsewhere nothing else would refuse one.
  if (!deps.config.isProd) app.use(knownHostsOnly(deps.config));
  // Before anything reads a body or serves a file: the development tools answer this machine only.
  if (!deps.config.isProd) app.use(loopbackOnly);
  app.use(requestLog(deps.logger));
  // Inside the error handler: error answers are small, and a compressor must not see a thrown error.
  app.use(compressResponses());
  if (deps.web) {
    const { web } = deps;
    const reads = createPublicReads({
      db: deps.readDb ?? deps.db,
      publicTutors: shared.publicTutors,
      publicConfig: publicConfigOf(deps.config),
    });
    const origin = deps.config.PUBLIC_URL ?? deps.config.APP_URL;
    // Both answer once nothing after them has: pages last, after the browser's files.
    app.use(
      renderPages({
        web,
        reads,
        origin,
        listedTutorIds: shared.publicTutors.listedTutorIds,
        landingPlaces: shared.publicTutors.landingPlaces,
        feed: shared.changes,
        cacheTtlMs: deps.publicTutorCache?.ttlMs,
        logger: deps.logger,
      }),
    );
    app.use(web.files);
  }
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8', onError: refuseUnreadableBody }));
  app.use(recordActivity(deps));
  mountAuth(app, { ...deps, sessions: shared.sessions });

  app.use(routeByPrefix(createRouters(deps, shared)));

  app.use((ctx) => {
    if (isApiPath(ctx.path)) throw new AppError('NOT_FOUND', 'Alamat API tidak ditemukan.');
  });
  return app;
}

/**
 * Every router of the API, in mounting order. Exported so tests can walk the real route table
 * (a new route is covered by the access checks without anyone listing it).
 */
export function createRouters(deps: AppDeps, shared: Shared = createShared(deps)): Router[] {
  const { changes, publicTutors, sessions } = shared;
  // One per app, so one discovery of the provider per api instance.
  const google = createGoogleFlow(deps.config);
  const routers: Router[] = [
    createHealthRouter(deps),
    createTutorsRouter({ ...deps, publicTutors }),
    createEventsRouter({ ...deps, changes }),
    createMediaRouter(deps),
    createConfigRouter(deps),
    createBookingsRouter(deps),
    createTransactionsRouter(deps),
    createTutorTransactionsRouter(deps),
    createRequestsRouter(deps),
    createReviewsRouter(deps),
    createLessonsRouter(deps),
    createGoogleAuthRouter({ ...deps, google, sessions }),
    createAccountRouter(deps),
    createAccountGoogleRouter({ ...deps, google }),
    createAdminRouter(deps),
    createBankStatementsRouter(deps),
    createBankMutationsRouter(deps),
    createAdminSendingRouter(deps),
    createAdminOverviewRouter(deps),
    createFeedbackRouter(deps),
    createAdminFeedbackRouter(deps),
    createAdminUsersRouter({ ...deps, sessions }),
    createLessonAttendanceRouter(deps),
    createAdminDisputesRouter(deps),
    createOpenApiRouter(deps),
  ];
  if (isTelegramWebhookMode(deps.config)) routers.push(createTelegramWebhookRouter(deps));
  // The dev tools show every email the app would have sent and play the chat users: never in production.
  if (!deps.config.isProd && deps.devRouters) routers.push(...deps.devRouters(deps));
  return routers;
}
