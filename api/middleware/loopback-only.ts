import { isIP } from 'node:net';
import type { Context, Next } from 'koa';
import { isApiPath, isUnder } from '../request-path.ts';

// Development tools (the dev mailbox, /dev/telegram, the API docs) show one-time codes and links
// that take over any account, the admin's included. They answer only this machine:
// - the TCP peer must be loopback (headers such as X-Forwarded-For are the client's to forge);
// - the Host must be this server's loopback name and port: a web page the developer opens can
//   re-point its own name to 127.0.0.1 (DNS rebinding) and then reads our answers as its own,
//   but it cannot make the browser send our Host;
// - an Origin, when a browser sends one, must be this server too, and a request that changes
//   something must not come from another site (Sec-Fetch-Site).
// It runs before anything reads a body or serves a file (api/create-app.ts), for every path of
// the development tools, so a tool added later is guarded without asking. The path is compared
// canonically (api/request-path.ts): '/API/DEV/mailbox' is a tool path too (decision 040).

const REFUSED = 'Alat pengembangan hanya bisa dibuka dari komputer yang menjalankan Ajarin.';
const CROSS_SITE = 'Alat pengembangan tidak menerima permintaan dari situs lain.';
const misdirected = (port: number) => `Alat pengembangan hanya bisa dibuka lewat http://localhost:${port}.`;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

/** 127.0.0.0/8, ::1, and IPv4 loopback seen through a dual-stack socket (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && address === '::1';
}

/** True when `host` (a Host header's `name[:port]`) is a loopback name with one of `ports`. */
export function isLoopbackHost(host: string, ports: readonly number[]): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match?.[1] || !LOOPBACK_NAMES.has(match[1])) return false;
  return ports.includes(match[2] === undefined ? 80 : Number(match[2]));
}

function isLoopbackOrigin(origin: string, ports: readonly number[]): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === 'http:' && url.pathname === '/' && isLoopbackHost(url.host, ports);
}

function refuse(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = isApiPath(ctx.path) ? { error: { code: 'FORBIDDEN', message } } : message;
}

/** Where the development tools live: their pages under /dev, their JSON under /api/dev, in any spelling. */
export function isDevToolPath(path: string): boolean {
  return isUnder(path, '/dev') || isUnder(path, '/api/dev');
}

/** The guard of every development tool path; the port is the one the connection came in on. */
export async function loopbackOnly(ctx: Context, next: Next): Promise<void> {
  if (!isDevToolPath(ctx.path)) return next();
  const ownPort = ctx.req.socket.localPort ?? 0;
  const ports = [ownPort];
  if (!isLoopbackAddress(ctx.req.socket.remoteAddress)) return refuse(ctx, 403, REFUSED);
  if (!isLoopbackHost(ctx.get('host'), ports)) return refuse(ctx, 421, misdirected(ownPort));
  const origin = ctx.get('origin');
  if (origin && !isLoopbackOrigin(origin, ports)) return refuse(ctx, 403, CROSS_SITE);
  const fetchSite = ctx.get('sec-fetch-site');
  if (!SAFE_METHODS.has(ctx.method) && fetchSite && !SAME_SITE_FETCHES.has(fetchSite)) return refuse(ctx, 403, CROSS_SITE);
  await next();
}
