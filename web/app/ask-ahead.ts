import type { SessionUser } from '../../core/accounts/auth.schema.ts';
import { carriesFilters, DEFAULT_FILTERS, galleryQueryParams } from '../features/tutors/gallery-filters.ts';
import { openRequestsPath, priceRangePath, publicConfigPath, transactionsPath, tutorGalleryPath, tutorPath, tutorReviewsPath } from '../lib/api/page-data-paths.ts';
import { apiClient, refreshSession } from '../lib/api-client.ts';
import { holdEarlyAnswer } from '../lib/early-answers.ts';
import { pageRoutes, type PageRoute } from './page-routes.ts';

/**
 * The GETs a data page makes first, which the boot (web/boot.ts) asks for before the app's code has
 * arrived. `afterSession` pages are guarded: their GETs wait for the session and go out only for
 * a user the route guard will show the page to (route-table.ts `access`, pinned by the test). This
 * file may not load React or TanStack Query, which is what the boot is ahead of.
 */
type AskAhead = {
  path: string;
  afterSession: boolean;
  gets: (params: Record<string, string>, user: SessionUser | null, search: URLSearchParams) => string[];
  /** The photo the page shows at the top, named by its first GET's answer: downloaded as soon as that answer is here. */
  photoIn?: (answer: unknown) => string | null | undefined;
};

const tutorProfile = ({ tutorId = '' }: Record<string, string>) => [tutorPath(tutorId), tutorReviewsPath(tutorId)];
// The profile's answer (PublicTutor); its photo is asked for by the page only once React has drawn it.
const tutorPhoto = (answer: unknown) => (answer as { imageUrl?: string | null } | null)?.imageUrl;

export const askAheadRoutes: readonly AskAhead[] = [
  // Public and the same for every viewer: asked for at once, beside the session.
  { path: '/tutors/:tutorId', afterSession: false, gets: tutorProfile, photoIn: tutorPhoto },
  { path: '/tutor-detail/:tutorId', afterSession: false, gets: tutorProfile, photoIn: tutorPhoto },
  // A tutor or an admin is sent on to their own page.
  { path: '/transactions', afterSession: true, gets: (_, user) => (user?.role === 'customer' ? [transactionsPath(null)] : []) },
  // A link without filters opens on the first page of the unfiltered list; one with filters is read
  // by a schema the page downloads first (gallery-filters.ts), so the page asks for itself.
  { path: '/tutors', afterSession: true, gets: (_, user, search) => (user && !carriesFilters(search) ? [tutorGalleryPath(galleryQueryParams(DEFAULT_FILTERS), null), priceRangePath] : []) },
  // The page opens on the list matching the tutor's subjects.
  { path: '/tutor-requests', afterSession: true, gets: (_, user) => (user?.role === 'tutor' ? [openRequestsPath(true, null)] : []) },
];

/** `pattern`'s parameters in `pathname` ('/tutors/:tutorId'), or null; like the router, case and a trailing slash aside. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = pathname.replace(/(.)\/$/, '$1').split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const actual = given[index]!;
    if (segment.startsWith(':')) {
      if (!actual) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}

/** The route whose page `pathname` opens: the first that matches, as route-table.ts picks it. */
export function pageRouteAt(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchRoute(route.path, pathname));
}

/**
 * Starts the download of the code of the page at `pathname`, beside React's instead of after it
 * (docs/decisions/020-boot-starts-page-code.md). A failure is left to the page, which reports it
 * when the app renders it (router.tsx `RoutePage`).
 */
export function loadPageCodeAhead(pathname: string): void {
  pageRouteAt(pathname)
    ?.page?.load()
    .catch(() => undefined);
}

const ask = (path: string) => {
  const answer = apiClient.get(path);
  holdEarlyAnswer(`GET ${path}`, answer);
  return answer;
};

/** The browser keeps the image, and the page's <img> with the same address takes it from there. */
const downloadImage = (url: string) => {
  new Image().src = url;
};

/**
 * On a fresh load of `pathname` (with `search`, the address's query): trades the refresh cookie
 * for the session and asks for the page's first GETs and the footer's links, holding each answer
 * for the app's own call (lib/early-answers.ts).
 */
export function askAhead(pathname: string, search = ''): void {
  const session = refreshSession();
  holdEarlyAnswer('session', session);
  // The footer's links, on every page: asked for from React's first render, they went out only
  // once React had arrived, beside the page's own data.
  ask(publicConfigPath);
  for (const route of askAheadRoutes) {
    const params = matchRoute(route.path, pathname);
    if (!params) continue;
    const askFor = (user: SessionUser | null) => {
      const [first] = route.gets(params, user, new URLSearchParams(search)).map(ask);
      const { photoIn } = route;
      if (first && photoIn) {
        first.then(
          (answer) => {
            const photo = photoIn(answer);
            if (photo) downloadImage(photo);
          },
          () => undefined,
        );
      }
    };
    // No session (or none to be had) asks for nothing: the page will send the visitor on.
    if (route.afterSession) session.then((grant) => askFor(grant?.user ?? null), () => undefined);
    else askFor(null);
    return;
  }
}
