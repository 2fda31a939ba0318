import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRouters } from '../../api/create-app.ts';
import { createAuthRouter } from '../../api/routes/auth.routes.ts';
import { ENDPOINTS } from '../../core/contracts/all-contracts.ts';
import { loadConfig } from '../../infra/config.ts';
import { createRedis } from '../../infra/redis.ts';
import { devRouters } from '../../dev/routes/dev-routers.ts';
import type { TelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import type { WhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';
import { ACCESS_RULES, ROLES, type Outcome, type Role } from './access-rules.ts';
import { routeTable, startSecurityApp } from './harness.ts';
import { buildWorld } from './world.ts';
import { dbSnapshot } from './snapshot.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../../dev/production-settings.ts';
import { createActiveSessions } from '../../services/accounts/active-session-cache.ts';

// Role × endpoint: every route of the real router table, called as a visitor, a customer and a
// tutor who own the thing, a customer and a tutor who do not, and an admin (docs/product.md). The
// table is the endpoint contracts' list (core/contracts/) plus the development tools; a route
// outside the contracts fails here and in tests/integration/openapi.test.ts.

const app = await startSecurityApp();
const { cast, world } = await buildWorld(app);
await app.watchEvents(cast.customerOwner);
await app.watchEvents(cast.admin);
const routes = routeTable(app.deps);

function outcomeOf(status: number): Outcome | `other ${number}` {
  if (status === 401) return 'auth';
  if (status === 403 || status === 404) return 'deny';
  // 302: the Google sign-in routes, which a browser follows, answer everyone with the next address.
  if ((status >= 200 && status < 300) || [302, 400, 409, 413, 415, 422, 429].includes(status)) return 'ok';
  return `other ${status}`;
}

const concrete = (path: string, params: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? randomUUID());

// @koa/router matched routes in any letter case but a prefix's `router.use` guard only as written,
// so '/API/ADMIN/…' skipped the admin check (issue 39): every route in another case is no route.
const upperCased = (path: string) => path.replace(/(^|\/)([^/:]+)/g, (_, slash: string, word: string) => `${slash}${word.toUpperCase()}`);

describe('the access matrix', () => {
  it('walks exactly the endpoint contracts, the development tools aside (the webhook: below)', () => {
    const api = routes.filter((route) => !/^\/(api\/)?dev\//.test(route.path)).map((route) => `${route.method} ${route.path}`);
    const declared = ENDPOINTS.filter((endpoint) => endpoint.path !== '/telegram/webhook').map((e) => `${e.method} ${e.path}`);
    expect(api.sort()).toEqual(declared.sort());
  });

  it('has a rule for every route of the router, and no rule for a route that is gone', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(
      keys.filter((key) => !(key in ACCESS_RULES)),
      'routes without an access rule in tests/security/access-rules.ts',
    ).toEqual([]);
    const devTools = Object.entries(ACCESS_RULES)
      .filter(([, rule]) => rule.special === 'dev' || rule.special === 'webhook')
      .map(([key]) => key);
    expect(
      Object.keys(ACCESS_RULES).filter((key) => !keys.includes(key) && !devTools.includes(key)),
      'rules for routes that no longer exist',
    ).toEqual([]);
    expect(routes.length).toBeGreaterThan(70);
  });

  it('answers every role as its rule says, and a refused call changes nothing', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const rule = ACCESS_RULES[`${route.method} ${route.path}`];
      if (!rule || rule.special) continue;
      const params = rule.params?.(world) ?? {};
      const path = concrete(route.path, params);
      const shouted = concrete(upperCased(route.path), params);
      const json = route.method === 'GET' || route.method === 'DELETE' ? undefined : (rule.body?.(world) ?? {});
      const before = await dbSnapshot(app.db);
      const refused: Role[] = [];
      for (const role of ROLES) {
        const res = await app.call(role === 'visitor' ? null : cast[role], route.method, shouted, { json });
        if (res.status !== 404) wrong.push(`${route.method} ${shouted} as ${role}: ${res.status}, expected 404`);
      }
      for (const role of ROLES) {
        const expected = rule.who[role];
        if (expected === 'ok') continue;
        const res = await app.call(role === 'visitor' ? null : cast[role], route.method, path, { json });
        if (outcomeOf(res.status) !== expected) wrong.push(`${route.method} ${path} as ${role}: ${res.status}, expected ${expected}`);
        refused.push(role);
      }
      const after = await dbSnapshot(app.db);
      expect(after, `${route.method} ${route.path}: a refused or misspelt call changed the database`).toEqual(before);
      for (const role of ROLES.filter((r) => rule.who[r] === 'ok')) {
        const res = await app.call(role === 'visitor' ? null : cast[role], route.method, path, { json });
        if (outcomeOf(res.status) !== 'ok')
          wrong.push(`${route.method} ${path} as ${role}: ${res.status} ${res.text.slice(0, 120)}, expected ok`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('every router', () => {
  it('matches paths case-sensitively, its prefix guards included', () => {
    const layers = [createAuthRouter({ ...app.deps, sessions: createActiveSessions(app.deps) }), ...createRouters(app.deps)].flatMap(
      (router) => router.stack,
    );
    expect(layers.filter((layer) => layer.regexp.flags.includes('i')).map((layer) => String(layer.path))).toEqual([]);
    expect(layers.length).toBeGreaterThan(70);
  });
});

describe('development tools and the Telegram webhook', () => {
  const prodConfig = loadConfig({
    ...process.env,
    ...STAND_IN_PRODUCTION_SETTINGS,
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none',
    JWT_SECRET: 'x'.repeat(40),
    APP_URL: 'https://ajarin.test',
  });

  it('are not mounted in production, even with the emulator at hand', () => {
    const deps = {
      ...app.deps,
      config: prodConfig,
      devRouters: devRouters({ telegramEmulator: {} as TelegramEmulator, whatsappEmulator: {} as WhatsAppEmulator }),
    };
    const paths = routeTable(deps).map((route) => route.path);
    expect(paths.filter((path) => path.startsWith('/dev') || path.startsWith('/api/dev'))).toEqual([]);
    expect(paths).not.toContain('/telegram/webhook');
  });

  it('the webhook is mounted in webhook mode only (its secret check: tests/integration/telegram-webhook.test.ts)', async () => {
    const redis = createRedis(app.deps.config.REDIS_URL);
    const webhookDeps = {
      ...app.deps,
      redis,
      config: { ...app.deps.config, TELEGRAM_BOT_TOKEN: '123:abc', PUBLIC_URL: 'https://ajarin.test' },
    };
    expect(routeTable(webhookDeps).some((route) => route.path === '/telegram/webhook')).toBe(true);
    redis.disconnect();
    expect(routes.some((route) => route.path === '/telegram/webhook')).toBe(false);
  });
});
