import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { createRouters } from '../../api/create-app.ts';
import { createAuthRouter } from '../../api/routes/auth.routes.ts';
import { startDevOidcProvider } from '../../dev/google-provider/provider.ts';
import { startBookingsApp, type Actor, type BookingsResponse } from '../helpers/bookings.ts';
import { createActiveSessions } from '../../services/accounts/active-session-cache.ts';

// The security suite's app: the bookings test app (real HTTP, real jobs mailing through an SMTP
// capture, every log line kept) plus a recorder of EVERYTHING the run shows anyone: response bodies
// and headers, live-update events, log lines and emails. In afterAll each file scans that record
// for what must never leave the server (docs/architecture.md#security-suite).

export type RawOptions = { headers?: Record<string, string>; body?: string | Buffer | FormData; token?: string | null };

const bodyOf = (body: RawOptions['body']) => (Buffer.isBuffer(body) ? new Uint8Array(body) : body);

/** A request may take this long; longer is a hang, and fails the test that sent it. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Every route of the API as method + path pattern, read from the real routers (auth included). */
export function routeTable(deps: Parameters<typeof createRouters>[0]): { method: string; path: string }[] {
  const routes = [createAuthRouter({ ...deps, sessions: createActiveSessions(deps) }), ...createRouters(deps)]
    .flatMap((router) => router.stack)
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })));
  return [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
}

type Seen = { where: string; text: string };

/**
 * What must never leave the server, found in what did: password hashes (by pattern and by value)
 * and the JWT secret anywhere; a refresh token anywhere but its Set-Cookie (which `shown` leaves
 * out); an OTP anywhere but its email; a phone number in a log line.
 */
export function scanForLeaks(input: {
  shown: Seen[];
  mails: Seen[];
  logs: Seen[];
  jwtSecret: string;
  passwordHashes: string[];
  refreshTokens: string[];
  otpCodes: string[];
  phones: string[];
}): string[] {
  const found: string[] = [];
  for (const { where, text } of [...input.shown, ...input.mails, ...input.logs]) {
    if (/\$argon2(?:id|i|d)\$|\$2[aby]\$\d\d\$/.test(text)) found.push(`${where}: a password hash`);
    if (text.includes(input.jwtSecret)) found.push(`${where}: the JWT secret`);
    for (const hash of input.passwordHashes) if (text.includes(hash)) found.push(`${where}: a password hash`);
    for (const token of input.refreshTokens) if (text.includes(token)) found.push(`${where}: a refresh token`);
  }
  for (const { where, text } of [...input.shown, ...input.logs])
    for (const code of input.otpCodes) if (new RegExp(`\\b${code}\\b`).test(text)) found.push(`${where}: OTP ${code}`);
  for (const { text } of input.logs) for (const phone of input.phones) if (text.includes(phone)) found.push(`log: phone ${phone}`);
  return found;
}

/** What a text shows someone: `viewer` is who was shown it (a user id, an address, a chat). */
export type SeenBy = Seen & { viewer: string };

/**
 * Contact details planted in free text (docs/product.md#privacy-free-text), found in what someone
 * was shown: a planted piece as written (case ignored), or a planted phone's digits in the digits
 * of the text however it was spelled ('0812-7711-2233', '+62 812 7711 2233' and '081277112233'
 * all hold 81277112233). The caller passes only what the planted text's counterparts saw.
 */
export function scanForContactDetails(input: { seen: SeenBy[]; pieces: string[]; phones: string[] }): string[] {
  const found: string[] = [];
  const national = input.phones.map((phone) => phone.replace(/\D/g, '').replace(/^(?:0|62)/, ''));
  for (const { where, viewer, text } of input.seen) {
    const lower = text.toLowerCase();
    for (const piece of input.pieces) if (lower.includes(piece.toLowerCase())) found.push(`${where} (${viewer}): ${piece}`);
    const digits = text.replace(/\D/g, '');
    for (const phone of national) if (digits.includes(phone)) found.push(`${where} (${viewer}): phone …${phone.slice(-4)}`);
  }
  return found;
}

export async function startSecurityApp() {
  // Google sign-in on, against the local provider, so its routes run their real code.
  const clientSecret = randomBytes(24).toString('base64url');
  const google = await startDevOidcProvider({
    clients: [{ clientId: 'ajarin-security', clientSecret, redirectUri: 'https://ajarin.test/api/auth/google/callback', name: 'Ajarin' }],
  });
  afterAll(() => google.stop());
  const app = await startBookingsApp({
    mail: true,
    env: { GOOGLE_CLIENT_ID: 'ajarin-security', GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: google.issuer },
  });
  const shown: Seen[] = [];
  const refreshTokens = new Set<string>();
  const otpCodes = new Set<string>();
  const streams: AbortController[] = [];
  // Every key written to storage, so an upload test can tell that a refused file left nothing.
  const storedKeys: string[] = [];
  const put = app.storage.put.bind(app.storage);
  app.storage.put = async (key, bytes, contentType) => {
    storedKeys.push(key);
    await put(key, bytes, contentType);
  };

  function record(where: string, res: Response, text: string): void {
    const headers = [...res.headers.entries()].filter(([name]) => name !== 'set-cookie');
    shown.push({ where, text: `${JSON.stringify(headers)}\n${text}` });
    for (const cookie of res.headers.getSetCookie()) {
      const value = /^ajarin_refresh=([^;]+)/.exec(cookie)?.[1];
      if (value) refreshTokens.add(value);
    }
  }

  /** Any request, bytes as given; a live-update stream is read for its first moment only. */
  async function send(method: string, path: string, options: RawOptions = {}): Promise<{ status: number; text: string; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${method} ${path} hung for ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
    try {
      const res = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers,
        body: bodyOf(options.body),
        signal: controller.signal,
        redirect: 'manual',
      });
      let text: string;
      if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        const reader = res.body!.getReader();
        const first = await reader.read();
        text = first.value ? Buffer.from(first.value).toString('utf8') : '';
        await reader.cancel();
      } else {
        text = Buffer.from(await res.arrayBuffer()).toString('utf8');
      }
      record(`${method} ${path}`, res, text);
      return { status: res.status, text, headers: res.headers };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The bookings helper's call (it checks phones per viewer), recorded for the leak scan too. */
  async function call(
    viewer: Actor | null,
    method: string,
    path: string,
    options: Parameters<typeof app.call>[3] = {},
  ): Promise<BookingsResponse> {
    const res = await app.call(viewer, method, path, options);
    shown.push({
      where: `${method} ${path}`,
      text: `${JSON.stringify([...res.headers.entries()].filter(([name]) => name !== 'set-cookie'))}\n${res.text}`,
    });
    for (const cookie of res.setCookies) {
      const value = /^ajarin_refresh=([^;]+)/.exec(cookie)?.[1];
      if (value) refreshTokens.add(value);
    }
    return res;
  }

  /** Keeps a live-update stream open for `viewer` until the file ends; every event is scanned. */
  async function watchEvents(viewer: Actor): Promise<void> {
    const ticket = await call(viewer, 'POST', '/api/events/ticket');
    const controller = new AbortController();
    streams.push(controller);
    const res = await fetch(`${app.baseUrl}/api/events?ticket=${encodeURIComponent(String(ticket.body.ticket))}`, {
      signal: controller.signal,
    });
    const entry = { where: `events of ${viewer.email}`, text: '' };
    shown.push(entry);
    void (async () => {
      try {
        for await (const chunk of res.body as AsyncIterable<Uint8Array>) entry.text += Buffer.from(chunk).toString('utf8');
      } catch {
        // Aborted at the end of the file.
      }
    })();
  }

  /** Signs `actor` in once more through this recorder: its refresh token joins the leak scan. */
  async function signInAgain(actor: Actor): Promise<{ accessToken: string; refreshToken: string }> {
    const res = await send('POST', '/api/auth/sign-in', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: actor.email, password: 'rahasia123' }),
    });
    const refreshToken = res.headers
      .getSetCookie()
      .map((cookie) => /^ajarin_refresh=([^;]+)/.exec(cookie)?.[1])
      .find(Boolean);
    if (res.status !== 200 || !refreshToken) throw new Error(`sign-in of ${actor.email} failed: ${res.status}`);
    return { accessToken: JSON.parse(res.text).accessToken as string, refreshToken };
  }

  /** Clears this file's rate-limit counters: the limits have their own tests, the attacks here need many tries. */
  async function resetRateLimits(): Promise<void> {
    const { redis } = app.deps;
    const keyPrefix = redis.options.keyPrefix ?? '';
    const counters = await redis.keys(`${keyPrefix}*:rl:*`);
    if (counters.length > 0) await redis.del(...counters.map((key) => key.slice(keyPrefix.length)));
  }

  afterAll(async () => {
    for (const controller of streams) controller.abort();
    const hashes: string[] = (await app.db('users').pluck('password_hash')).filter((hash: string) => hash.length > 8);
    const phones: string[] = [
      ...(await app.db('tutors').whereNotNull('phone_number').pluck('phone_number')),
      ...(await app.db('customers').whereNotNull('phone').pluck('phone')),
      ...(await app.db('transactions').pluck('customer_phone')),
      ...(await app.db('learning_requests').pluck('phone')),
    ];
    const mails = app.mails().map((mail) => ({
      where: `mail to ${mail.to.join(',')}: ${mail.subject}`,
      text: JSON.stringify([mail.subject, mail.text, mail.html]),
    }));
    const logs = app.logLines().map((line) => ({ where: 'log', text: line }));

    const found = scanForLeaks({
      shown,
      mails,
      logs,
      jwtSecret: app.deps.config.JWT_SECRET,
      passwordHashes: hashes,
      refreshTokens: [...refreshTokens],
      otpCodes: [...otpCodes],
      phones,
    });
    expect(found, 'a secret left the server').toEqual([]);
    expect(shown.length).toBeGreaterThan(0);
  });

  return {
    ...app,
    call,
    send,
    watchEvents,
    signInAgain,
    resetRateLimits,
    storedKeys: () => [...storedKeys],
    noteOtp: (code: string) => otpCodes.add(code),
    refreshTokens,
    shown: () => shown,
  };
}

export type SecurityApp = Awaited<ReturnType<typeof startSecurityApp>>;
