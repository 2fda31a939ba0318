import type { ListTutorsQuery } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import type { ChangeFeed } from '../realtime/change-feed.ts';
import { getPriceRange } from './get-price-range.ts';
import { getTutor } from './get-tutor.ts';
import { listTutors } from './list-tutors.ts';
import { createPublicTutorCache } from './public-tutor-cache.ts';

/** The public tutor reads as the JSON text the api sends, from memory where it may be (docs/decisions/024). */
export type PublicTutorReads = {
  /** A gallery page; the parsed query names it, so the same filters written another way share one entry. */
  gallery: (query: ListTutorsQuery) => Promise<string>;
  priceRange: () => Promise<string>;
  /** A profile; throws NOT_FOUND for a tutor nobody may see. */
  tutor: (id: string) => Promise<string>;
  /** The ids of every listed tutor, for the sitemap: `[{ id }]`. */
  listedTutorIds: () => Promise<string>;
  /** Each (subject, city) some listed tutor teaches in, for the sitemap's landing pages: `[{ subject, city }]`. */
  landingPlaces: () => Promise<string>;
};

/**
 * One per api process: the JSON routes (api/routes/tutors.routes.ts) and the server-rendered pages
 * (api/pages/) read through it, so a page and the api's answer for it share one cache entry and
 * one invalidation by the change feed.
 */
export function createPublicTutorReads(deps: { db: Db; feed: Pick<ChangeFeed, 'watch'>; ttlMs?: number }): PublicTutorReads {
  const { db } = deps;
  const cache = createPublicTutorCache({ feed: deps.feed, ttlMs: deps.ttlMs });
  const json = (key: string, read: () => Promise<unknown>) => cache.read(key, async () => JSON.stringify(await read()));
  return {
    gallery: (query) => json(`gallery:${JSON.stringify(query)}`, () => listTutors(db, query)),
    priceRange: () => json('price-range', () => getPriceRange(db)),
    tutor: (id) => json(`tutor:${id}`, () => getTutor(db, id)),
    listedTutorIds: () => json('listed-ids', () => db('tutors').where({ listed: true }).orderBy('id').select('id')),
    // A few hundred pairs at most (subjects × cities), not a row per tutor.
    landingPlaces: () =>
      json('landing-places', async () => {
        const { rows } = await db.raw<{ rows: { subject: string; city: string | null }[] }>(
          'select distinct subject, city from tutors cross join unnest(subjects) as subject where listed',
        );
        return rows;
      }),
  };
}
