import { CITY_GROUPS } from './city-list.ts';

// Indonesia's cities and regencies (kota and kabupaten) where a tutor teaches and a learning request
// is (docs/decisions/056). Rows store the slug: it is stable, and it is the `/les-privat/<subject>/<city>`
// path segment; the name is what people read ("Bandung", "Kabupaten Bandung").

export type City = { slug: string; name: string; province: string };

export const CITIES: readonly City[] = CITY_GROUPS.flatMap((group) =>
  group.cities.map(([slug, name]) => ({ slug, name, province: group.province })),
);

/** By province, for grouped selects. */
export const CITIES_BY_PROVINCE: ReadonlyArray<{ province: string; cities: readonly City[] }> = CITY_GROUPS.map((group) => ({
  province: group.province,
  cities: CITIES.filter((city) => city.province === group.province),
}));

const bySlug: ReadonlyMap<string, City> = new Map(CITIES.map((city) => [city.slug, city]));

export function cityBySlug(slug: string): City | undefined {
  return bySlug.get(slug);
}

export function isCitySlug(value: unknown): value is string {
  return typeof value === 'string' && bySlug.has(value);
}

/** The display name of a stored slug; a slug no longer listed shows as itself rather than nothing. */
export function cityName(slug: string): string {
  return bySlug.get(slug)?.name ?? slug;
}
