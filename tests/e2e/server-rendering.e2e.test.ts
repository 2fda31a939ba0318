import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './helpers/bookings-flow.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { apiTutors, galleryCards, galleryResults } from './helpers/marketplace.ts';
import { shot, untilHydrated } from './helpers/ui.ts';

// docs/decisions/031: the public pages arrive rendered by React on the server, with their data and
// their link-preview tags, and the browser adopts them as they are.

const e2e = useE2eApp();

/** The page as a browser shows it before any script runs: the server's HTML alone. */
async function withoutScripts(browser: Browser, url: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { page, status: response?.status() ?? 0 };
}

/**
 * A page loaded with its console and errors recorded. A visitor's refused session (401) is the
 * network's message, expected: nobody is signed in.
 */
async function recorded(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().includes('status of 401'))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  return problems;
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

describe('server-rendered pages', () => {
  it("holds a profile's name, subjects, price and its link-preview tags in the HTML, before any script runs", async () => {
    const [tutor] = (await apiTutors(e2e.app.baseUrl, { limit: '1' })).tutors;
    if (!tutor) throw new Error('no tutors');
    const { page, status } = await withoutScripts(e2e.browser, `${e2e.app.baseUrl}/tutors/${tutor.id}`);
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: tutor.name }).waitFor();
    for (const subject of tutor.subjects.slice(0, 3)) expect(await page.getByText(subject, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(`Rp ${tutor.pricePerHour.toLocaleString('id-ID')}`).count()).toBeGreaterThan(0);
    expect(await meta(page, 'og:title')).toContain(tutor.name);
    expect(await meta(page, 'og:description')).toContain(`Rp ${tutor.pricePerHour.toLocaleString('id-ID')} per jam`);
    expect(await meta(page, 'og:type')).toBe('profile');
    const image = await meta(page, 'og:image');
    expect(image).toMatch(new RegExp(`/media/previews/tutors/${tutor.id}\\.jpg`));
    // What a messenger fetches for the card: a JPEG it shows.
    const picture = await fetch(image!.replace(/^https?:\/\/[^/]+/, e2e.app.baseUrl));
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/tutors/${tutor.id}$`));
    await shot(page, 'profile-without-scripts');
    await page.context().close();
  });

  it('hydrates the public pages and a signed-in page without a console error or warning', async () => {
    const [tutor] = (await apiTutors(e2e.app.baseUrl, { limit: '1' })).tutors;
    const pages = ['/', '/tutors?sort=price_asc&available=true', `/tutor-detail/${tutor?.id}`, '/faq', '/guide-tutor'];
    for (const width of [375, 1280]) {
      for (const address of pages) {
        const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
        const problems = await recorded(page, `${e2e.app.baseUrl}${address}`);
        await untilHydrated(page);
        // The session's answer (and on live pages the stream's resync) comes after the hydration: it must not break it either.
        await session;
        await page.waitForTimeout(1000);
        expect(problems, `${address} at ${width} px`).toEqual([]);
        await context.close();
      }
    }
    const signedIn = await signedInPage(e2e.browser, e2e.app.baseUrl, 'customer', '/tutors');
    const problems = await recorded(signedIn, `${e2e.app.baseUrl}/transactions`);
    await signedIn.getByText(/^\d+ transaksi, terbaru di atas\.$/).waitFor();
    expect(problems).toEqual([]);
    await signedIn.context().close();
  });

  it('shows the same gallery cards for the filters in its address on the server and once hydrated', async () => {
    const address = `${e2e.app.baseUrl}/tutors?sort=price_desc&minRating=4&page=2`;
    const server = await withoutScripts(e2e.browser, address);
    expect(server.status).toBe(200);
    const before = await galleryCards(server.page);
    expect(before.length).toBeGreaterThan(12);
    const expected = await apiTutors(e2e.app.baseUrl, { sort: 'price_desc', minRating: '4', limit: String(before.length) });
    expect(before.map((card) => card.name)).toEqual(expected.tutors.map((tutor) => tutor.name));
    await server.page.context().close();

    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Listened for before the visit: the stream may answer before the hydration is seen.
    const stream = page.waitForResponse((response) => response.url().includes('/api/events'));
    await page.goto(address);
    await untilHydrated(page);
    await stream;
    // The stream's resync refetches the list: still the same cards, and the address kept.
    await page.waitForTimeout(1000);
    expect(await galleryCards(page)).toEqual(before);
    expect(new URL(page.url()).search).toBe('?minRating=4&sort=price_desc&page=2');
    expect(await galleryResults(page).getByRole('combobox').inputValue()).toBe('price_desc');
    await shot(page, 'gallery-filtered-hydrated');
    await context.close();
  });

  it("answers an unknown tutor with a 404 and the 'Tutor tidak ditemukan' page", async () => {
    const { page, status } = await withoutScripts(e2e.browser, `${e2e.app.baseUrl}/tutors/00000000-0000-4000-8000-000000000000`);
    expect(status).toBe(404);
    await page.getByRole('heading', { name: 'Tutor tidak ditemukan' }).waitFor();
    expect(await meta(page, 'robots')).toBe('noindex');
    await page.context().close();
  });

  it('lists every listed tutor in the sitemap and no other, and drops a tutor who is unlisted', async () => {
    const client = new pg.Client(e2e.app.databaseUrl);
    await client.connect();
    try {
      const profiles = async () =>
        [...(await (await fetch(`${e2e.app.baseUrl}/sitemap.xml`)).text()).matchAll(/<loc>[^<]*\/tutors\/([0-9a-f-]{36})<\/loc>/g)]
          .map((match) => match[1])
          .sort();
      const listedIds = async () =>
        (await client.query<{ id: string }>('select id from tutors where listed order by id')).rows.map((row) => row.id).sort();
      const unlisted = (await client.query<{ id: string }>('select id from tutors where not listed')).rows.map((row) => row.id);
      expect(await profiles()).toEqual(await listedIds());
      for (const id of unlisted) expect(await profiles()).not.toContain(id);

      const [gone] = (await apiTutors(e2e.app.baseUrl, { limit: '1', sort: 'hours_asc' })).tutors;
      await client.query('update users set disabled_at = now() where id = $1', [gone!.id]);
      await expect.poll(profiles, { timeout: 6_000 }).not.toContain(gone!.id);
      expect(await profiles()).toEqual(await listedIds());
      expect((await fetch(`${e2e.app.baseUrl}/tutors/${gone!.id}`)).status).toBe(404);
    } finally {
      await client.end();
    }
  });
});
