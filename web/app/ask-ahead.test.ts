import { matchPath } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../core/accounts/auth.schema.ts';
import { decideAccess } from '../features/auth/decide-access.ts';
import { getSession } from '../features/auth/api/get-session.ts';
import { getOpenRequestsQueryOptions } from '../features/requests/api/use-open-requests.ts';
import { getTransactionsQueryOptions } from '../features/transactions/api/get-transactions.ts';
import { getPriceRangeQueryOptions } from '../features/tutors/api/get-price-range.ts';
import { getTutorGalleryQueryOptions } from '../features/tutors/api/get-tutor-gallery.ts';
import { getTutorReviewsQueryOptions } from '../features/tutors/api/get-tutor-reviews.ts';
import { DEFAULT_FILTERS, galleryQueryParams } from '../features/tutors/gallery-filters.ts';
import { dropSession } from '../lib/access-token.ts';
import { getTutorQueryOptions } from '../lib/api/get-tutor.ts';
import { priceRangePath, publicConfigPath, tutorGalleryPath } from '../lib/api/page-data-paths.ts';
import { takeEarlyAnswer } from '../lib/early-answers.ts';
import { getPublicConfigQueryOptions } from '../lib/public-config.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { askAhead, askAheadRoutes, loadPageCodeAhead, matchRoute, pageRouteAt } from './ask-ahead.ts';
import { pageRoutes } from './page-routes.ts';
import { routeTable } from './route-table.ts';

const TUTOR_ID = '8f1d2c3e-0000-4000-8000-000000000001';
const userAs = (role: SessionUser['role']): SessionUser => ({ id: 'u1', email: 'ani@example.com', role, name: 'Ani' });

/**
 * A fake api: the refresh answers `user`'s session (401 without one) once `refreshGate` resolves,
 * every other path an empty list page. Returns the requests made, as 'METHOD path'.
 */
function fakeApi(user: SessionUser | null, refreshGate: Promise<void> = Promise.resolve(), answers: Record<string, unknown> = {}): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      asked.push(`${init.method} ${path}`);
      if (path in answers) return new Response(JSON.stringify(answers[path]), { status: 200 });
      if (path !== '/api/auth/refresh') return new Response(JSON.stringify({ items: [], total: 0, nextCursor: null, reviews: [] }), { status: 200 });
      await refreshGate;
      if (!user) return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'x' } }), { status: 401 });
      return new Response(JSON.stringify({ accessToken: 'token', expiresIn: 900, user, landingPath: '/' }), { status: 200 });
    }),
  );
  return asked;
}

const galleryPath = tutorGalleryPath(galleryQueryParams(DEFAULT_FILTERS), null);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The answers one askAhead held that its test did not take: the next askAhead's own requests
// would take them instead of asking.
const takeHeldAnswers = async () => {
  await getSession().catch(() => undefined);
  for (const path of [publicConfigPath, galleryPath, priceRangePath, `/api/tutors/${TUTOR_ID}`, `/api/tutors/${TUTOR_ID}/reviews`]) await takeEarlyAnswer(`GET ${path}`)?.catch(() => undefined);
};

afterEach(async () => {
  // The session the fake refresh handed out, and any answer held and not taken, belong to the test.
  await takeHeldAnswers();
  dropSession();
  vi.unstubAllGlobals();
});

describe('askAhead', () => {
  it("asks for a tutor's profile and reviews beside the session, without waiting for it", async () => {
    let answerRefresh = () => undefined as void;
    const asked = fakeApi(userAs('customer'), new Promise((resolve) => (answerRefresh = resolve)));
    askAhead(`/tutor-detail/${TUTOR_ID}`);
    await settle();
    expect(asked).toEqual(['POST /api/auth/refresh', 'GET /api/config/public', `GET /api/tutors/${TUTOR_ID}`, `GET /api/tutors/${TUTOR_ID}/reviews`]);
    answerRefresh();
  });

  it("downloads the tutor's photo as soon as the profile's answer names it, and nothing when it names none", async () => {
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          images.push(url);
        }
      },
    );
    const photo = `/media/avatars/${TUTOR_ID}.webp`;
    fakeApi(null, undefined, { [`/api/tutors/${TUTOR_ID}`]: { id: TUTOR_ID, imageUrl: photo } });
    askAhead(`/tutor-detail/${TUTOR_ID}`);
    await vi.waitFor(() => expect(images).toEqual([photo]));
    await takeHeldAnswers();

    fakeApi(null, undefined, { [`/api/tutors/${TUTOR_ID}`]: { id: TUTOR_ID, imageUrl: null } });
    askAhead(`/tutors/${TUTOR_ID}`);
    await takeEarlyAnswer(`GET /api/tutors/${TUTOR_ID}`);
    await settle();
    expect(images).toEqual([photo]);
  });

  it("asks for a guarded page's data once the session answers, and only for a user the page is shown to", async () => {
    const cases: [string, SessionUser | null, string[]][] = [
      ['/transactions', userAs('customer'), ['GET /api/transactions']],
      ['/transactions', userAs('tutor'), []],
      ['/transactions', null, []],
      ['/tutor-requests', userAs('tutor'), ['GET /api/requests/open?matching=true']],
      ['/tutor-requests', userAs('customer'), []],
      ['/tutor-requests', userAs('admin'), []],
      ['/tutors', userAs('customer'), ['GET /api/tutors?', 'GET /api/tutors/price-range']],
      ['/tutors', userAs('tutor'), ['GET /api/tutors?', 'GET /api/tutors/price-range']],
      ['/tutors', null, []],
    ];
    for (const [path, user, expected] of cases) {
      const asked = fakeApi(user);
      askAhead(path);
      await settle();
      expect({ path, user: user?.role, asked: asked.slice(2) }).toEqual({ path, user: user?.role, asked: expected });
      await takeHeldAnswers();
    }
  });

  it("asks only for the session and the footer's links on a page that fetches its own data, or on an unknown path", async () => {
    // A gallery link with a filter or a sort is read by the schema the page downloads first.
    for (const [path, search] of [['/tutors', '?sort=price_asc'], ['/tutors', '?minRating=4'], ['/tidak-ada', ''], ['/tutor-detail/', '']] as const) {
      const asked = fakeApi(userAs('customer'));
      askAhead(path, search);
      await settle();
      expect({ path, asked }).toEqual({ path, asked: ['POST /api/auth/refresh', 'GET /api/config/public'] });
      await takeHeldAnswers();
    }
  });

  it("hands its answers to the pages' and the footer's own queries, which ask for nothing a second time", async () => {
    const pages: [string, SessionUser, (queryClient: ReturnType<typeof createQueryClient>) => Promise<unknown>][] = [
      [`/tutor-detail/${TUTOR_ID}`, userAs('customer'), (client) => Promise.all([client.fetchQuery(getTutorQueryOptions(TUTOR_ID)), client.fetchQuery(getTutorReviewsQueryOptions(TUTOR_ID))])],
      ['/transactions', userAs('customer'), (client) => client.fetchInfiniteQuery(getTransactionsQueryOptions())],
      ['/tutor-requests', userAs('tutor'), (client) => client.fetchInfiniteQuery(getOpenRequestsQueryOptions(true))],
      ['/tutors', userAs('customer'), (client) => Promise.all([client.fetchInfiniteQuery(getTutorGalleryQueryOptions(DEFAULT_FILTERS)), client.fetchQuery(getPriceRangeQueryOptions())])],
    ];
    for (const [path, user, pageQueries] of pages) {
      const asked = fakeApi(user);
      askAhead(path);
      await settle();
      const before = [...asked];
      const queryClient = createQueryClient();
      expect(await getSession()).toEqual({ user });
      await Promise.all([pageQueries(queryClient), queryClient.fetchQuery(getPublicConfigQueryOptions())]);
      expect({ path, again: asked.slice(before.length) }).toEqual({ path, again: [] });
      queryClient.clear();
    }
  });
});

describe('ask-ahead routes', () => {
  const auths = [{ status: 'anonymous' } as const, ...(['customer', 'tutor', 'admin'] as const).map((role) => ({ status: 'authenticated', user: userAs(role) }) as const)];

  it('are routes of the route table, asked for ahead only where the route guard shows the page', () => {
    for (const route of askAheadRoutes) {
      const entry = routeTable.find((candidate) => candidate.path === route.path);
      expect(entry, route.path).toBeDefined();
      // A page that waits for no session must be one anyone may open.
      if (!route.afterSession) expect(entry?.access).toBe('open');
      for (const auth of auths) {
        const user = auth.status === 'authenticated' ? auth.user : null;
        if (route.gets({ tutorId: TUTOR_ID }, user, new URLSearchParams()).length) expect({ path: route.path, role: user?.role, shown: decideAccess(entry!.access, auth).kind }).toMatchObject({ shown: 'show' });
      }
    }
  });

  it('match a path as the router does: parameters decoded, case and a trailing slash aside', () => {
    expect(matchRoute('/tutors/:tutorId', '/tutors/a%20b')).toEqual({ tutorId: 'a b' });
    expect(matchRoute('/transactions', '/Transactions/')).toEqual({});
    expect(matchRoute('/tutors/:tutorId', '/tutors/')).toBeNull();
    expect(matchRoute('/tutors/:tutorId', '/tutors/a/b')).toBeNull();
    expect(matchRoute('/tutors/:tutorId', '/tutors/%E0%A4%A')).toBeNull();
  });
});

describe('loadPageCodeAhead', () => {
  // Each route's path with its parameters filled in, as a visitor's address bar would hold it.
  const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, 'a1');

  it("picks the page the route table's router would open, for every route", () => {
    for (const route of pageRoutes) {
      for (const path of [samplePath(route.path), `${samplePath(route.path)}/`.replace('//', '/'), samplePath(route.path).toUpperCase()]) {
        const routed = routeTable.find((entry) => matchPath(entry.path, path));
        expect({ path, picked: pageRouteAt(path)?.path }).toEqual({ path, picked: routed?.path });
      }
    }
    expect(pageRouteAt('/tidak-ada')).toBeUndefined();
  });

  it("starts the download of that page's code only, and leaves a failed download to the page", async () => {
    const loads = pageRoutes.filter((route) => route.page).map((route) => [route.path, vi.spyOn(route.page!, 'load').mockRejectedValue(new Error('offline'))] as const);
    loadPageCodeAhead(`/tutor-detail/${TUTOR_ID}`);
    loadPageCodeAhead('/tidak-ada');
    await settle();
    expect(loads.filter(([, load]) => load.mock.calls.length).map(([path]) => path)).toEqual(['/tutor-detail/:tutorId']);
    for (const [, load] of loads) load.mockRestore();
  });
});
