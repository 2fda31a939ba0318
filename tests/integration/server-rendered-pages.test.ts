import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { modulePreloadLinks, type ViteManifest } from '../../api/pages/module-preloads.ts';
import { insertUser, isolatedRedis } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';
import { sourceWebApp } from '../helpers/web-app.ts';

// docs/decisions/031: the api renders the public pages with React on the server, with their data,
// their head (title, description, canonical, Open Graph, JSON-LD) and a 404 where the page is not
// found, from the same reads as the JSON api; bad input gives the defaults or the not-found page,
// never a 500, and user text never leaves its place.

const ORIGIN = 'https://ajarin.example';
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
// A minute: only a change notification can explain a page that follows a write (docs/decisions/024).
// A browser build's manifest for some of the pages (the real one is checked in web-build-mode.test.ts).
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_vendor-V.js'] },
  '_vendor-V.js': { file: 'assets/vendor-V.js' },
  '_tutor-card-T.js': { file: 'assets/tutor-card-T.js', imports: ['_vendor-V.js'] },
  'features/landing/routes/landing-page.tsx': {
    file: 'assets/landing-page-L.js',
    imports: ['index.html', '_vendor-V.js', '_tutor-card-T.js'],
  },
  'features/transactions/routes/transactions-page.tsx': { file: 'assets/transactions-page-P.js', imports: ['index.html', '_vendor-V.js'] },
  'features/transactions/routes/transaction-detail-page.tsx': {
    file: 'assets/transaction-detail-page-D.js',
    imports: ['index.html', '_vendor-V.js'],
  },
};
const web = { ...sourceWebApp(clientDir), modulePreloads: (modules: readonly string[]) => modulePreloadLinks(manifest, modules) };
const app = await startTestApp({ redis: isolatedRedis(), web, publicTutorCache: { ttlMs: 60_000 } }, { PUBLIC_URL: ORIGIN });
const { db } = app;

// What a bio or a name could hold to break out of the page: the end of a script element, an
// HTML tag, a replacement pattern of String.replace.
const HOSTILE = '</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)> $& $1';

type TutorRow = {
  name?: string;
  price?: number;
  reviews?: number;
  bio?: string | null;
  subjects?: string[];
  photo?: string | null;
  confirmed?: boolean;
};

async function tutor(row: TutorRow = {}): Promise<string> {
  const user = await insertUser(app, { role: 'tutor', confirmed: row.confirmed });
  await db('tutors').insert({
    id: user.id,
    name: row.name ?? 'Sari Wulandari',
    university: 'Universitas Gadjah Mada',
    subjects: row.subjects ?? ['SMA - Matematika Wajib', 'SMA - Fisika'],
    price_per_hour: row.price ?? 85_000,
    phone_number: '081234567890',
    bank_account: 'BCA 1234567890',
    rating: row.reviews ? 4.75 : 0,
    review_count: row.reviews ?? 0,
    hours_taught: 40,
    bio: row.bio ?? 'Mahasiswa matematika yang sabar.',
    image_url: row.photo ?? null,
    is_available: true,
  });
  return user.id;
}

const page = async (pathname: string, init?: RequestInit) => {
  const res = await fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** The element's content, for the data blocks of a page. */
const dataBlock = (html: string, opening: string): unknown => {
  const start = html.indexOf(opening);
  expect(start, `${opening} in the page`).toBeGreaterThan(-1);
  const from = start + opening.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from)));
};

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Inline scripts the browser would run (the CSP allows none): every script element but the app's own file and the data blocks. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes));

describe('a tutor profile', () => {
  it('holds the name, subjects, price and the link-preview card in its HTML, on both of its addresses', async () => {
    const id = await tutor({ name: 'Sari Wulandari', price: 85_000, reviews: 12 });
    for (const address of [`/tutors/${id}`, `/tutor-detail/${id}`]) {
      const { status, headers, html } = await page(address);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain('<title>Sari Wulandari — Tutor SMA - Matematika Wajib, SMA - Fisika | Ajarin</title>');
      expect(html).toMatch(/<h1[^>]*>Sari Wulandari<\/h1>/);
      expect(html).toContain('SMA - Fisika');
      expect(html).toContain('Rp 85.000');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/tutors/${id}" />`);
      expect(meta(html, 'og:type')).toBe('profile');
      expect(meta(html, 'og:url')).toBe(`${ORIGIN}/tutors/${id}`);
      expect(meta(html, 'og:description')).toBe(
        'Sari Wulandari, tutor mahasiswa Universitas Gadjah Mada. Les privat SMA - Matematika Wajib, SMA - Fisika. Rp 85.000 per jam. Rating 4,8 dari 12 ulasan.',
      );
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}/media/previews/tutors/${id}.jpg`);
      expect(meta(html, 'og:image:width')).toBe('600');
      expect(meta(html, 'twitter:card')).toBe('summary');
      expect(meta(html, 'robots')).toBeUndefined();
      expect(inlineScripts(html)).toEqual([]);
    }
  });

  it('describes the tutor as a schema.org Person offering lessons priced in rupiah, rated only with reviews', async () => {
    const rated = await tutor({ reviews: 3 });
    const unrated = await tutor({ reviews: 0 });
    type Person = { makesOffer: { priceCurrency: string; itemOffered: Record<string, unknown> } };
    const ld = dataBlock((await page(`/tutors/${rated}`)).html, '<script type="application/ld+json">') as Person;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Sari Wulandari',
      url: `${ORIGIN}/tutors/${rated}`,
      makesOffer: {
        '@type': 'Offer',
        price: 85_000,
        priceCurrency: 'IDR',
        itemOffered: { '@type': 'Service', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.75, reviewCount: 3 } },
      },
    });
    const bare = dataBlock((await page(`/tutors/${unrated}`)).html, '<script type="application/ld+json">') as Person;
    expect(bare.makesOffer.priceCurrency).toBe('IDR');
    expect(bare.makesOffer.itemOffered).not.toHaveProperty('aggregateRating');
  });

  it('keeps a hostile name and bio as text: in the HTML, the JSON-LD and the state handed to the browser', async () => {
    const id = await tutor({ name: `Budi ${HOSTILE}`, bio: HOSTILE });
    const { status, html } = await page(`/tutors/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(inlineScripts(html)).toEqual([]);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((dataBlock(html, '<script type="application/ld+json">') as { name: string }).name).toBe(`Budi ${HOSTILE}`);
    const state = dataBlock(html, '<script type="application/json" id="page-state">') as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const profile = state.queries.queries.find((query) => query.queryKey[1] === 'detail' && query.queryKey.length === 3);
    expect(profile?.state.data).toMatchObject({ name: `Budi ${HOSTILE}`, bio: HOSTILE });
  });

  it('answers 404 with the not-found screen for an unknown, unlisted or malformed tutor, never echoing the address', async () => {
    const unconfirmed = await tutor({ confirmed: false, name: 'Rina Belum' });
    const disabled = await tutor({ name: 'Dodi Nonaktif' });
    await db('users').where({ id: disabled }).update({ disabled_at: db.fn.now() });
    const addresses = [
      `/tutors/${unconfirmed}`,
      `/tutor-detail/${disabled}`,
      '/tutors/00000000-0000-4000-8000-000000000000',
      '/tutors/abc',
      `/tutor-detail/${encodeURIComponent('<script>alert(1)</script>')}`,
      '/tutors/%E0%A4%A',
      '/tutors/%00',
    ];
    for (const address of addresses) {
      const { status, html } = await page(address);
      expect(status, address).toBe(404);
      expect(html, address).toContain('Tutor tidak ditemukan');
      expect(meta(html, 'robots'), address).toBe('noindex');
      expect(html, address).not.toContain('<script>alert(1)');
      expect(html, address).not.toContain('Rina Belum');
      expect(html, address).not.toContain('Dodi Nonaktif');
      expect(meta(html, 'og:image'), address).toBeUndefined();
    }
  });
});

describe('a rendered page kept in memory', () => {
  it('is served again while nothing public changed, and rendered anew after a tutor change', async () => {
    const id = await tutor({ name: 'Tari Tersimpan', price: 70_000 });
    const rendered = () => page(`/tutors/${id}`).then((answer) => answer.html);
    // The activity stamp changes no notification (docs/decisions/024): a page that does not follow
    // it came from memory.
    let minutesAgo = 10;
    const touchSilently = () =>
      db('tutors')
        .where({ id })
        .update({ last_active_at: new Date(Date.now() - minutesAgo-- * 60_000) });
    await expect
      .poll(
        async () => {
          const first = await rendered();
          await touchSilently();
          return (await rendered()) === first;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    await db('tutors').where({ id }).update({ price_per_hour: 95_000 });
    await expect.poll(rendered, { timeout: 5_000 }).toContain('Rp 95.000');
  });
});

describe('the gallery', () => {
  const cards = (html: string) => [...html.matchAll(/<h3[^>]*><a [^>]*href="\/tutor-detail\/([^"]+)"/g)].map((match) => match[1]);

  it('renders the cards of the filters, sort and pages in its address, with the canonical address of what it shows', async () => {
    const cheap = await tutor({ name: 'Murah Sekali', price: 1_000 });
    const dear = await tutor({ name: 'Mahal Sekali', price: 9_000_000 });
    const ascending = await page('/tutors?sort=price_asc');
    expect(ascending.status).toBe(200);
    expect(cards(ascending.html)[0]).toBe(cheap);
    expect(ascending.html).toContain(`<link rel="canonical" href="${ORIGIN}/tutors?sort=price_asc" />`);
    const descending = await page('/tutors?sort=price_desc&minPrice=5000000&utm_source=wa');
    expect(cards(descending.html)).toEqual([dear]);
    expect(descending.html).toContain(`<link rel="canonical" href="${ORIGIN}/tutors?minPrice=5000000&#38;sort=price_desc" />`);

    for (let index = 0; index < 14; index += 1) await tutor({ name: `Tutor Halaman ${index}`, price: 50_000 + index });
    expect(cards((await page('/tutors')).html)).toHaveLength(12);
    expect(cards((await page('/tutors?page=2')).html).length).toBeGreaterThan(12);
  });

  it('gives the defaults for parameters it does not know or cannot read, never a 500 nor the value echoed', async () => {
    const defaults = cards((await page('/tutors')).html);
    const hostile = encodeURIComponent(HOSTILE);
    for (const query of [
      `sort=${hostile}`,
      'sort=cheapest&minRating=2&available=yes&lastActive=2d',
      `minPrice=abc&maxPrice=-5&verified=${hostile}`,
      'page=-1',
      'page=99999999999999999999',
      `page=${hostile}`,
      'minPrice=9000000&maxPrice=10',
      `${hostile}=${hostile}`,
      'sort=price_asc&sort=price_desc',
    ]) {
      const { status, html } = await page(`/tutors?${query}`);
      expect(status, query).toBe(200);
      expect(html, query).not.toContain('<script>alert(1)');
      expect(inlineScripts(html), query).toEqual([]);
      if (!query.startsWith('sort=price_asc') && !query.startsWith('minPrice=9000000')) expect(cards(html), query).toEqual(defaults);
    }
  });
});

describe('every other page', () => {
  it('renders the landing, the FAQ and the guides with their own titles and descriptions', async () => {
    for (const [address, title] of [
      ['/', 'Les Privat dengan Tutor Mahasiswa | Ajarin'],
      ['/faq', 'Pertanyaan yang Sering Diajukan | Ajarin'],
      ['/guide-customer', 'Panduan Siswa | Ajarin'],
      ['/guide-tutor', 'Panduan Tutor | Ajarin'],
    ] as const) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(html, address).toContain(`<title>${title}</title>`);
      expect(html, address).toContain(`<link rel="canonical" href="${ORIGIN}${address}" />`);
      expect(meta(html, 'description')?.length, address).toBeGreaterThan(50);
    }
    expect((await page('/')).html).toMatch(/<h1 id="hero-title"[^>]*>Les privat bareng/);
  });

  it("renders a signed-in page as the route guard's 'Loading...', kept out of search engines", async () => {
    const { status, html } = await page('/transactions');
    expect(status).toBe(200);
    expect(html).toContain('Loading...');
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it("asks the browser for a signed-in page's code and what it imports with the HTML, after the page", async () => {
    expect(preloads((await page('/transactions')).html)).toEqual(['/assets/transactions-page-P.js', '/assets/vendor-V.js']);
    expect(preloads((await page('/transactions/abc')).html)).toEqual(['/assets/transaction-detail-page-D.js', '/assets/vendor-V.js']);
    const { html } = await page('/transactions');
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('Loading...'));
  });

  it('leaves a page drawn in its HTML to load its code once the entry runs, after the stylesheet', async () => {
    expect(preloads((await page('/')).html)).toEqual([]);
  });

  it("answers an unknown address with 404 and 'Oops! Page not found.'", async () => {
    const { status, html } = await page(`/halaman/${encodeURIComponent(HOSTILE)}`);
    expect(status).toBe(404);
    expect(html).toContain('Oops! Page not found.');
    expect(html).not.toContain('<script>alert(1)');
    expect(preloads(html)).toEqual([]);
  });

  it('moves the old transaction address permanently', async () => {
    const { status, headers } = await page('/customer-transaction-detail/abc');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/transactions/abc');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keep private pages and the api out, and point to the sitemap', async () => {
    const { status, html: robots } = await page('/robots.txt');
    expect(status).toBe(200);
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const prefix of [
      '/api/',
      '/dev/',
      '/auth',
      '/transactions',
      '/tutor-transactions',
      '/dashboard',
      '/admin',
      '/akun',
      '/book/',
      '/bidding/',
      '/feedback',
    ])
      expect(disallowed).toContain(prefix);
    for (const open of ['/', '/tutors', '/tutor-detail/', '/faq', '/guide-customer'])
      expect(
        disallowed.some((prefix) => open.startsWith(prefix)),
        open,
      ).toBe(false);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists the public pages and every listed tutor, and follows a tutor being unlisted', async () => {
    const listed = await tutor();
    const unconfirmed = await tutor({ confirmed: false });
    const urls = async () => [...(await page('/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const first = await urls();
    for (const address of ['/', '/tutors', '/faq', '/guide-customer', '/guide-tutor']) expect(first).toContain(`${ORIGIN}${address}`);
    expect(first).toContain(`${ORIGIN}/tutors/${listed}`);
    expect(first).not.toContain(`${ORIGIN}/tutors/${unconfirmed}`);
    const { count } = (await db('tutors').where({ listed: true }).count({ count: '*' }).first()) as { count: string };
    expect(first.filter((url) => url?.startsWith(`${ORIGIN}/tutors/`))).toHaveLength(Number(count));

    await db('users').where({ id: listed }).update({ disabled_at: db.fn.now() });
    // The change feed empties the public cache within milliseconds (docs/decisions/024).
    await expect.poll(urls, { timeout: 5_000 }).not.toContain(`${ORIGIN}/tutors/${listed}`);
  });
});

describe('the link-preview picture', () => {
  it("is the tutor's photo, or their initials, as a 600 px square JPEG, and only for a listed tutor", async () => {
    const photo = await sharp({ create: { width: 256, height: 200, channels: 3, background: '#4f46e5' } })
      .webp()
      .toBuffer();
    const withPhoto = await tutor({ photo: '/media/avatars/preview-test.webp' });
    await app.storage.put('avatars/preview-test.webp', photo, 'image/webp');
    const withoutPhoto = await tutor({ photo: null });
    for (const id of [withPhoto, withoutPhoto]) {
      const res = await fetch(`${app.baseUrl}/media/previews/tutors/${id}.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    }
    expect(meta((await page(`/tutors/${withPhoto}`)).html, 'og:image')).toBe(
      `${ORIGIN}/media/previews/tutors/${withPhoto}.jpg?v=preview-test`,
    );
    const unlisted = await tutor({ confirmed: false });
    for (const file of [`${unlisted}.jpg`, '00000000-0000-4000-8000-000000000000.jpg', 'abc.jpg', `${withPhoto}.png`]) {
      expect((await fetch(`${app.baseUrl}/media/previews/tutors/${file}`)).status, file).toBe(404);
    }
  });
});
