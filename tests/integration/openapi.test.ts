import type Router from '@koa/router';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../api/create-app.ts';
import { buildOpenApiDocument } from '../../api/openapi/build-openapi.ts';
import { ROUTE_SPECS, UNDOCUMENTED_ROUTES } from '../../api/openapi/route-specs.ts';
import { createBookingSchema } from '../../core/transactions/booking.schema.ts';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import { startBookingsApp } from '../helpers/bookings.ts';
import { listen } from '../helpers/http.ts';

// The OpenAPI document (api/openapi/) cannot drift from the API: the real route table is walked and
// every route must have exactly one spec entry (or be listed as undocumented with a reason), the
// guards and the Idempotency-Key middleware must be what the entries say, and the bodies are the
// zod schemas' own JSON Schema.

const app = await startBookingsApp();
const { call, createCustomer, createTutor, createAdmin } = app;
const [customer, tutor, admin] = [await createCustomer(), await createTutor(), await createAdmin()];
const users = { customer, tutor, admin };
const document = buildOpenApiDocument();

// Every router the app mounts, the auth router included (it is mounted by mountAuth, outside
// createRouters): @koa/router's `routes()` middleware carries its router.
const routers = createApp(app.deps).middleware.flatMap((middleware) => {
  const router = (middleware as { router?: Router }).router;
  return router ? [router] : [];
});
const routeTable = routers
  .flatMap((router) => router.stack)
  .filter((layer) => layer.methods.length > 0)
  .flatMap((layer) =>
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: String(layer.path), handlers: layer.stack.map((handler) => handler.name) })),
  );
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const isUndocumented = (path: string) => UNDOCUMENTED_ROUTES.some((rule) => rule.path.test(path));
const concrete = (path: string) =>
  path
    .replace(/:channel\b/g, 'telegram')
    .replace(/:queue\b/g, 'email')
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('the OpenAPI document', () => {
  it('has one entry for every route of the router table and no entry without a route', () => {
    const routes = routeTable.filter((route) => !isUndocumented(route.path)).map(key);
    const specs = ROUTE_SPECS.map(key);
    expect(routes.length).toBeGreaterThanOrEqual(70);
    expect(new Set(specs).size, 'an entry is listed twice').toBe(specs.length);
    expect(
      specs.filter((spec) => !routes.includes(spec)),
      'entries without a route',
    ).toEqual([]);
    expect(
      routes.filter((route) => !specs.includes(route)),
      'routes without an entry',
    ).toEqual([]);
  });

  it('leaves out only the development tools and the Telegram webhook', () => {
    const left = routeTable.filter((route) => isUndocumented(route.path)).map((route) => route.path);
    expect(left.length).toBeGreaterThan(0);
    for (const path of left) expect(path, path).toMatch(/^\/(api\/)?dev\/|^\/telegram\/webhook$/);
  });

  it('marks exactly the routes that honour an Idempotency-Key', () => {
    const honouring = routeTable
      .filter((route) => route.handlers.includes('honourIdempotencyKey'))
      .map(key)
      .sort();
    expect(honouring.length).toBeGreaterThanOrEqual(5);
    expect(
      ROUTE_SPECS.filter((spec) => spec.idempotent)
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
    for (const spec of ROUTE_SPECS) {
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
