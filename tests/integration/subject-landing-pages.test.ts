import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertUser, isolatedRedis } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';
import { sourceWebApp } from '../helpers/web-app.ts';

// docs/product.md#subject-landing-pages (issue 44): /les-privat/<subject>[/<city>] rendered on the
// server with the subject's (and city's) tutors, a head for search engines (title, description,
// canonical, JSON-LD ItemList of the profiles), 404 for an unknown subject or city, an empty page
// that leads on, a sitemap entry only while a listed tutor teaches it, and the links to it.

const ORIGIN = 'https://ajarin.example';
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
const app = await startTestApp(
  { redis: isolatedRedis(), web: sourceWebApp(clientDir), publicTutorCache: { ttlMs: 60_000 } },
  { PUBLIC_URL: ORIGIN },
);
const { db } = app;

type TutorRow = { name: string; subjects: string[]; city?: string | null; hours?: number };

async function tutor(row: TutorRow): Promise<string> {
  const user = await insertUser(app, { role: 'tutor' });
  await db('tutors').insert({
    id: user.id,
    name: row.name,
    university: 'Institut Teknologi Bandung',
    subjects: row.subjects,
    price_per_hour: 90_000,
    phone_number: '081234567890',
    bank_account: 'BCA 1234567890',
    hours_taught: row.hours ?? 10,
    is_available: true,
    city: row.city ?? null,
    lesson_mode: row.city ? 'both' : 'online',
  });
  return user.id;
}

const page = async (pathname: string) => {
  const res = await fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
};

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

type ItemList = {
  '@type': string;
  name: string;
  numberOfItems: number;
  itemListElement: { position: number; url: string; name: string }[];
};

const itemList = (html: string): ItemList => {
  const opening = '<script type="application/ld+json">';
  const from = html.indexOf(opening);
  expect(from, 'JSON-LD in the page').toBeGreaterThan(-1);
  return JSON.parse(html.slice(from + opening.length, html.indexOf('</script>', from))) as ItemList;
};

const sitemap = async () =>
  [...(await page('/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').slice(ORIGIN.length));

// Each describe uses subjects no other one does, so their tutors never meet on one page.
const ayu = await tutor({ name: 'Ayu Pratiwi', subjects: ['SMA - Fisika'], city: 'bandung', hours: 30 });
const bima = await tutor({ name: 'Bima Saputra', subjects: ['SMA - Kimia', 'SMA - Fisika'], city: null, hours: 20 });
const citra = await tutor({ name: 'Citra Lestari', subjects: ['SMA - Kimia'], city: 'bandung', hours: 10 });

describe('a subject landing page', () => {
  it('shows the tutors who teach the subject, with its title, description, canonical address and ItemList', async () => {
    const { status, html } = await page('/les-privat/sma-fisika');
    expect(status).toBe(200);
    expect(title(html)).toBe('Les Privat Fisika SMA | Ajarin');
    expect(html).toMatch(/<h1[^>]*>Les Privat Fisika SMA<\/h1>/);
    expect(html).toContain('Ayu Pratiwi');
    expect(html).toContain('Bima Saputra');
    expect(html).not.toContain('Citra Lestari');
    expect(meta(html, 'description')).toBe(
      '2 tutor mahasiswa untuk les privat Fisika SMA. Bandingkan harga per jam, rating dan ulasan, lalu pesan tutor pilihan Anda di Ajarin.',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/les-privat/sma-fisika" />`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/les-privat/sma-fisika`);
    expect(meta(html, 'og:title')).toBe('Les Privat Fisika SMA | Ajarin');
    expect(meta(html, 'robots')).toBeUndefined();
    // In the page's order: most hours taught first.
    expect(itemList(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Les Privat Fisika SMA',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/tutors/${ayu}`, name: 'Ayu Pratiwi' },
        { '@type': 'ListItem', position: 2, url: `${ORIGIN}/tutors/${bima}`, name: 'Bima Saputra' },
      ],
    });
  });

  it('in a city shows only the tutors of that city, and links to the subject in every city', async () => {
    const { status, html } = await page('/les-privat/sma-kimia/bandung');
    expect(status).toBe(200);
    expect(title(html)).toBe('Les Privat Kimia SMA di Bandung | Ajarin');
    expect(html).toContain('Citra Lestari');
    expect(html).not.toContain('Bima Saputra');
    expect(meta(html, 'description')).toMatch(/^1 tutor mahasiswa untuk les privat Kimia SMA di Bandung\./);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/les-privat/sma-kimia/bandung" />`);
    expect(itemList(html).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/tutors/${citra}`, name: 'Citra Lestari' },
    ]);
    expect(html).toContain('href="/les-privat/sma-kimia"');
    expect(html).toContain('href="/tutors?subject=sma-kimia&amp;city=bandung"');
  });

  it('with no tutor is still a page (200) that leads to the gallery and to posting a learning request', async () => {
    const { status, html } = await page('/les-privat/smp-seni-budaya/kabupaten-bandung');
    expect(status).toBe(200);
    expect(title(html)).toBe('Les Privat Seni Budaya SMP di Kabupaten Bandung | Ajarin');
    expect(html).toContain('Belum ada tutor untuk les privat Seni Budaya SMP di Kabupaten Bandung.');
    expect(html).toContain('href="/tutors"');
    expect(html).toContain('href="/create-bidding"');
    expect(meta(html, 'description')).toBe(
      'Cari tutor les privat Seni Budaya SMP di Kabupaten Bandung di Ajarin: tutor mahasiswa dari kampus terbaik Indonesia, atau buat permintaan belajar.',
    );
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/les-privat/smp-seni-budaya/kabupaten-bandung" />`);
    expect(itemList(html)).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });

  it('answers 404 for a subject or a city the catalogs do not hold, never echoing the address', async () => {
    for (const address of [
      '/les-privat/fisika',
      '/les-privat/SMA-Fisika',
      '/les-privat/sma-fisika/atlantis',
      `/les-privat/${encodeURIComponent('<script>alert(1)</script>')}`,
      `/les-privat/sma-fisika/${encodeURIComponent('"><img src=x>')}`,
      '/les-privat/%E0%A4%A',
    ]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(404);
      expect(html, address).toContain('Halaman tidak ditemukan');
      expect(meta(html, 'robots'), address).toBe('noindex');
      expect(html, address).not.toContain('<script>alert(1)');
      expect(html, address).not.toContain('<img src=x');
      expect(html, address).not.toContain('application/ld+json');
    }
  });
});

describe('the sitemap and the landing pages', () => {
  it('lists a subject (and its city) only while a listed tutor teaches it (there)', async () => {
    const before = await sitemap();
    expect(before).toEqual(expect.arrayContaining(['/les-privat/sma-fisika', '/les-privat/sma-fisika/bandung', '/les-privat/sma-kimia']));
    expect(before).toContain('/les-privat/sma-kimia/bandung');
    // Bima teaches online only: no city page from him.
    expect(before.filter((url) => url.startsWith('/les-privat/sma-kimia/'))).toEqual(['/les-privat/sma-kimia/bandung']);
    expect(before).not.toContain('/les-privat/smp-pkn');

    const dewi = await tutor({ name: 'Dewi Anggraini', subjects: ['SMP - PKn'], city: 'surabaya' });
    await expect.poll(sitemap, { timeout: 5_000 }).toEqual(expect.arrayContaining(['/les-privat/smp-pkn', '/les-privat/smp-pkn/surabaya']));

    await db('users').where({ id: dewi }).update({ disabled_at: db.fn.now() });
    // The change feed empties the public cache within milliseconds (docs/decisions/024).
    await expect.poll(async () => (await sitemap()).filter((url) => url.startsWith('/les-privat/smp-pkn'))).toEqual([]);
  });
});

describe('links to the landing pages', () => {
  it("make each subject chip of a profile a link to the subject's page", async () => {
    const { html } = await page(`/tutors/${bima}`);
    expect(html).toContain('href="/les-privat/sma-kimia"');
    expect(html).toContain('href="/les-privat/sma-fisika"');
  });

  it('lead from the gallery filtered by one subject (and a city) to its landing page', async () => {
    const inCity = (await page('/tutors?subject=sma-kimia&city=bandung')).html;
    expect(inCity).toContain('href="/les-privat/sma-kimia/bandung"');
    expect(inCity).toContain('Lihat halaman Les Privat Kimia SMA di Bandung');
    expect((await page('/tutors?subject=sma-kimia')).html).toContain('Lihat halaman Les Privat Kimia SMA<');
    expect((await page('/tutors?subject=sma-kimia,sma-fisika')).html).not.toContain('Lihat halaman Les Privat');
  });

  it("list every subject's page under the gallery", async () => {
    const { html } = await page('/tutors');
    for (const slug of ['snbt-penalaran-umum-pu', 'sma-matematika-wajib', 'smp-prakarya'])
      expect(html).toContain(`href="/les-privat/${slug}"`);
  });
});
