import { describe, expect, it } from 'vitest';
import { preloadPageAt, routeTable } from './route-table.ts';

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
