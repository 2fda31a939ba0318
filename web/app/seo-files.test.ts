import { describe, expect, it } from 'vitest';
import { tutorProfilePath } from '../features/tutors/share-link.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';

// docs/decisions/031, 045: both files follow the route table's sitemap rules.

const ORIGIN = 'https://ajarin.example';

describe('sitemap.xml', () => {
  it('lists the public pages without parameters and each listed tutor under the address a profile is shared as', () => {
    const ids = ['7f3c1c9e-1b2a-4c3d-9e8f-0a1b2c3d4e5f', 'a&b'];
    const locs = [
      ...sitemapXml(
        ORIGIN,
        ids.map((id) => ({ id })),
        [],
      ).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((match) => match[1]);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/faq`,
      `${ORIGIN}/guide-customer`,
      `${ORIGIN}/guide-tutor`,
      `${ORIGIN}/tutors`,
      ...ids.map((id) => `${ORIGIN}${tutorProfilePath(id)}`),
    ]);
  });
});

describe('sitemap.xml landing pages (docs/product.md#subject-landing-pages)', () => {
  const locs = (places: Parameters<typeof sitemapXml>[2]) =>
    [...sitemapXml(ORIGIN, [], places).matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .filter((loc) => loc.includes('/les-privat/'))
      .map((loc) => loc.slice(ORIGIN.length));

  it('lists a subject and a subject in a city once each, only where a listed tutor teaches it', () => {
    expect(
      locs([
        { subject: 'SMA - Fisika', city: 'bandung' },
        { subject: 'SMA - Fisika', city: null },
        { subject: 'SMA - Fisika', city: 'surabaya' },
        { subject: 'SMP - IPA', city: null },
      ]),
    ).toEqual(['/les-privat/sma-fisika', '/les-privat/smp-ipa', '/les-privat/sma-fisika/bandung', '/les-privat/sma-fisika/surabaya']);
  });

  it('lists none without tutors, and none for a subject or city the catalogs do not hold', () => {
    expect(locs([])).toEqual([]);
    expect(locs([{ subject: 'Fisika Kuantum', city: 'bandung' }])).toEqual([]);
    expect(locs([{ subject: 'SMA - Kimia', city: 'atlantis' }])).toEqual(['/les-privat/sma-kimia']);
  });
});

describe('robots.txt', () => {
  it('keeps out every route without a sitemap rule by its start, and none with one', () => {
    const disallowed = robotsTxt(ORIGIN)
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/dev/', '/customer-transaction-detail/', '/auth', '/book/', '/admin']));
    for (const open of ['/', '/faq', '/guide-customer', '/guide-tutor', '/tutors', '/tutors/x', '/tutor-detail/x', '/les-privat/x/y'])
      expect(
        disallowed.filter((prefix) => open.startsWith(prefix)),
        open,
      ).toEqual([]);
  });
});
