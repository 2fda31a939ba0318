import { randomBytes, randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, expect, vi } from 'vitest';
import { digitsOnly } from '../../core/format/number-input.ts';
import { createLogger } from '../../infra/logger.ts';
import { hashPassword } from '../../infra/password.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { isolatedRedis, type ApiResponse } from './accounts.ts';
import { startTestApp } from './app.ts';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.ts';

// Shared by the bookings/transactions/proofs/admin/payouts/reviews/privacy test files: the real app,
// users signed in through the real sign-in endpoint, and a recorder that checks EVERY JSON response
// body, as it arrives, against the phone numbers its viewer may not see at that moment (the
// database decides: a tutor's phone is visible to a customer only through a PAID transaction
// between them, a customer's booking or learning-request phone to the tutor only while that
// transaction is PAID).
// Each file asserts in afterAll that nothing leaked.

export type Actor = { id: string; role: 'customer' | 'tutor' | 'admin'; email: string; name: string; token: string; phone: string | null };

type CallOptions = { json?: unknown; form?: FormData; headers?: Record<string, string> };

/** A response; `bytes` holds the body of a non-JSON one (a proof file). */
export type BookingsResponse = ApiResponse & { bytes?: Buffer };

export type Leak = { viewer: string; method: string; path: string; phone: string };

const PASSWORD = 'rahasia123';
let sequence = 0;

/** A unique Indonesian mobile number: 08 + 10 digits, distinct per process and call. */
export function uniquePhone(prefix = '0812'): string {
  sequence += 1;
  const tail = String((process.pid * 1000 + sequence) % 1e6).padStart(6, '0');
  return `${prefix}${tail}${String(randomInt(0, 100)).padStart(2, '0')}`;
}

export async function startBookingsApp(options: { mail?: boolean; env?: Record<string, string> } = {}) {
  const logLines: string[] = [];
  // Everything any code logs, at every level and without redaction: the privacy test reads it.
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  const redis = isolatedRedis();
  const app = await startTestApp({ redis, logger }, { APP_URL: 'https://ajarin.test', ...options.env });
  const { db } = app;

  let mails: CapturedMail[] = [];
  if (options.mail) {
    const capture = await startSmtpCapture();
    mails = capture.messages;
    const jobs = await startJobs({
      config: { ...app.deps.config, SMTP_URL: capture.url, REDIS_PREFIX: `bookings-${randomBytes(6).toString('hex')}` },
      db,
      logger: createLogger({ level: 'silent' }),
    });
    afterAll(async () => {
      await jobs.stop();
      await capture.stop();
    });
  }

  const leaks: Leak[] = [];
  let scanned = 0;
  let hiddenChecked = 0;

  /** Phone numbers (as stored, and digits only) this viewer may not see right now. */
  async function hiddenPhonesFor(viewer: Actor | null): Promise<string[]> {
    const id = viewer?.id ?? '00000000-0000-0000-0000-000000000000';
    const isAdmin = viewer?.role === 'admin';
    const { rows } = await db.raw<{ rows: { phone: string }[] }>(
      `select t.phone_number as phone from tutors t
        where t.phone_number is not null and t.id <> :id and not :isAdmin
          and not exists (select 1 from transactions x where x.tutor_id = t.id and x.customer_id = :id and x.payment_status = 'PAID')
       union
       select x.customer_phone from transactions x
        where not exists (select 1 from transactions o where o.customer_phone = x.customer_phone and o.customer_id = :id)
          and not exists (select 1 from transactions y where y.customer_phone = x.customer_phone and y.tutor_id = :id and y.payment_status = 'PAID')
          and not (:isAdmin and exists (select 1 from transactions z where z.customer_phone = x.customer_phone and z.paid_at is not null))
       union
       select r.phone from learning_requests r
        where r.customer_id <> :id
          and not exists (select 1 from transactions y where y.request_id = r.id and y.tutor_id = :id and y.payment_status = 'PAID')
          and not (:isAdmin and exists (select 1 from transactions z where z.request_id = r.id and z.paid_at is not null))
       union
       select c.phone from customers c where c.phone is not null and c.id <> :id and not :isAdmin`,
      { id, isAdmin },
    );
    return [...new Set(rows.flatMap(({ phone }) => [phone, digitsOnly(phone)]))];
  }

  async function call(viewer: Actor | null, method: string, path: string, options: CallOptions = {}): Promise<BookingsResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (viewer) headers.authorization = `Bearer ${viewer.token}`;
    // A redirect (the Google sign-in routes) is an answer to look at, not to follow.
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      redirect: 'manual',
    });
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    const text = isJson ? await res.text() : '';
    const bytes = isJson ? undefined : Buffer.from(await res.arrayBuffer());
    if (isJson) {
      scanned += 1;
      const hidden = await hiddenPhonesFor(viewer);
      hiddenChecked += hidden.length;
      for (const phone of hidden) if (text.includes(phone)) leaks.push({ viewer: viewer?.email ?? 'anonymous', method, path, phone });
    }
    const body: unknown = text ? JSON.parse(text) : undefined;
    return { status: res.status, body, text, headers: res.headers, setCookies: res.headers.getSetCookie(), bytes };
  }

  async function signIn(email: string): Promise<string> {
    const res = await call(null, 'POST', '/api/auth/sign-in', { json: { email, password: PASSWORD } });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
    // Fixtures sign in dozens of users from one address; the sign-in limit is not what these
    // files test (accounts-rate-limits does), so its counters are reset in this file's keyspace.
    const keyPrefix = redis.options.keyPrefix ?? '';
    const counters = await redis.keys(`${keyPrefix}*:rl:sign-in:*`);
    if (counters.length > 0) await redis.del(...counters.map((key) => key.slice(keyPrefix.length)));
    return res.body.accessToken as string;
  }

  async function insertUser(role: Actor['role'], name: string): Promise<{ id: string; email: string }> {
    sequence += 1;
    const email = `${role}.${process.pid}.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
    const [row] = await db('users')
      .insert({ email, password_hash: await hashPassword(PASSWORD), role, name, email_confirmed_at: db.fn.now() })
      .returning<{ id: string }[]>('id');
    if (!row) throw new Error('user insert returned no id');
    return { id: row.id, email };
  }

  async function createCustomer(name = 'Budi Santoso'): Promise<Actor> {
    const user = await insertUser('customer', name);
    const phone = uniquePhone('0813');
    await db('customers').insert({ id: user.id, name, phone });
    return { ...user, role: 'customer', name, phone, token: await signIn(user.email) };
  }

  async function createTutor(
    options: {
      name?: string;
      price?: number;
      subjects?: string[];
      available?: boolean;
      bankAccount?: string | null;
      phone?: string | null;
    } = {},
  ): Promise<Actor> {
    const name = options.name ?? 'Siti Rahma';
    const user = await insertUser('tutor', name);
    const phone = options.phone === undefined ? uniquePhone('0812') : options.phone;
    await db('tutors').insert({
      id: user.id,
      name,
      university: 'Universitas Indonesia',
      subjects: options.subjects ?? ['SMA - Fisika', 'SMA - Kimia'],
      price_per_hour: options.price ?? 100_000,
      phone_number: phone,
      bank_account: options.bankAccount === undefined ? 'BNI 1234567890' : options.bankAccount,
      is_available: options.available ?? true,
    });
    return { ...user, role: 'tutor', name, phone, token: await signIn(user.email) };
  }

  async function createAdmin(): Promise<Actor> {
    const user = await insertUser('admin', 'Admin Ajarin');
    return { ...user, role: 'admin', name: 'Admin Ajarin', phone: null, token: await signIn(user.email) };
  }

  /** A booking by `customer` of `tutor` through POST /api/bookings; each booking gets its own phone. */
  async function book(customer: Actor, tutor: Actor, overrides: Record<string, unknown> = {}) {
    const res = await call(customer, 'POST', '/api/bookings', {
      json: {
        tutorId: tutor.id,
        customerName: customer.name,
        phone: uniquePhone('0857'),
        subjects: ['SMA - Fisika'],
        durationHours: 2,
        studentCount: 1,
        ...overrides,
      },
    });
    if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
    return res.body.transaction as { id: string; [key: string]: unknown };
  }

  async function uploadProof(customer: Actor, transactionId: string, file?: { bytes: Buffer; name: string; type: string }) {
    const upload = file ?? { bytes: await uniquePng(), name: 'bukti.png', type: 'image/png' };
    const form = new FormData();
    form.set('proof', new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
    return call(customer, 'POST', `/api/transactions/${transactionId}/proof`, { form });
  }

  async function pendingProofId(transactionId: string): Promise<string> {
    const row = await db('payment_proofs').where({ transaction_id: transactionId, decision: 'PENDING' }).first('id');
    if (!row) throw new Error(`no pending proof for ${transactionId}`);
    return row.id as string;
  }

  /** Upload + admin approval: the transaction ends PAID. */
  async function pay(customer: Actor, admin: Actor, transactionId: string): Promise<void> {
    const uploaded = await uploadProof(customer, transactionId);
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.text}`);
    const approved = await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(transactionId)}/approve`);
    if (approved.status !== 200) throw new Error(`approval failed: ${approved.status} ${approved.text}`);
  }

  /** Paid and marked done by the customer. */
  async function payAndComplete(customer: Actor, admin: Actor, transactionId: string): Promise<void> {
    await pay(customer, admin, transactionId);
    const done = await call(customer, 'POST', `/api/transactions/${transactionId}/complete`);
    if (done.status !== 200) throw new Error(`complete failed: ${done.status} ${done.text}`);
  }

  async function outboxEvents(type?: string): Promise<{ id: number; type: string; payload: Record<string, unknown> }[]> {
    const query = db('outbox').orderBy('id').select('id', 'type', 'payload');
    return type ? query.where({ type }) : query;
  }

  async function mailsTo(to: string, count = 1): Promise<CapturedMail[]> {
    return vi.waitFor(
      () => {
        const found = mails.filter((mail) => mail.to.includes(to));
        if (found.length < count) throw new Error(`expected ${count} mail(s) to ${to}, got ${found.length}`);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
  }

  /** The mail to `to` with this subject, once it has been sent (whatever else was sent around it). */
  async function mailTo(to: string, subject: string): Promise<CapturedMail> {
    return vi.waitFor(
      () => {
        const found = mails.find((mail) => mail.to.includes(to) && mail.subject === subject);
        if (!found) throw new Error(`expected a mail '${subject}' to ${to}`);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
  }

  afterAll(() => {
    expect(leaks, 'a phone number reached a viewer who may not see it').toEqual([]);
  });

  return {
    ...app,
    call,
    createCustomer,
    createTutor,
    createAdmin,
    book,
    uploadProof,
    pendingProofId,
    pay,
    payAndComplete,
    outboxEvents,
    mailsTo,
    mailTo,
    mails: () => mails,
    logLines: () => logLines,
    hiddenPhonesFor,
    privacy: () => ({ scanned, hiddenChecked, leaks: [...leaks] }),
  };
}

export type BookingsApp = Awaited<ReturnType<typeof startBookingsApp>>;

/** A small real PNG; `seed` changes its colour, so two seeds give two different sha256. */
export async function samplePng(seed = 0, size = 24): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: seed % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

let pngCount = 0;
/** A PNG no other call in this process returns (its size differs), so its sha256 is not a duplicate. */
export async function uniquePng(): Promise<Buffer> {
  pngCount += 1;
  return sharp({ create: { width: 10 + (pngCount % 200), height: 10 + Math.floor(pngCount / 200), channels: 3, background: '#3355aa' } })
    .png()
    .toBuffer();
}

export async function sampleJpeg(options: { exif?: Record<string, string> } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } }).jpeg();
  return (options.exif ? image.withExif({ IFD0: options.exif }) : image).toBuffer();
}

export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
