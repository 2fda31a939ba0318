import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevWebApp } from '../../dev/web-app.ts';

// `npm run dev` serves the web app through Vite, whose /@fs/ reads any file of the checkout. The
// data directory (the JWT secret, the embedded Postgres, the uploads) must never be one of them:
// not the default `.data`, not a DATA_DIR set elsewhere in the checkout (issue 39, decision 040).

const REPO = path.resolve(import.meta.dirname, '../..');
const tag = randomBytes(6).toString('hex');
const dataDir = path.join(REPO, 'node_modules', '.cache', `ajarin-data-${tag}`);
const defaultDataDir = path.join(REPO, '.data', `vite-deny-${tag}`);
const elsewhere = path.join(REPO, 'node_modules', '.cache', `ajarin-env-${tag}`);
const secret = `rahasia-${randomBytes(24).toString('base64url')}`;
for (const dir of [dataDir, defaultDataDir]) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'jwt-secret'), `${secret}\n`);
}
fs.mkdirSync(elsewhere, { recursive: true });
fs.writeFileSync(path.join(elsewhere, '.env'), `JWT_SECRET=${secret}\n`);

const web = await startDevWebApp({ dataDir });
const app = new Koa();
app.use(web.files);
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await web.close();
  for (const dir of [dataDir, defaultDataDir, elsewhere]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("Vite's files under npm run dev", () => {
  it('serves the checkout through /@fs/ (what the refusals below are about)', async () => {
    const res = await fetch(`${base}/@fs${REPO}/package.json`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"name": "ajarin"');
  });

  it('never serves the data directory, in any of the ways Vite reads a file', async () => {
    const served: string[] = [];
    for (const dir of [dataDir, defaultDataDir]) {
      for (const query of ['', '?raw', '?import&raw', '?url', '?import', '?inline']) {
        const address = `/@fs${dir}/jwt-secret${query}`;
        const res = await fetch(`${base}${address}`);
        const text = await res.text();
        if (res.status !== 403 || text.includes(secret)) served.push(`${address}: ${res.status}`);
      }
    }
    expect(served).toEqual([]);
  });

  it("keeps Vite's own refusals (.env files) beside ours", async () => {
    const res = await fetch(`${base}/@fs${elsewhere}/.env?raw`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(secret);
  });
});
