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
      '/les-privat/:subject': 'open',
      '/les-privat/:subject/:city': 'open',
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

describe('public pages in the route table (docs/decisions/031, 045)', () => {
  it('gives each page open to search engines its head and sitemap rule, and no other', () => {
    const rules = Object.fromEntries(routeTable.filter((route) => route.sitemap).map((route) => [route.path, route.sitemap]));
    expect(rules).toEqual({
      '/': 'page',
      '/faq': 'page',
      '/guide-customer': 'page',
      '/guide-tutor': 'page',
      '/tutors': 'page',
      '/tutors/:tutorId': 'tutor-profiles',
      // The same profile, indexed under the address it is shared as.
      '/tutor-detail/:tutorId': 'unlisted',
      // Only while a listed tutor teaches the subject (in the city): docs/product.md#subject-landing-pages.
      '/les-privat/:subject': 'subject-pages',
      '/les-privat/:subject/:city': 'subject-city-pages',
    });
    // The tests run as the server does (import.meta.env.SSR), where a public page has its server side.
    for (const route of routeTable) expect(typeof route.server, route.path).toBe(route.sitemap ? 'function' : 'undefined');
  });

  it('lists by its own address only a route without parameters', () => {
    for (const route of routeTable.filter((candidate) => candidate.sitemap === 'page')) expect(route.path, route.path).not.toContain(':');
  });
});
