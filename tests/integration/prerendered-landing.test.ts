import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { LANDING_FILE, writeLanding } from '../../scripts/build-web.ts';
import { startTestApp } from '../helpers/app.ts';

// docs/decisions/016-prerendered-landing.md: `/` is sent with the landing already in its HTML, so a
// phone paints the hero before any script runs; every other route still gets the empty shell.

// As Vite writes it: the boot's async script, the app's entry and a file the entry imports.
const SHELL =
  '<!doctype html><html lang="id"><head><script type="module" async crossorigin src="/assets/boot-b00t.js"></script><title>Ajarin</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-v3nd0r.js">\n' +
  '</head><body><div id="root"></div></body></html>';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
// The landing's own boot, as the build writes it beside the rest (web/landing-boot.ts).
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'landing-boot-l4nd.js'), '');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

// The build's own step, on this folder, with the real app.
await writeLanding(webDir);

const { baseUrl } = await startTestApp({ webDir });

/** The body as a browser would read it, and the encoding it came in. */
function get(pathname: string): Promise<{ status: number; encoding?: string; type?: string; html: string }> {
  return new Promise((resolve, reject) => {
    http.get(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const html = (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();
        resolve({ status: res.statusCode ?? 0, encoding, type: res.headers['content-type'], html });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('the pre-rendered landing', () => {
  it('is written beside index.html with a brotli and a gzip copy', () => {
    const landing = fs.readFileSync(path.join(webDir, LANDING_FILE), 'utf8');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webDir, `${LANDING_FILE}.br`))).toString()).toBe(landing);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(webDir, `${LANDING_FILE}.gz`))).toString()).toBe(landing);
  });

  it('serves / with the hero, header and footer in the HTML, precompressed, and the app named for the boot to load after the paint', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.encoding).toBe('br');
    expect(res.type).toBe('text/html; charset=utf-8');
    expect(res.html).toMatch(/<h1 id="hero-title"[^>]*>Les privat bareng <span[^>]*>kakak mahasiswa<\/span> dari kampus terbaik<\/h1>/);
    expect(res.html).toContain('aria-label="Navigasi utama"');
    expect(res.html).toContain('Semua hak dilindungi.');
    // Marked where the boot's async script can always read it, even before #root is parsed.
    // The entry first, then what it imports (web/lib/app-after-paint.ts); the HTML loads neither.
    expect(res.html).toContain('<html lang="id" data-prerendered data-app-scripts="/assets/index-abc123.js /assets/vendor-v3nd0r.js">');
    expect(res.html).not.toContain('index-abc123.js"></script>');
    expect(res.html).not.toContain('modulepreload');
  });

  it('has no inline script (the CSP allows only our own files) and no hero illustration download on phones', async () => {
    const { html } = await get('/');
    // The landing's own boot in place of the pages' (decision 025): one file with no imports.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" async crossorigin src="/assets/landing-boot-l4nd.js">']);
    expect(html).not.toContain('<img src="/illustrations/hero.svg"');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('leaves every other route to the empty shell', async () => {
    for (const route of ['/tutors', '/faq', '/index.html']) {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.html).toBe(SHELL);
    }
  });
});
