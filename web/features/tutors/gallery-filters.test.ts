import { describe, expect, it, vi } from 'vitest';
import { activeFilterCount, clearFilters, gallerySearchParams, readGalleryFilters, type GalleryFilters } from './gallery-filters.ts';

const read = (query: string) => readGalleryFilters(new URLSearchParams(query));
const DEFAULTS: GalleryFilters = { minPrice: undefined, maxPrice: undefined, minRating: undefined, lastActive: 'all', available: false, verified: false, sort: 'hours_desc' };

describe('readGalleryFilters', () => {
  it('gives the defaults for an empty URL: any price and rating, all activity, hours taught first', async () => {
    expect(await read('')).toEqual(DEFAULTS);
  });

  it('reads every filter and the sort', async () => {
    expect(await read('minPrice=50000&maxPrice=150000&minRating=4.5&lastActive=24h&available=true&verified=true&sort=price_asc')).toEqual({
      minPrice: 50_000,
      maxPrice: 150_000,
      minRating: 4.5,
      lastActive: '24h',
      available: true,
      verified: true,
      sort: 'price_asc',
    });
  });

  it('drops only the values the schema refuses and keeps the rest of the link', async () => {
    expect(await read('minRating=2&sort=price_desc')).toEqual({ ...DEFAULTS, sort: 'price_desc' });
    expect(await read('minPrice=abc&maxPrice=90000&lastActive=1h')).toEqual({ ...DEFAULTS, maxPrice: 90_000, lastActive: '1h' });
    expect(await read('minPrice=90000&maxPrice=50000')).toEqual({ ...DEFAULTS, maxPrice: 50_000 });
    expect(await read('sort=cheapest&available=yes&verified=1&lastActive=2d')).toEqual(DEFAULTS);
  });

  it('ignores paging and unknown parameters', async () => {
    expect(await read('cursor=abc&limit=5&utm_source=wa')).toEqual(DEFAULTS);
  });

  it("downloads the schema only for a link that carries a filter or a sort, and keeps the defaults when it cannot", async () => {
    const loadReader = vi.fn(() => import('./read-filters-by-schema.ts'));
    expect(await readGalleryFilters(new URLSearchParams('utm_source=wa&cursor=abc'), loadReader)).toEqual(DEFAULTS);
    expect(loadReader).not.toHaveBeenCalled();
    expect(await readGalleryFilters(new URLSearchParams('sort=price_asc'), loadReader)).toEqual({ ...DEFAULTS, sort: 'price_asc' });
    expect(loadReader).toHaveBeenCalledTimes(1);
    const offline = () => Promise.reject(new Error('offline'));
    expect(await readGalleryFilters(new URLSearchParams('verified=true'), offline)).toEqual(DEFAULTS);
  });
});

describe('gallerySearchParams', () => {
  it('leaves defaults out and round-trips through readGalleryFilters', async () => {
    expect(gallerySearchParams(DEFAULTS).toString()).toBe('');
    const filters: GalleryFilters = { minPrice: 40_000, maxPrice: undefined, minRating: 4, lastActive: '7d', available: true, verified: true, sort: 'price_desc' };
    const search = gallerySearchParams(filters);
    expect(search.toString()).toBe('minPrice=40000&minRating=4&lastActive=7d&available=true&verified=true&sort=price_desc');
    expect(await readGalleryFilters(search)).toEqual(filters);
  });
});

describe('activeFilterCount and clearFilters', () => {
  it('counts the price range once and never the sort', () => {
    expect(activeFilterCount({ ...DEFAULTS, sort: 'price_asc' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULTS, minPrice: 1, maxPrice: 2, minRating: 3, lastActive: '1h', available: true })).toBe(4);
    expect(activeFilterCount({ ...DEFAULTS, verified: true })).toBe(1);
  });

  it('clears every filter but keeps the sort', () => {
    expect(clearFilters({ ...DEFAULTS, minPrice: 1, available: true, verified: true, sort: 'price_asc' })).toEqual({ lastActive: 'all', available: false, verified: false, sort: 'price_asc' });
  });
});
