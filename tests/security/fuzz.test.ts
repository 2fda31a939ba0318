import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, type Role } from './access-rules.ts';
import { BAD_QUERIES, BAD_STRINGS, MALFORMED_BODIES, RAW_PARAMS, badJsonBodies, seeded } from './fuzz-values.ts';
import { routeTable, startSecurityApp } from './harness.ts';
import { buildWorld } from './world.ts';

// Every route, with bad path parameters, bad queries and bad bodies, as a caller the route lets in
// (so the input reaches its validation): never a 5xx, never a hang (the harness
// aborts a request after REQUEST_TIMEOUT_MS), and no key planted on Object.prototype.

const app = await startSecurityApp();
const { cast, world } = await buildWorld(app);
const routes = routeTable(app.deps).filter((route) => ACCESS_RULES[`${route.method} ${route.path}`]?.special !== 'webhook');
const random = seeded(13);
const JSON_BODIES = badJsonBodies(random, 24);

/** The caller who gets furthest into the route: an owner, else anyone its rule lets in. */
function tokenFor(method: string, path: string): string | null {
  const rule = ACCESS_RULES[`${method} ${path}`];
  const order: Exclude<Role, 'visitor'>[] = ['customerOwner', 'tutorOwner', 'admin', 'otherCustomer', 'otherTutor'];
  const role = order.find((candidate) => rule?.who[candidate] === 'ok');
  return role ? cast[role].token : null;
}

const fill = (path: string, values: Record<string, string>, raw: Record<string, string> = {}) =>
  path.replace(
    /:([A-Za-z]+)/g,
    (_, name: string) => raw[name] ?? encodeURIComponent(values[name] ?? '00000000-0000-0000-0000-000000000000'),
  );

describe('fuzzing every route', () => {
  const failures: string[] = [];
  async function check(method: string, path: string, label: string, options: Parameters<typeof app.send>[2]): Promise<void> {
    const res = await app.send(method, path, options);
    if (res.status >= 500) failures.push(`${method} ${path.slice(0, 120)} [${label}]: ${res.status} ${res.text.slice(0, 200)}`);
  }

  it('bad path parameters and queries answer a 4xx (or a 2xx), never a 5xx', { timeout: 120_000 }, async () => {
    for (const route of routes) {
      const token = tokenFor(route.method, route.path);
      const params = ACCESS_RULES[`${route.method} ${route.path}`]?.params?.(world) ?? {};
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      for (const name of names) {
        for (const bad of BAD_STRINGS)
          await check(route.method, fill(route.path, { ...params, [name]: bad }), `:${name}=${bad.slice(0, 20)}`, { token });
        for (const bad of RAW_PARAMS) await check(route.method, fill(route.path, params, { [name]: bad }), `:${name}=${bad}`, { token });
      }
      for (const query of BAD_QUERIES) {
        await check(route.method, `${fill(route.path, params)}?${query}`, query.slice(0, 40), { token });
      }
      await app.resetRateLimits();
    }
    expect(failures).toEqual([]);
  });

  it(
    'bad bodies (wrong types, huge, nested, prototype keys, malformed, wrong content type) never a 5xx',
    { timeout: 150_000 },
    async () => {
      for (const route of routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
        const path = fill(route.path, ACCESS_RULES[`${route.method} ${route.path}`]?.params?.(world) ?? {});
        // As the caller who gets furthest: a visitor's body meets the same parser, then a 401.
        const token = tokenFor(route.method, route.path);
        for (const body of JSON_BODIES)
          await check(route.method, path, body.slice(0, 60), { token, body, headers: { 'content-type': 'application/json' } });
        for (const [type, body] of MALFORMED_BODIES)
          await check(route.method, path, `${type}: ${String(body).slice(0, 30)}`, { token, body, headers: { 'content-type': type } });
        await app.resetRateLimits();
      }
      expect(failures).toEqual([]);
    },
  );

  it('planted nothing on Object.prototype', () => {
    const probe: Record<string, unknown> = {};
    expect([probe.polluted, probe.role, probe.isAdmin]).toEqual([undefined, undefined, undefined]);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
