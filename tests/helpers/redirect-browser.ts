// A browser as far as a redirect flow needs one: a cookie jar per host (Path, Max-Age, SameSite)
// and navigation that follows `Location` from hop to hop. SameSite is judged per origin, which is
// stricter than a browser for two loopback ports (a browser calls them one site): the flow must
// work when the provider is another site, as Google is.

type Cookie = { value: string; path: string; sameSite: 'strict' | 'lax' | 'none'; expiresAt: number | undefined };

export type Hop = { url: string; status: number; location: string | undefined; setCookies: string[] };

export type Visit = { url: string; status: number; text: string; hops: Hop[]; headers: Headers };

type Send = { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> };

const MAX_HOPS = 20;

export class RedirectBrowser {
  private readonly jar = new Map<string, Map<string, Cookie>>();

  /** `rewrite` maps an address the app announces (its APP_URL) to where the test server listens. */
  constructor(private readonly rewrite: (url: string) => string = (url) => url) {}

  /** A cookie's value as this browser holds it for `url`, if any. */
  cookie(url: string, name: string): string | undefined {
    const target = new URL(this.rewrite(url));
    const cookie = this.jar.get(target.host)?.get(name);
    return cookie && this.alive(cookie) && target.pathname.startsWith(cookie.path) ? cookie.value : undefined;
  }

  /** Hands this browser's cookie to another one (an attacker who copied it). */
  setCookie(url: string, name: string, value: string, path = '/'): void {
    const host = new URL(this.rewrite(url)).host;
    const cookies = this.jar.get(host) ?? new Map<string, Cookie>();
    cookies.set(name, { value, path, sameSite: 'lax', expiresAt: undefined });
    this.jar.set(host, cookies);
  }

  /**
   * Opens `url` as a top-level navigation and follows redirects until a page answers. `from` is the
   * page the navigation starts on (a link or a form there); none means a typed address.
   */
  async navigate(url: string, options: Send & { from?: string; stopAt?: (url: string) => boolean } = {}): Promise<Visit> {
    const hops: Hop[] = [];
    let current = url;
    let method = options.method ?? 'GET';
    let body: Send = options;
    let crossSite = options.from !== undefined && origin(this.rewrite(options.from)) !== origin(this.rewrite(url));
    for (let i = 0; i < MAX_HOPS; i += 1) {
      const res = await this.send(current, { ...body, method }, { crossSite, topLevel: true });
      const location = res.headers.get('location') ?? undefined;
      hops.push({ url: current, status: res.status, location, setCookies: res.headers.getSetCookie() });
      if (res.status < 300 || res.status >= 400 || !location)
        return { url: current, status: res.status, text: await res.text(), hops, headers: res.headers };
      await res.arrayBuffer();
      const next = new URL(location, this.rewrite(current)).href;
      if (origin(this.rewrite(next)) !== origin(this.rewrite(current))) crossSite = true;
      current = next;
      if (res.status !== 307 && res.status !== 308) {
        method = 'GET';
        body = {};
      }
      if (options.stopAt?.(current)) return { url: current, status: 0, text: '', hops, headers: new Headers() };
    }
    throw new Error(`more than ${MAX_HOPS} redirects from ${url}`);
  }

  /** A request the page at `page` makes with fetch (same origin: every cookie goes along). */
  async fetch(url: string, options: Send & { page?: string } = {}): Promise<Response> {
    const crossSite = options.page !== undefined && origin(this.rewrite(options.page)) !== origin(this.rewrite(url));
    return this.send(url, options, { crossSite, topLevel: false });
  }

  private async send(url: string, options: Send, context: { crossSite: boolean; topLevel: boolean }): Promise<Response> {
    const target = new URL(this.rewrite(url));
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const cookies = [...(this.jar.get(target.host) ?? new Map<string, Cookie>()).entries()].filter(([, cookie]) => {
      if (!this.alive(cookie) || !target.pathname.startsWith(cookie.path)) return false;
      if (!context.crossSite || cookie.sameSite === 'none') return true;
      return cookie.sameSite === 'lax' && context.topLevel && method === 'GET';
    });
    if (cookies.length) headers.cookie = cookies.map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    const res = await fetch(target, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(target, line);
    return res;
  }

  private store(target: URL, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const cookie: Cookie = { value: pair.slice(eq + 1), path: '/', sameSite: 'lax', expiresAt: undefined };
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=');
      if (/^path$/i.test(key)) cookie.path = value;
      if (/^max-age$/i.test(key)) cookie.expiresAt = Date.now() + Number(value) * 1000;
      if (/^expires$/i.test(key) && cookie.expiresAt === undefined) cookie.expiresAt = Date.parse(value);
      if (/^samesite$/i.test(key)) cookie.sameSite = value.toLowerCase() as Cookie['sameSite'];
    }
    const cookies = this.jar.get(target.host) ?? new Map<string, Cookie>();
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= Date.now()) cookies.delete(name);
    else cookies.set(name, cookie);
    this.jar.set(target.host, cookies);
  }

  private alive(cookie: Cookie): boolean {
    return cookie.expiresAt === undefined || cookie.expiresAt > Date.now();
  }
}

const origin = (url: string) => new URL(url).origin;
