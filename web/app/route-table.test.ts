import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';

const accessOf = Object.fromEntries(routeTable.map((route) => [route.path, route.access]));

describe('route table (product.md#web-routes)', () => {
  it('gives every product route its access rule', () => {
    expect(accessOf).toEqual({
      '/': 'open',
      '/auth': 'open',
      '/auth-callback': 'open',
      '/telegram-app': 'open',
      '/password-update': 'open',
      '/faq': 'open',
      '/guide-customer': 'open',
      '/guide-tutor': 'open',
      // Open to visitors and search engines (docs/decisions/031).
      '/tutors': 'open',
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

  it('gives every page an Indonesian title for its tab', () => {
    for (const route of routeTable) expect(route.title.trim()).not.toBe('');
  });
});
