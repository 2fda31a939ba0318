import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, type ViteManifest } from './module-preloads.ts';

// The shape of a real browser build's manifest: an entry, a page importing the entry and shared
// chunks, which import one another.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_vendor-V.js', '_api-client-A.js'] },
  '_vendor-V.js': { file: 'assets/vendor-V.js' },
  '_api-client-A.js': { file: 'assets/api-client-A.js', imports: ['_vendor-V.js'] },
  '_tutor-card-T.js': { file: 'assets/tutor-card-T.js', imports: ['_vendor-V.js'] },
  'features/transactions/routes/transactions-page.tsx': {
    file: 'assets/transactions-page-P.js',
    imports: ['index.html', '_vendor-V.js', '_api-client-A.js'],
  },
  'features/landing/routes/landing-page.tsx': { file: 'assets/landing-page-L.js', imports: ['_vendor-V.js', '_tutor-card-T.js'] },
};

const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('modulePreloadLinks', () => {
  it("names the page's chunk and every chunk it imports, each once, but not the entry the HTML already asks for", () => {
    expect(hrefs(modulePreloadLinks(manifest, ['features/transactions/routes/transactions-page.tsx']))).toEqual([
      '/assets/transactions-page-P.js',
      '/assets/vendor-V.js',
      '/assets/api-client-A.js',
    ]);
  });

  it("names only that page's chunks", () => {
    expect(hrefs(modulePreloadLinks(manifest, ['features/landing/routes/landing-page.tsx']))).toEqual([
      '/assets/landing-page-L.js',
      '/assets/vendor-V.js',
      '/assets/tutor-card-T.js',
    ]);
  });

  it('names nothing for a page without code of its own or a file the build does not know', () => {
    expect(modulePreloadLinks(manifest, [])).toBe('');
    expect(modulePreloadLinks(manifest, ['features/unknown/routes/unknown-page.tsx'])).toBe('');
  });
});
