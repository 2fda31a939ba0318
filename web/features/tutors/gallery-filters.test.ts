import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  gallerySearchParams,
  MAX_GALLERY_PAGES,
  readGalleryFilters,
  readGalleryPages,
  type GalleryFilters,
} from './gallery-filters.ts';

const read = (query: string) => readGalleryFilters(new URLSearchParams(query));
const DEFAULTS: GalleryFilters = {
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
  lastActive: 'all',
  available: false,
  verified: false,
  sort: 'hours_desc',
};

describe('readGalleryFilters', () => {
  it('gives the defaults for an empty URL: any price and rating, all activity, hours taught first', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it('reads every filter and the sort', () => {
    expect(read('minPrice=50000&maxPrice=150000&minRating=4.5&lastActive=24h&available=true&verified=true&sort=price_asc')).toEqual({
      minPrice: 50_000,
      maxPrice: 150_000,
      minRating: 4.5,
      lastActive: '24h',
      available: true,
      verified: true,
      sort: 'price_asc',
    });
  });

  it('drops only the values the schema refuses and keeps the rest of the link', () => {
    expect(read('minRating=2&sort=price_desc')).toEqual({ ...DEFAULTS, sort: 'price_desc' });
    expect(read('minPrice=abc&maxPrice=90000&lastActive=1h')).toEqual({ ...DEFAULTS, maxPrice: 90_000, lastActive: '1h' });
    expect(read('minPrice=90000&maxPrice=50000')).toEqual({ ...DEFAULTS, maxPrice: 50_000 });
    expect(read('sort=cheapest&available=yes&verified=1&lastActive=2d')).toEqual(DEFAULTS);
  });

  it('reads the search filters: subjects (comma-separated or repeated), university, text, city and mode', () => {
    expect(read('subject=sma-kimia,smp-ipa&university=Institut%20Teknologi%20Bandung&q=Dewi%20Lestari&city=bandung&mode=home')).toEqual({
      ...DEFAULTS,
      subject: ['SMA - Kimia', 'SMP - IPA'],
      university: 'Institut Teknologi Bandung',
      q: 'Dewi Lestari',
      city: 'bandung',
      mode: 'home',
    });
    expect(read('subject=smp-ipa&subject=sma-kimia').subject).toEqual(['SMA - Kimia', 'SMP - IPA']);
  });

  it('drops an unknown subject, university, city or mode and keeps the rest', () => {
    expect(read('subject=sihir&city=atlantis&mode=terbang&university=Antah&q=kimia')).toEqual({ ...DEFAULTS, q: 'kimia' });
    expect(read('q=%20%20&city=surabaya')).toEqual({ ...DEFAULTS, city: 'surabaya' });
  });

  it('ignores paging and unknown parameters', () => {
    expect(read('cursor=abc&limit=5&utm_source=wa')).toEqual(DEFAULTS);
  });

  it('ignores the pages shown, which readGalleryPages reads', () => {
    expect(read('page=3&sort=price_asc')).toEqual({ ...DEFAULTS, sort: 'price_asc' });
  });
});

describe('readGalleryPages', () => {
  it('reads a whole number of pages from 1, at most MAX_GALLERY_PAGES, and 1 for anything else', () => {
    const pages = (query: string) => readGalleryPages(new URLSearchParams(query));
    expect(pages('')).toBe(1);
    expect(pages('page=3')).toBe(3);
    expect(pages(`page=${MAX_GALLERY_PAGES + 1}`)).toBe(MAX_GALLERY_PAGES);
    expect(pages('page=999999999999999999999')).toBe(1);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=', 'page=%3Cscript%3E']) expect(pages(bad), bad).toBe(1);
  });
});

describe('gallerySearchParams', () => {
  it('leaves defaults and the first page out and round-trips through readGalleryFilters', () => {
    expect(gallerySearchParams(DEFAULTS).toString()).toBe('');
    expect(gallerySearchParams(DEFAULTS, 1).toString()).toBe('');
    expect(gallerySearchParams(DEFAULTS, 4).toString()).toBe('page=4');
    const filters: GalleryFilters = {
      minPrice: 40_000,
      maxPrice: undefined,
      minRating: 4,
      lastActive: '7d',
      available: true,
      verified: true,
      sort: 'price_desc',
    };
    const search = gallerySearchParams(filters);
    expect(search.toString()).toBe('minPrice=40000&minRating=4&lastActive=7d&available=true&verified=true&sort=price_desc');
    expect(readGalleryFilters(search)).toEqual(filters);
  });

  it('round-trips the search filters, subjects as one comma-separated key', () => {
    const filters: GalleryFilters = {
      ...DEFAULTS,
      subject: ['SNBT - Penalaran Umum (PU)', 'SMA - Fisika'],
      university: 'Universitas Gadjah Mada',
      q: 'jose',
      city: 'kabupaten-bandung',
      mode: 'online',
    };
    const search = gallerySearchParams(filters);
    expect(search.toString()).toBe(
      'subject=snbt-penalaran-umum-pu%2Csma-fisika&university=Universitas+Gadjah+Mada&q=jose&city=kabupaten-bandung&mode=online',
    );
    expect(readGalleryFilters(search)).toEqual({ ...filters, subject: ['SNBT - Penalaran Umum (PU)', 'SMA - Fisika'] });
  });
});

describe('activeFilterCount and clearFilters', () => {
  it('counts the price range once and never the sort', () => {
    expect(activeFilterCount({ ...DEFAULTS, sort: 'price_asc' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULTS, minPrice: 1, maxPrice: 2, minRating: 3, lastActive: '1h', available: true })).toBe(4);
    expect(activeFilterCount({ ...DEFAULTS, verified: true })).toBe(1);
    expect(activeFilterCount({ ...DEFAULTS, subject: ['SMA - Kimia', 'SMA - Fisika'], q: 'dewi', city: 'bandung', mode: 'home' })).toBe(4);
  });

  it('clears every filter but keeps the sort', () => {
    expect(clearFilters({ ...DEFAULTS, minPrice: 1, available: true, verified: true, sort: 'price_asc' })).toEqual({
      lastActive: 'all',
      available: false,
      verified: false,
      sort: 'price_asc',
    });
  });
});
