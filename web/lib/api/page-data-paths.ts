// The api paths of the GETs a page asks for first. Its query functions and the boot
// (web/boot.ts, which may not load React or TanStack Query) build them here, so that an answer
// the boot asked for ahead is found under the very path the page asks for.

/** '?a=1&b=2' from the parameters that are not null; '' when none are. */
export const queryString = (params: Record<string, string | null>) => {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
  return search.size ? `?${search}` : '';
};

/** The footer's links, on every page (web/lib/public-config.ts). */
export const publicConfigPath = '/api/config/public';

/** A page of the gallery: `params` as listTutorsSearchParams writes them, then the keyset cursor. */
export const tutorGalleryPath = (params: Record<string, string>, cursor: string | null) => `/api/tutors?${new URLSearchParams(cursor ? { ...params, cursor } : params)}`;

/** The gallery's price slider bounds. */
export const priceRangePath = '/api/tutors/price-range';

export const tutorPath = (id: string) => `/api/tutors/${encodeURIComponent(id)}`;

export const tutorReviewsPath = (id: string) => `${tutorPath(id)}/reviews`;

export const transactionsPath = (cursor: string | null) => `/api/transactions${queryString({ cursor })}`;

export const openRequestsPath = (matching: boolean, cursor: string | null) => `/api/requests/open${queryString({ cursor, matching: String(matching) })}`;
