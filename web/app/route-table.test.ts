import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../core/accounts/auth.schema.ts';
import { requestKeys } from '../features/requests/api/request-keys.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { tutorKeys } from '../lib/api/tutor-keys.ts';
import { transactionKeys } from '../lib/api/transaction-keys.ts';
import { prefetchPageDataAt, preloadPageAt, routeTable } from './route-table.ts';

const accessOf = Object.fromEntries(routeTable.map((route) => [route.path, route.access]));

describe('route table (product.md#web-routes)', () => {
  it('gives every product route its access rule', () => {
    expect(accessOf).toEqual({
      '/': 'open',
      '/auth': 'open',
      '/auth-callback': 'open',
      '/password-update': 'open',
      '/faq': 'open',
      '/guide-customer': 'open',
      '/guide-tutor': 'open',
      '/tutors': 'signed-in',
      '/tutors/:tutorId': 'open',
      '/tutor-detail/:tutorId': 'open',
      // The booking page checks the session itself to show the login toast
      // (docs/product.md#booking-create).
      '/book/:tutorId': 'open',
      '/transactions': 'signed-in',
      '/transactions/:transactionId': 'signed-in',
      '/tutor-transactions': 'tutor',
      '/tutor-transactions/:transactionId': 'tutor',
      '/dashboard': 'tutor',
      '/create-bidding': 'signed-in',
      '/biddings': 'signed-in',
      '/bidding/:biddingId': 'signed-in',
      '/bidding-payment/:biddingId': 'signed-in',
      '/tutor-requests': 'tutor',
      '/akun': 'signed-in',
      '/feedback': 'signed-in',
      '/feedback-detail/:id': 'signed-in',
      '/admin': 'admin',
    });
  });

  it('gives every page an Indonesian title for its placeholder', () => {
    for (const route of routeTable) expect(route.title.trim()).not.toBe('');
  });

  it('loads the code of the page a path opens, and of no other page', async () => {
    const pageOf = (path: string) => routeTable.find((route) => route.path === path)?.Page;
    await preloadPageAt('/tutor-detail/8f1d2c3e-0000-4000-8000-000000000000');
    expect(pageOf('/tutor-detail/:tutorId')?.isLoaded()).toBe(true);
    expect(pageOf('/tutors/:tutorId')?.isLoaded()).toBe(false);
    expect(pageOf('/transactions')?.isLoaded()).toBe(false);
    // A path with no page (the 404) loads nothing and does not fail.
    await expect(preloadPageAt('/tidak-ada')).resolves.toBeUndefined();
  });
});

describe('prefetchPageDataAt', () => {
  const TUTOR_ID = '8f1d2c3e-0000-4000-8000-000000000001';
  const userAs = (role: SessionUser['role']): SessionUser => ({ id: 'u1', email: 'ani@example.com', role, name: 'Ani' });

  /** A fake api that answers every path with an empty list page; returns the paths asked for. */
  function fakeApi(): string[] {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response(JSON.stringify({ items: [], total: 0, nextCursor: null }), { status: 200 });
      }),
    );
    return asked;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for a tutor's profile and reviews without waiting for the session, under the page's own keys", async () => {
    const asked = fakeApi();
    const queryClient = createQueryClient();
    // A session that never answers: an open page must not wait for it.
    await prefetchPageDataAt(`/tutor-detail/${TUTOR_ID}`, queryClient, new Promise(() => undefined));
    expect(asked).toEqual([`/api/tutors/${TUTOR_ID}`, `/api/tutors/${TUTOR_ID}/reviews`]);
    expect(queryClient.getQueryState(tutorKeys.detail(TUTOR_ID))?.status).toBe('success');
    expect(queryClient.getQueryState(tutorKeys.reviews(TUTOR_ID))?.status).toBe('success');
    queryClient.clear();
  });

  it('asks for a guarded page\'s data once the session answers, and only for a user the page is shown to', async () => {
    const cases: [string, SessionUser | null, string[], readonly unknown[]][] = [
      ['/transactions', userAs('customer'), ['/api/transactions'], transactionKeys.list()],
      ['/transactions', userAs('tutor'), [], transactionKeys.list()],
      ['/transactions', null, [], transactionKeys.list()],
      ['/tutor-requests', userAs('tutor'), ['/api/requests/open?matching=true'], requestKeys.open(true)],
      ['/tutor-requests', userAs('customer'), [], requestKeys.open(true)],
    ];
    for (const [path, user, expected, key] of cases) {
      const asked = fakeApi();
      const queryClient = createQueryClient();
      await prefetchPageDataAt(path, queryClient, Promise.resolve(user));
      expect({ path, user: user?.role, asked }).toEqual({ path, user: user?.role, asked: expected });
      expect(queryClient.getQueryState(key)?.status).toBe(expected.length ? 'success' : undefined);
      queryClient.clear();
    }
  });

  it('asks for nothing on a page that fetches its own data, or on an unknown path', async () => {
    const asked = fakeApi();
    const queryClient = createQueryClient();
    await prefetchPageDataAt('/tutors', queryClient, Promise.resolve(userAs('customer')));
    await prefetchPageDataAt('/tidak-ada', queryClient, Promise.resolve(userAs('customer')));
    expect(asked).toEqual([]);
  });
});
