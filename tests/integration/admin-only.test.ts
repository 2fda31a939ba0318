import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRouters } from '../../api/create-app.ts';
import { startBookingsApp } from '../helpers/bookings.ts';

// Only admins reach any admin endpoint (docs/product.md#admin). The routes are read from the real
// router table, not listed here: an admin route added tomorrow is checked without anyone adding it.

const app = await startBookingsApp();
const { call, createCustomer, createTutor, createAdmin } = app;
const [customer, tutor, admin] = [await createCustomer(), await createTutor(), await createAdmin()];

const adminRoutes = createRouters(app.deps)
  .flatMap((router) => router.stack)
  .map((layer) => ({ path: String(layer.path), methods: layer.methods }))
  .filter((layer) => layer.path.startsWith('/api/admin') && layer.methods.length > 0)
  .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path })));

// Parameters are filled with values of the right shape so a refusal cannot come from a malformed id.
const concrete = (path: string) => path.replace(/:queue\b/g, 'email').replace(/:[A-Za-z]+/g, randomUUID());

describe('admin endpoints', () => {
  it('are found in the router table (the console has its queues, users, feedback, overview and audit)', () => {
    const paths = adminRoutes.map((route) => route.path);
    for (const expected of [
      '/api/admin/proofs',
      '/api/admin/users',
      '/api/admin/feedback',
      '/api/admin/overview',
      '/api/admin/audit',
      '/api/admin/send-queues',
    ]) {
      expect(
        paths.some((path) => path.startsWith(expected)),
        expected,
      ).toBe(true);
    }
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('answer 401 to visitors and 403 to customers and tutors, and change nothing', async () => {
    const auditBefore = await app.db('audit_log').count<{ count: string }[]>('* as count');
    for (const route of adminRoutes) {
      const path = concrete(route.path);
      const json = route.method === 'GET' ? undefined : {};
      expect((await call(null, route.method, path, { json })).status, `${route.method} ${path} as visitor`).toBe(401);
      for (const viewer of [customer, tutor]) {
        const res = await call(viewer, route.method, path, { json });
        expect(res.status, `${route.method} ${path} as ${viewer.role}`).toBe(403);
        expect(res.body.error?.message ?? res.body.message).toBeTruthy();
      }
    }
    expect(await app.db('audit_log').count<{ count: string }[]>('* as count')).toEqual(auditBefore);
  });

  it('let an admin in (a read of each list answers 200)', async () => {
    for (const route of adminRoutes.filter((r) => r.method === 'GET' && !r.path.includes(':'))) {
      expect((await call(admin, 'GET', route.path)).status, route.path).toBe(200);
    }
  });
});
