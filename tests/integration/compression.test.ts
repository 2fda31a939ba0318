import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/vite-precompress.ts';
import { startTestApp } from '../helpers/app.ts';
import { sourceWebApp } from '../helpers/web-app.ts';

// What a phone downloads is compressed: the web build is precompressed at build time and served
// by Accept-Encoding, JSON of 1 KB and more is compressed on the fly, live-update streams never.

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `kata-${i}`))};\n`;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js'), SCRIPT);
fs.writeFileSync(path.join(webDir, 'assets/tiny-abc123.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

// The build step itself, on this folder, as `vite build` runs it.
const plugin = precompress() as unknown as { writeBundle: (options: { dir: string }) => Promise<void> };
await plugin.writeBundle({ dir: webDir });

const { baseUrl, db } = await startTestApp({ web: sourceWebApp(webDir), sse: { heartbeatMs: 100 } });

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request whose body is read as sent (fetch would decode it and hide the encoding). */
function get(pathname: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${baseUrl}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(raw: Raw): string {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw.body).toString();
  return raw.body.toString();
}

describe('the web build', () => {
  it('writes a brotli and a gzip copy beside each text file of 1 KB or more, not beside small ones', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webDir, 'assets/app-abc123.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(webDir, 'assets/app-abc123.js.gz'))).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(webDir, 'assets/tiny-abc123.js.br'))).toBe(false);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    // Chromium's header: brotli still wins the tie.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('serves a hashed script to Accept-Encoding %s as %s, cached for a year, varying on the header', async (accept, encoding) => {
    const res = await get('/assets/app-abc123.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decode(res)).toBe(SCRIPT);
    if (encoding) expect(res.body.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('compresses a rendered page on the fly, revalidated every time', async () => {
    const res = await get('/faq', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(res)).toContain('Pertanyaan yang Sering Diajukan');
  });

  it('sends a file under 1 KB as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('console.log(1)');
  });
});

describe('JSON answers', () => {
  it('leaves an answer under 1 KB uncompressed', async () => {
    const res = await get('/readyz', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('compresses an answer of 1 KB or more as brotli, or gzip when brotli is not accepted, and varies on the header', async () => {
    for (let i = 0; i < 12; i += 1) {
      const [user] = await db('users')
        .insert({
          email: `kompres${i}@example.com`,
          password_hash: 'x',
          role: 'tutor',
          name: `Tutor Kompres ${i}`,
          email_confirmed_at: db.fn.now(),
        })
        .returning('id');
      await db('tutors').insert({
        id: user.id,
        name: `Tutor Kompres ${i}`,
        university: 'Universitas Indonesia',
        subjects: ['SMA - Fisika'],
        price_per_hour: 75000,
        phone_number: '081234567890',
        bank_account: 'BCA 1234567890',
      });
    }
    const plain = await get('/api/tutors?limit=12', 'identity');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/api/tutors?limit=12', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length);

    const gz = await get('/api/tutors?limit=12', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz))).toEqual(JSON.parse(plain.body.toString()));
  });
});

describe('live updates', () => {
  it('streams events uncompressed and unbuffered even to a client that accepts brotli', async () => {
    const received: string[] = [];
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${baseUrl}/api/events`, { headers: { 'accept-encoding': 'br, gzip' } }, resolve).on('error', reject);
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['content-encoding']).toBeUndefined();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
      // Plain text arrives while the stream stays open: the greeting, then a heartbeat 100 ms later.
      await expect.poll(() => received.join(''), { timeout: 5_000 }).toContain(': ready');
      const before = received.length;
      await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThan(before);
      expect(res.complete).toBe(false);
    } finally {
      res.destroy();
    }
  });
});
