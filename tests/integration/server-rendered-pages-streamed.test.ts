import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertUser, isolatedRedis } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';
import { sourceWebApp } from '../helpers/web-app.ts';

// docs/decisions/045: where a page is not kept (development renders every time), React's stream is
// sent as it comes instead of being collected first; the answer is the same page, status and head as
// the kept one (server-rendered-pages.test.ts).

const ORIGIN = 'https://ajarin.example';
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
const app = await startTestApp({ redis: isolatedRedis(), web: { ...sourceWebApp(clientDir), development: true } }, { PUBLIC_URL: ORIGIN });

async function tutor(name: string): Promise<string> {
  const user = await insertUser(app, { role: 'tutor' });
  await app.db('tutors').insert({
    id: user.id,
    name,
    university: 'Universitas Indonesia',
    subjects: ['SMA - Kimia'],
    price_per_hour: 90_000,
    phone_number: '081234567890',
    bank_account: 'BCA 1234567890',
    bio: 'Sabar dan teliti.',
    is_available: true,
  });
  return user.id;
}

const page = async (pathname: string) => {
  const res = await fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

const renderedAt = (html: string) => (/"renderedAt":(\d+)/.exec(html) ?? [])[1];

describe('a page that is not kept', () => {
  it("streams the profile with its head, its data for the hydration and the template's end, without a length known ahead", async () => {
    const id = await tutor('Dewi Streaming');
    const { status, headers, html } = await page(`/tutors/${id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-length')).toBeNull();
    expect(headers.get('transfer-encoding')).toBe('chunked');
    expect(html).toContain('<title>Dewi Streaming — Tutor SMA - Kimia | Ajarin</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/tutors/${id}" />`);
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Dewi Streaming<\/h1>.*<\/div>\s*<script type="application\/json" id="page-state">/s);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).not.toContain('<!--app-');
  });

  it('is rendered afresh for every request', async () => {
    const first = renderedAt((await page('/faq')).html);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(renderedAt((await page('/faq')).html)).not.toBe(first);
  });

  it('keeps the statuses: 404 for an unknown address and a tutor nobody may see, 301 for the old address', async () => {
    const unknown = await page('/halaman-tidak-ada');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Oops! Page not found.');
    const hidden = await page('/tutors/00000000-0000-4000-8000-000000000000');
    expect(hidden.status).toBe(404);
    expect(hidden.html).toContain('Tutor tidak ditemukan');
    const moved = await page('/customer-transaction-detail/abc');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/transactions/abc');
  });

  it("streams a signed-in page as the route guard's 'Loading...', kept out of search engines", async () => {
    const { status, html } = await page('/transactions');
    expect(status).toBe(200);
    expect(html).toContain('Loading...');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});
