import { isIP } from 'node:net';
import type { Context, Middleware, Next } from 'koa';
import type { Config } from '../../infra/config.ts';
import { isApiPath } from '../request-path.ts';

// Outside production the app answers only under a name it knows. A web page the developer opens
// can re-point its own name to 127.0.0.1 (DNS rebinding) and would then talk to the local instance
// as if it were its own site: sign in with the public demo passwords, read what they see. The
// browser always sends that page's name as Host, so refusing unknown names closes it. IP addresses
// and `localhost` names cannot be rebound; APP_URL's and PUBLIC_URL's names are the instance's own.
// (The development tools check more: api/middleware/loopback-only.ts.)

const MISDIRECTED = 'Server pengembangan Ajarin tidak mengenal alamat ini. Buka lewat localhost atau alamat IP, atau atur APP_URL.';

function hostName(host: string): string {
  const name = /^(\[[^\]]*\]|[^:]*)/.exec(host.trim().toLowerCase())?.[1] ?? '';
  return name.startsWith('[') ? name.slice(1, -1) : name;
}

/** Names this instance answers to outside production. */
export function isKnownHost(host: string, ownNames: readonly string[]): boolean {
  const name = hostName(host);
  if (isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return ownNames.includes(name);
}

export function knownHostsOnly(config: Pick<Config, 'APP_URL' | 'PUBLIC_URL'>): Middleware {
  const ownNames = [config.APP_URL, config.PUBLIC_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).hostname.toLowerCase());
  return async function refuseUnknownHosts(ctx: Context, next: Next): Promise<void> {
    const host = ctx.get('host');
    // A request without Host (HTTP/1.0) is no browser's, so no page's.
    if (host && !isKnownHost(host, ownNames)) {
      ctx.status = 421;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = isApiPath(ctx.path) ? { error: { code: 'FORBIDDEN', message: MISDIRECTED } } : MISDIRECTED;
      return;
    }
    await next();
  };
}
