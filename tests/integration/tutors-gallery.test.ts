import { describe, expect, it } from 'vitest';
import { priceSliderBounds } from '../../core/format/price-slider.ts';
import { GALLERY_SORTS, type GallerySort } from '../../core/tutors/gallery-query.ts';
import type { PublicTutor } from '../../core/tutors/list-tutors.schema.ts';
import { seedDemoData } from '../../dev/demo/seeds/demo-data.ts';
import { getPriceRange } from '../../services/tutors/get-price-range.ts';
import { encodeCursor } from '../../services/tutors/list-tutors.ts';
import { startTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/database.ts';

// The gallery over the demo data, checked against a reference computed here from the table: every
// filter and every sort, paged with the cursor until the end.

const app = await startTestApp();
const { db, storage } = app;
await seedDemoData(db, { storage, now: new Date() });
// Ties on both sort keys, so the id tie-break is exercised across page boundaries.
const tied = await db('tutors').orderBy('id').limit(7).pluck<string[]>('id');
await db('tutors').whereIn('id', tied).update({ hours_taught: 100, price_per_hour: 100_000 });

type Row = { id: string; price_per_hour: number; rating: number; hours_taught: number; last_active_at: Date | null; is_available: boolean };
const rows: Row[] = await db('tutors').select('id', 'price_per_hour', 'rating', 'hours_taught', 'last_active_at', 'is_available');

const bodies: string[] = [];
async function get(path: string) {
  const res = await fetch(`${app.baseUrl}${path}`);
  const text = await res.text();
  bodies.push(text);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions read the JSON field by field
  return { status: res.status, body: JSON.parse(text) as any };
}

const HOUR = 3_600_000;
type Filters = { minPrice?: number; maxPrice?: number; minRating?: number; lastActive?: '1h' | '24h' | '7d'; available?: boolean };

function reference(filters: Filters, sort: GallerySort, now: number): string[] {
  const since = { '1h': HOUR, '24h': 24 * HOUR, '7d': 7 * 24 * HOUR };
  const key = sort.startsWith('hours') ? 'hours_taught' : 'price_per_hour';
  const sign = sort.endsWith('desc') ? -1 : 1;
  return rows
    .filter((row) => filters.minPrice === undefined || row.price_per_hour >= filters.minPrice)
    .filter((row) => filters.maxPrice === undefined || row.price_per_hour <= filters.maxPrice)
    .filter((row) => filters.minRating === undefined || row.rating >= filters.minRating)
    .filter(
      (row) => !filters.lastActive || (row.last_active_at !== null && row.last_active_at.getTime() >= now - since[filters.lastActive]),
    )
    .filter((row) => !filters.available || row.is_available)
    .sort((a, b) => sign * (a[key] - b[key] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .map((row) => row.id);
}

async function pageThrough(filters: Filters, sort: GallerySort, limit: number) {
  const params = new URLSearchParams({ sort, limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) params.set(name, String(value));
  const ids: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    if (cursor) params.set('cursor', cursor);
    const res = await get(`/api/tutors?${params}`);
    expect(res.status).toBe(200);
    expect(res.body.tutors.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.tutors.map((tutor: PublicTutor) => tutor.id));
    totals.add(res.body.total);
    cursor = res.body.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { ids, totals: [...totals], pages };
}

describe('GET /api/tutors (gallery)', () => {
  it.each(GALLERY_SORTS)('pages through every tutor in %s order, exactly as the reference', async (sort) => {
    const { ids, totals, pages } = await pageThrough({}, sort, 7);
    expect(ids).toEqual(reference({}, sort, Date.now()));
    expect(totals).toEqual([rows.length]);
    expect(pages).toBe(Math.ceil(rows.length / 7));
  });

  it.each<[string, Filters]>([
    ['minPrice', { minPrice: 100_000 }],
    ['maxPrice', { maxPrice: 80_000 }],
    ['price range', { minPrice: 60_000, maxPrice: 120_000 }],
    ['minRating 5', { minRating: 5 }],
    ['minRating 4.5', { minRating: 4.5 }],
    ['minRating 4', { minRating: 4 }],
    ['minRating 3', { minRating: 3 }],
    ['lastActive 1h', { lastActive: '1h' }],
    ['lastActive 24h', { lastActive: '24h' }],
    ['lastActive 7d', { lastActive: '7d' }],
    ['available', { available: true }],
  ])('filters by %s', async (_name, filters) => {
    const expected = reference(filters, 'hours_desc', Date.now());
    const { ids, totals } = await pageThrough(filters, 'hours_desc', 5);
    expect(ids).toEqual(expected);
    expect(totals).toEqual([expected.length]);
  });

  it('combines every filter with every sort', async () => {
    const filters: Filters = { minPrice: 50_000, maxPrice: 200_000, minRating: 4, lastActive: '7d', available: true };
    for (const sort of GALLERY_SORTS) {
      const expected = reference(filters, sort, Date.now());
      expect(expected.length).toBeGreaterThan(3);
      expect((await pageThrough(filters, sort, 3)).ids).toEqual(expected);
    }
  });

  it('says so when nothing matches: no tutors, total 0, no cursor', async () => {
    const res = await get('/api/tutors?minPrice=9000000');
    expect(res.body).toEqual({ tutors: [], total: 0, nextCursor: null });
  });

  it('still counts every match on a page past the end', async () => {
    const past = encodeCursor({ sort: 'hours_desc', value: -1, id: '00000000-0000-4000-8000-000000000000' });
    const res = await get(`/api/tutors?cursor=${past}`);
    expect(res.body).toEqual({ tutors: [], total: rows.length, nextCursor: null });
  });

  it('keeps ?limit=N for the landing: the first N by hours taught, 12 by default', async () => {
    const res = await get('/api/tutors?limit=3');
    expect(res.body.tutors.map((tutor: PublicTutor) => tutor.id)).toEqual(reference({}, 'hours_desc', Date.now()).slice(0, 3));
    expect((await get('/api/tutors')).body.tutors).toHaveLength(12);
  });

  it('returns public card fields only', async () => {
    const [tutor] = (await get('/api/tutors?limit=1')).body.tutors;
    expect(Object.keys(tutor).sort()).toEqual(
      [
        'city',
        'hoursTaught',
        'id',
        'lessonMode',
        'imageUrl',
        'isAvailable',
        'lastActiveAt',
        'name',
        'pricePerHour',
        'rating',
        'reviewCount',
        'subjects',
        'university',
        'verified',
      ].sort(),
    );
  });

  it.each([
    ['minPrice=-1', 'Harga minimum harus berupa angka bulat non-negatif.'],
    ['minPrice=murah', 'Harga minimum harus berupa angka bulat non-negatif.'],
    ['maxPrice=1.5', 'Harga maksimum harus berupa angka bulat non-negatif.'],
    ['minPrice=200000&maxPrice=100000', 'Harga minimum tidak boleh lebih besar dari harga maksimum.'],
    ['minRating=2', 'Rating minimum harus salah satu dari 5, 4.5, 4 atau 3.'],
    ['lastActive=2h', 'Filter terakhir aktif tidak valid.'],
    ['available=ya', 'Parameter available harus bernilai true atau false.'],
    ['sort=name', 'Urutan tutor tidak valid.'],
    ['sort=price_asc&sort=price_desc', 'Urutan tutor tidak valid.'],
    ['limit=0', 'Parameter limit minimal 1.'],
    ['limit=101', 'Parameter limit maksimal 100.'],
    ['cursor=%21%21', 'Cursor halaman tidak valid.'],
    [`cursor=${Buffer.from('bukan json').toString('base64url')}`, 'Cursor halaman tidak valid.'],
    [`cursor=${encodeCursor({ sort: 'price_asc', value: 1, id: '00000000-0000-4000-8000-000000000000' })}`, 'Cursor halaman tidak valid.'],
  ])('refuses %s with 400 and an Indonesian message', async (query, message) => {
    const res = await get(`/api/tutors?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('never answers 500, whatever the query string', async () => {
    const strange = [
      'minPrice=1e309',
      'minPrice=%00',
      'minRating=NaN',
      'limit=1e2',
      'limit=-0',
      'cursor=' + 'A'.repeat(500),
      `cursor=${Buffer.from('["hours_desc",1e400,"x"]').toString('base64url')}`,
      `cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
      'minPrice[]=1',
      'minPrice=1&minPrice=2',
      '%E0%A4%A',
      'sort=%27%3B%20drop%20table%20tutors%3B--',
      'lastActive=',
      'available=',
      'minRating=4.50',
      'maxPrice=99999999999',
      'x=' + '%ZZ'.repeat(20),
    ];
    for (const query of strange) expect((await get(`/api/tutors?${query}`)).status, query).toBeLessThan(500);
  });
});

describe('GET /api/tutors/price-range', () => {
  it('spans the cheapest and dearest tutor with a twentieth of the range as step', async () => {
    const prices = rows.map((row) => row.price_per_hour);
    const res = await get('/api/tutors/price-range');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(priceSliderBounds(Math.min(...prices), Math.max(...prices)));
  });

  it('starts at 0..100 while there are no tutors', async () => {
    const empty = await freshDatabase();
    expect(await getPriceRange(empty.db)).toEqual({ min: 0, max: 100, step: 5 });
  });
});

describe('GET /api/tutors/:id', () => {
  it('shows the public profile with its texts', async () => {
    const tutor = await db('tutors').whereNotNull('notes_to_students').first('id', 'name', 'bio', 'experience', 'notes_to_students');
    const res = await get(`/api/tutors/${tutor.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tutor.id,
      name: tutor.name,
      bio: tutor.bio,
      experience: tutor.experience,
      notesToStudents: tutor.notes_to_students,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'bukan-id', '12345', "1'%20or%20'1'='1", 'me2'])(
    'answers 404 "Tutor tidak ditemukan" for %s',
    async (id) => {
      const res = await get(`/api/tutors/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Tutor tidak ditemukan' });
    },
  );
});

it('never shows a phone number, bank account or email in any public response', async () => {
  const detailIds = rows.slice(0, 20).map((row) => row.id);
  for (const id of detailIds) await get(`/api/tutors/${id}`);
  const secrets = await db('tutors')
    .join('users', 'users.id', 'tutors.id')
    .select<{ phone_number: string; bank_account: string; email: string }[]>('phone_number', 'bank_account', 'email');
  const all = bodies.join('\n');
  expect(bodies.length).toBeGreaterThan(100);
  for (const secret of secrets) {
    expect(all).not.toContain(secret.phone_number);
    expect(all).not.toContain(secret.bank_account);
    expect(all).not.toContain(secret.email);
  }
  for (const key of ['phone', 'Phone', 'bank', 'email']) expect(all).not.toContain(`"${key}`);
});
