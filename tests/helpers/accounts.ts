import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, inject, vi } from 'vitest';
import type { AppDeps } from '../../api/create-app.ts';
import { createLogger } from '../../infra/logger.ts';
import type { Db } from '../../infra/db.ts';
import { hashPassword } from '../../infra/password.ts';
import { issueSession } from '../../services/accounts/issue-session.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { startTestApp } from './app.ts';
import { redisPrefix } from './database.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.ts';

// Shared by the accounts-*.test.ts files: the real app with its own rate-limit keyspace, the real
// outbox → BullMQ → SMTP path, and a recorder of every response body for the secret scan.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response JSON is what the tests assert on, field by field
export type ApiResponse = { status: number; body: any; text: string; headers: Headers; setCookies: string[] };

type CallOptions = { json?: unknown; form?: FormData; bearer?: string; cookie?: string; headers?: Record<string, string> };

/** A client of the test Redis whose every key lives under a prefix of its own (counters never collide). */
export function isolatedRedis(): Redis {
  const client = new Redis(inject('redisUrl'), { keyPrefix: `${redisPrefix()}:`, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  afterAll(() => client.disconnect());
  return client;
}

/** An access token of a real login (a live session row), as sign-in would hand out. */
export async function accessTokenFor(
  deps: { db: Db; config: { JWT_SECRET: string } },
  user: { id: string; role: 'customer' | 'tutor' | 'admin' },
): Promise<string> {
  const row = await deps.db('users').where({ id: user.id }).first<{ email: string; name: string }>('email', 'name');
  const grant = await deps.db.transaction((trx) =>
    issueSession(trx, deps.config.JWT_SECRET, { ...user, email: row.email, name: row.name }, { client: {} }),
  );
  return grant.accessToken;
}

export async function startAccountsApp(options: { mail?: boolean; overrides?: Partial<AppDeps>; env?: Record<string, string> } = {}) {
  const app = await startTestApp({ redis: isolatedRedis(), ...options.overrides }, { APP_URL: 'https://ajarin.test', ...options.env });
  let smtp: SmtpCapture | undefined;
  if (options.mail) {
    const capture = await startSmtpCapture();
    smtp = capture;
    // Queues of their own: outbox ids restart at 1 in every test database, and so do job ids.
    const queuePrefix = `accounts-${randomBytes(6).toString('hex')}`;
    const jobs = await startJobs({
      config: { ...app.deps.config, SMTP_URL: capture.url, REDIS_PREFIX: queuePrefix },
      db: app.db,
      logger: createLogger({ level: 'silent' }),
    });
    afterAll(async () => {
      await jobs.stop();
      await capture.stop();
    });
  }

  const responses: string[] = [];
  const setCookies: string[] = [];

  async function call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.cookie) headers.cookie = options.cookie;
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
    const text = await res.text();
    responses.push(text);
    setCookies.push(...res.headers.getSetCookie());
    let body: unknown = undefined;
    if (text && (res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: res.status, body, text, headers: res.headers, setCookies: res.headers.getSetCookie() };
  }

  /** Every message that reached the SMTP capture for `to`, once at least `count` did. */
  async function mailsTo(to: string, count = 1): Promise<CapturedMail[]> {
    if (!smtp) throw new Error('startAccountsApp({ mail: true }) is needed to read mail');
    const capture = smtp;
    return vi.waitFor(
      () => {
        const found = capture.messages.filter((mail) => mail.to.includes(to));
        if (found.length < count) throw new Error(`expected ${count} mail(s) to ${to}, got ${found.length}`);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
  }

  /**
   * Secrets that may never appear in a response body: stored hashes, refresh tokens from cookies,
   * and the tokens and codes that only the emails may carry. Returns how many secrets were
   * checked and the ones found.
   */
  async function leakedSecrets(): Promise<{ checked: number; leaks: string[] }> {
    const stored = await app.db.raw<{ rows: { secret: string }[] }>(`
      select password_hash as secret from users
      union all select token_hash from sessions
      union all select token_hash from email_tokens
      union all select otp_hash from password_otps`);
    const refreshTokens = setCookies.map((cookie) => /^ajarin_refresh=([^;]*)/.exec(cookie)?.[1] ?? '').filter(Boolean);
    const mailed = (smtp?.messages ?? []).flatMap((mail) => [...mail.text.matchAll(/token=([A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? ''));
    const long = [...stored.rows.map((row) => row.secret), ...refreshTokens, ...mailed].filter((value) => value.length >= 16);
    const otps = (smtp?.messages ?? []).flatMap((mail) => [...mail.text.matchAll(/Anda: (\d{6})/g)].map((m) => m[1] ?? ''));
    const all = responses.join('\n');
    const leaks = long.filter((secret) => all.includes(secret));
    // Six digits can occur inside a uuid by chance; a leaked code stands on its own.
    leaks.push(...otps.filter((otp) => new RegExp(`(?<![0-9a-f-])${otp}(?![0-9a-f-])`).test(all)));
    for (const key of ['password_hash', 'passwordHash', 'refreshToken', 'token_hash', 'otp_hash', '"otp":'])
      if (all.includes(key)) leaks.push(key);
    return { checked: long.length + otps.length, leaks };
  }

  return { ...app, call, mailsTo, leakedSecrets, responseCount: () => responses.length };
}

export type AccountsApp = Awaited<ReturnType<typeof startAccountsApp>>;

let counter = 0;
/** A fresh address per call, so tests never share a user. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}@example.com`;
}

/** A user written straight to the database (tests whose subject is not sign-up itself). */
export async function insertUser(
  app: Pick<AccountsApp, 'db'>,
  options: { role?: 'customer' | 'tutor' | 'admin'; email?: string; password?: string; confirmed?: boolean; disabled?: boolean } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = options.email ?? uniqueEmail(options.role ?? 'customer');
  const password = options.password ?? 'rahasia123';
  const [row] = await app
    .db('users')
    .insert({
      email,
      password_hash: await hashPassword(password),
      role: options.role ?? 'customer',
      name: 'Pengguna Uji',
      email_confirmed_at: options.confirmed === false ? null : app.db.fn.now(),
      disabled_at: options.disabled ? app.db.fn.now() : null,
    })
    .returning('id');
  return { id: row.id as string, email, password };
}

export function refreshCookieOf(res: ApiResponse): string | undefined {
  const cookie = res.setCookies.find((value) => value.startsWith('ajarin_refresh='));
  return cookie ? /^ajarin_refresh=([^;]*)/.exec(cookie)?.[1] : undefined;
}

export const tokenFromLink = (text: string, type: 'signup' | 'recovery'): string => {
  const match = new RegExp(`https://ajarin\\.test/auth-callback\\?type=${type}&token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${type} link in the mail`);
  return match[1];
};

/** How many session lookups (`authenticate`'s, or the login cache's) `call` makes on `db`. */
export async function sessionLookupsDuring(db: Db, call: () => Promise<unknown>): Promise<number> {
  let lookups = 0;
  const count = (query: { sql: string }) => {
    if (/from "sessions"/.test(query.sql)) lookups += 1;
  };
  db.on('query', count);
  try {
    await call();
  } finally {
    db.off('query', count);
  }
  return lookups;
}
