import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/create-app.ts';
import { DEMO_TELEGRAM_USERS } from '../../dev/routes/telegram.routes.ts';
import { devRouters } from '../../dev/routes/dev-routers.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { startTestApp } from '../helpers/app.ts';
import { ACCESS_RULES } from './access-rules.ts';
import { routeTable } from './harness.ts';

// The development tools show every one-time code and link, the admin's included: they answer this
// machine only (api/middleware/loopback-only.ts). Every dev route of the real router table, asked
// under a rebound name (DNS rebinding, over IPv4 and IPv6 loopback), from another computer with a
// forged X-Forwarded-For, from another computer, with a foreign Origin or from another site, is
// refused before it does anything; the developer's own localhost keeps working. Outside
// production the rest of the app refuses names it does not know too (api/middleware/known-hosts.ts).

const emulator = await startTelegramEmulator();
const { deps, db } = await startTestApp({ devRouters: devRouters({ telegramEmulator: emulator }) }, { APP_URL: 'http://ajarin.test:3000' });
// Every interface, both families: loopback over IPv4 and IPv6, and this machine's network address.
const server = createApp(deps).listen(0, '::');
await new Promise((resolve) => server.once('listening', resolve));
const port = (server.address() as AddressInfo).port;
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await emulator.stop();
});

type Answer = { status: number; text: string };

/** One request over `address` with exactly these headers (Host included), as a page or a tool would send it. */
function send(address: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: address, port, method, path, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const DEMO_CHAT = String(DEMO_TELEGRAM_USERS[0]?.id);
const concrete = (path: string) => path.replace(':chatId', DEMO_CHAT).replace(':fileId', 'AbC_123').replace(':id', '1');
const concreteSpellings = (path: string) => [concrete(path), ...spellings(concrete(path))];
const BODIES: Record<string, string> = {
  'POST /api/dev/telegram/chats/:chatId/text': JSON.stringify({ text: 'halo dari situs lain' }),
  'POST /api/dev/telegram/chats/:chatId/press': JSON.stringify({ messageId: 1, data: 'j:x' }),
  'POST /api/dev/telegram/chats/:chatId/file': 'bukan gambar',
};

/**
 * Spellings of a dev path that a case-insensitive router, a proxy or a file system may take for
 * it (issue 39): each must meet the guard as the path itself does.
 */
function spellings(path: string): string[] {
  const [first = '', ...rest] = path.slice(1).split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const capitalised = path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  return [
    path.toUpperCase(),
    capitalised,
    `/${first.toUpperCase()}${tail}`,
    `/${path}`,
    path.replace(/\//g, '//'),
    `/%2F${path.slice(1)}`,
    path.startsWith('/api/') ? path.replace('/api/', '/api%2F') : path.replace('/dev/', '/dev%2F'),
    `/${first}.${tail}`,
    `/${first}...${tail}`,
    `${path}.`,
  ];
}

const devRoutes = routeTable(deps).filter((route) => route.path.startsWith('/dev') || route.path.startsWith('/api/dev'));
const own = `localhost:${port}`;
const rebound = `rebind.evil.example:${port}`;

type Attack = { name: string; address: () => string; headers: Record<string, string>; status: number; unsafeOnly?: boolean };
const ATTACKS: Attack[] = [
  { name: 'a rebound Host over IPv4 loopback', address: () => '127.0.0.1', headers: { host: rebound }, status: 421 },
  { name: 'a rebound Host over IPv6 loopback', address: () => '::1', headers: { host: rebound }, status: 421 },
  {
    name: "the instance's own name (APP_URL), not a loopback one",
    address: () => '127.0.0.1',
    headers: { host: `ajarin.test:${port}` },
    status: 421,
  },
  { name: 'localhost with another port', address: () => '127.0.0.1', headers: { host: 'localhost:1' }, status: 421 },
  {
    name: 'another computer with a forged X-Forwarded-For',
    address: () => networkAddress ?? '',
    headers: { host: own, 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    status: 403,
  },
  { name: 'another computer', address: () => networkAddress ?? '', headers: { host: `${networkAddress}:${port}` }, status: 403 },
  { name: 'a foreign Origin', address: () => '127.0.0.1', headers: { host: own, origin: 'http://rebind.evil.example' }, status: 403 },
  { name: 'an opaque Origin', address: () => '::1', headers: { host: `[::1]:${port}`, origin: 'null' }, status: 403 },
  {
    name: 'another site, by Sec-Fetch-Site',
    address: () => '127.0.0.1',
    headers: { host: own, 'sec-fetch-site': 'cross-site' },
    status: 403,
    unsafeOnly: true,
  },
];

describe('the development tools', () => {
  it('are all in the access rules as development tools', () => {
    expect(devRoutes.length).toBeGreaterThanOrEqual(13);
    for (const route of devRoutes)
      expect(ACCESS_RULES[`${route.method} ${route.path}`]?.special, `${route.method} ${route.path}`).toBe('dev');
  });

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))('refuse %s on every route, before doing anything', async (_, attack) => {
    if (!networkAddress) throw new Error('this test needs a non-loopback IPv4 interface to connect from');
    const mailsBefore = await db('dev_mailbox').count<{ count: string }[]>('* as count');
    const chatsBefore = emulator.version();
    const wrong: string[] = [];
    for (const route of devRoutes) {
      if (attack.unsafeOnly && route.method === 'GET') continue;
      const key = `${route.method} ${route.path}`;
      for (const path of concreteSpellings(route.path)) {
        const answer = await send(attack.address(), route.method, path, attack.headers, BODIES[key]);
        if (answer.status !== attack.status) wrong.push(`${route.method} ${path}: ${answer.status}`);
        if (/Kotak Surat|Telegram Pengembangan|openapi/i.test(answer.text)) wrong.push(`${route.method} ${path}: showed its page`);
      }
    }
    expect(wrong).toEqual([]);
    expect(emulator.version()).toBe(chatsBefore);
    expect(await db('dev_mailbox').count<{ count: string }[]>('* as count')).toEqual(mailsBefore);
  });

  it('answer the developer at localhost, 127.0.0.1 and [::1], from their own pages too', async () => {
    const wrong: string[] = [];
    const ways: { address: string; headers: Record<string, string> }[] = [
      { address: '127.0.0.1', headers: { host: own } },
      { address: '127.0.0.1', headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' } },
      { address: '::1', headers: { host: `[::1]:${port}`, origin: `http://[::1]:${port}`, 'sec-fetch-site': 'same-origin' } },
    ];
    for (const way of ways) {
      for (const route of devRoutes) {
        const key = `${route.method} ${route.path}`;
        const answer = await send(way.address, route.method, concrete(route.path), way.headers, BODIES[key]);
        if ([403, 421].includes(answer.status)) wrong.push(`${key} via ${way.headers.host}: ${answer.status} ${answer.text}`);
      }
    }
    expect(wrong).toEqual([]);
    const typed = await send(
      '127.0.0.1',
      'POST',
      `/api/dev/telegram/chats/${DEMO_CHAT}/text`,
      { host: own, origin: `http://${own}` },
      JSON.stringify({ text: 'halo' }),
    );
    expect(typed.status).toBe(202);
  });

  it('answer their paths only as written: another letter case or a trailing slash is not a tool', async () => {
    const served: string[] = [];
    // No body: a body the parser refuses would answer 400 before any routing.
    for (const route of devRoutes) {
      const path = concrete(route.path);
      for (const variant of [path.toUpperCase(), path.replace(/\/([a-z])/g, (_, l: string) => `/${l.toUpperCase()}`), `${path}/`]) {
        const answer = await send('127.0.0.1', route.method, variant, { host: own });
        if (answer.status !== 404) served.push(`${route.method} ${variant}: ${answer.status}`);
      }
    }
    expect(served).toEqual([]);
  });
});

describe('the app outside production', () => {
  it('refuses a name it does not know (DNS rebinding), with a clear message', async () => {
    for (const path of ['/api/tutors', '/healthz', '/']) {
      const answer = await send('127.0.0.1', 'GET', path, { host: rebound });
      expect(answer.status, path).toBe(421);
      expect(answer.text).toContain('Server pengembangan Ajarin tidak mengenal alamat ini.');
    }
    const signIn = await send(
      '127.0.0.1',
      'POST',
      '/api/auth/sign-in',
      { host: rebound },
      JSON.stringify({ email: 'admin@ajarin.id', password: 'admin123' }),
    );
    expect(signIn.status).toBe(421);
  });

  it('answers under localhost names, IP addresses and its own APP_URL name', async () => {
    for (const host of [
      own,
      `app.localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `${networkAddress ?? '10.0.0.1'}:${port}`,
      `ajarin.test:${port}`,
    ]) {
      expect((await send('127.0.0.1', 'GET', '/healthz', { host })).status, host).toBe(200);
    }
  });
});
