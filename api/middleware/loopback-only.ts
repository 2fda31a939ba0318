import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

// Development tools (the dev mailbox, the coming /dev/telegram) show one-time codes and links that
// take over any account, the admin's included. They answer only a client on this machine, judged
// by the TCP peer itself: headers such as X-Forwarded-For are the client's to forge.

const REFUSED = 'Alat pengembangan hanya bisa dibuka dari komputer yang menjalankan Ajarin.';

/** 127.0.0.0/8, ::1, and IPv4 loopback seen through a dual-stack socket (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && address === '::1';
}

export async function loopbackOnly(ctx: Context, next: Next): Promise<void> {
  if (!isLoopbackAddress(ctx.req.socket.remoteAddress)) {
    ctx.status = 403;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ctx.path.startsWith('/api/') ? { error: { code: 'FORBIDDEN', message: REFUSED } } : REFUSED;
    return;
  }
  await next();
}
