import type Router from '@koa/router';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp, createRouters } from '../../api/create-app.ts';
import { buildOpenApiDocument } from '../../api/openapi/build-openapi.ts';
import type { BoundMiddleware } from '../../api/routes/bind-endpoint.ts';
import { ENDPOINTS } from '../../core/contracts/all-contracts.ts';
import { createBookingSchema } from '../../core/transactions/booking.schema.ts';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import { createRedis } from '../../infra/redis.ts';
import { startBookingsApp } from '../helpers/bookings.ts';
import { listen } from '../helpers/http.ts';
import { mountedRouters } from '../helpers/mounted-routers.ts';

// One declaration per endpoint (core/contracts/, decision 044): the real route table is walked
// and every route must be registered from its contract by the binding (api/routes/bind-endpoint.ts),
// every contract must have its route, the guards and the Idempotency-Key middleware are what the
// contracts declare, and the document's bodies are the zod schemas' own JSON Schema.

const app = await startBookingsApp();
const { call, createCustomer, createTutor, createAdmin } = app;
const [customer, tutor, admin] = [await createCustomer(), await createTutor(), await createAdmin()];
const users = { customer, tutor, admin };
const document = buildOpenApiDocument();
const documented = ENDPOINTS.filter((endpoint) => endpoint.undocumented === undefined);

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

type Route = { method: string; path: string; handlers: string[]; boundFrom?: string };

/** Every route of these routers, with the contract endpoint the binding registered it from. */
function routeTableOf(routers: Router[]): Route[] {
  return routers
    .flatMap((router) => router.stack)
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => {
      const bound = (layer.stack.at(-1) as BoundMiddleware | undefined)?.endpoint;
      return layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          path: String(layer.path),
          handlers: layer.stack.map((handler) => handler.name),
          boundFrom: bound ? key(bound) : undefined,
        }));
    });
}

// Every router the app mounts, the auth router included (it is mounted by mountAuth, outside
// createRouters).
const routers = mountedRouters(createApp(app.deps));
const routeTable = routeTableOf(routers);
// The development tools are mounted outside production only and never documented.
const isDevTool = (path: string) => /^\/(api\/)?dev\//.test(path);
const concrete = (path: string) =>
  path
    .replace(/:channel\b/g, 'telegram')
    .replace(/:queue\b/g, 'email')
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('the endpoint contracts', () => {
  it('are the router table: every route is bound from its contract, and every contract has its route', () => {
    const routes = routeTable.filter((route) => !isDevTool(route.path));
    expect(routes.length).toBeGreaterThanOrEqual(70);
    expect(
      routes.filter((route) => route.boundFrom !== key(route)).map(key),
      'routes not registered from their contract by bindEndpoint',
    ).toEqual([]);
    const contracts = ENDPOINTS.map(key);
    expect(new Set(contracts).size, 'an endpoint is declared twice').toBe(contracts.length);
    // The webhook is mounted in webhook mode only (below).
    const mounted = ENDPOINTS.filter((endpoint) => endpoint.path !== '/telegram/webhook').map(key);
    expect(routes.map(key).sort()).toEqual(mounted.sort());
  });

  it('catch a route registered outside the binding', () => {
    const [router] = createRouters(app.deps);
    router!.get('/api/undeclared', (ctx) => {
      ctx.body = {};
    });
    const plain = routeTableOf([router!]).find((route) => route.path === '/api/undeclared');
    expect(plain?.boundFrom).toBeUndefined();
  });

  it('hold the Telegram webhook, mounted in webhook mode only and never documented', () => {
    const redis = createRedis(app.deps.config.REDIS_URL);
    const config = { ...app.deps.config, TELEGRAM_BOT_TOKEN: '123:abc', PUBLIC_URL: 'https://ajarin.test' };
    const webhook = routeTableOf(createRouters({ ...app.deps, redis, config })).find((route) => route.path === '/telegram/webhook');
    redis.disconnect();
    expect(webhook?.boundFrom).toBe('POST /telegram/webhook');
    expect(Object.keys(document.paths)).not.toContain('/telegram/webhook');
    expect(ENDPOINTS.filter((endpoint) => endpoint.undocumented !== undefined).map(key)).toEqual(['POST /telegram/webhook']);
  });

  it('leave out of the route check only the development tools', () => {
    const left = routeTable.filter((route) => route.boundFrom === undefined).map((route) => route.path);
    expect(left.length).toBeGreaterThan(0);
    for (const path of left) expect(path, path).toMatch(/^\/(api\/)?dev\//);
  });
});

describe('the OpenAPI document', () => {
  it('has one operation for every documented endpoint', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      documented.map((endpoint) => key({ ...endpoint, path: endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}') })).sort(),
    );
  });

  it('marks exactly the routes that honour an Idempotency-Key', () => {
    const honouring = routeTable
      .filter((route) => route.handlers.includes('honourIdempotencyKey'))
      .map(key)
      .sort();
    expect(honouring.length).toBeGreaterThanOrEqual(5);
    expect(
      ENDPOINTS.filter((endpoint) => endpoint.idempotent)
        .map(key)
        .sort(),
    ).toEqual(honouring);
  });

  it('is a valid OpenAPI 3.1 document (and the validator refuses a broken one)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const broken = structuredClone(document) as unknown as { paths: Record<string, unknown> };
    broken.paths['/api/bookings'] = { post: { responses: { 201: { content: 'JSON' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes a body with the JSON Schema of the zod schema the route parses', () => {
    const operation = document.paths['/api/bookings']?.post as { requestBody: { content: Record<string, { schema: { $ref: string } }> } };
    const ref = operation.requestBody.content['application/json']?.schema.$ref;
    expect(ref).toBe('#/components/schemas/CreateBooking');
    const { $schema: _dialect, ...expected } = z.toJSONSchema(createBookingSchema, { io: 'input' });
    expect(document.components.schemas.CreateBooking).toEqual(expected);
    expect(expected.required).toEqual(expect.arrayContaining(['tutorId', 'customerName', 'phone', 'subjects']));
  });

  it("spreads a query schema's fields into query parameters and uses {param} paths", () => {
    const gallery = document.paths['/api/tutors']?.get as { parameters: { name: string; in: string }[] };
    const expected = Object.keys(listTutorsQuerySchema.shape);
    expect(gallery.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expected);
    expect(document.paths['/api/transactions/{id}/proofs/{proofId}/file']).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.includes(':'))).toBe(false);
  });

  it('states who may call each route as the guards decide it (401 for visitors, 403 for other roles)', async () => {
    for (const spec of documented) {
      // The stream stays open; the document itself is open to all outside production (checked below).
      if (spec.path === '/api/events' || spec.path === '/api/openapi.json') continue;
      const path = concrete(spec.path);
      const json = spec.method === 'GET' ? undefined : {};
      const asVisitor = await call(null, spec.method, path, { json });
      if (spec.access === 'visitor') expect(asVisitor.status, `${key(spec)} as visitor`).not.toBe(401);
      else expect(asVisitor.status, `${key(spec)} as visitor`).toBe(401);
      if (!Array.isArray(spec.access)) continue;
      for (const role of (['customer', 'tutor', 'admin'] as const).filter((r) => !spec.access.includes(r))) {
        expect((await call(users[role], spec.method, path, { json })).status, `${key(spec)} as ${role}`).toBe(403);
      }
    }
  });
});

describe('GET /api/openapi.json and /dev/api-docs', () => {
  it('serve the document and a page listing every path to anyone outside production', async () => {
    const res = await call(null, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));

    const page = await fetch(`${app.baseUrl}/dev/api-docs`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    for (const path of Object.keys(document.paths)) expect(html, path).toContain(`<code>${path}</code>`);
    expect(html).toContain('id="schema-CreateBooking"');
  });

  it('in production answer the document to admins only and have no docs page', async () => {
    const baseUrl = await listen(createApp({ ...app.deps, config: { ...app.deps.config, isProd: true } }));
    const get = (path: string, token?: string) =>
      fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get('/api/openapi.json')).status).toBe(401);
    expect((await get('/api/openapi.json', customer.token)).status).toBe(403);
    expect((await get('/api/openapi.json', tutor.token)).status).toBe(403);
    const res = await get('/api/openapi.json', admin.token);
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toBe('3.1.1');
    expect((await get('/dev/api-docs')).status).toBe(404);
  });
});
