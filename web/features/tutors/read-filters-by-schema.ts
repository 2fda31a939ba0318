import type { MinRating } from '../../../core/tutors/gallery-query.ts';
import { listTutorsQuerySchema } from '../../../core/tutors/list-tutors.schema.ts';
import type { GalleryFilters } from './gallery-filters.ts';

/**
 * The filters in a link's search params (only `keys`), read by the same core schema the server
 * uses; loaded by gallery-filters.ts only for a link that carries filters. A value the schema
 * refuses (a hand-edited or outdated link) is dropped on its own: the rest of the link still
 * applies rather than the whole filter being thrown away or the page failing. Null when nothing
 * of it could be read.
 */
export function readFiltersBySchema(search: URLSearchParams, keys: readonly string[]): GalleryFilters | null {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value !== null) input[key] = value;
  }
  for (let attempt = 0; attempt <= keys.length; attempt += 1) {
    const result = listTutorsQuerySchema.safeParse(input);
    if (result.success) {
      const { minPrice, maxPrice, minRating, lastActive, available, verified, sort } = result.data;
      return { minPrice, maxPrice, minRating: minRating as MinRating | undefined, lastActive, available, verified, sort };
    }
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return null;
}
