import { describe, expect, it } from 'vitest';
import { sessionLookupsDuring } from '../helpers/accounts.ts';
import { uniquePhone, startBookingsApp, type Actor } from '../helpers/bookings.ts';

// An access token lives 15 minutes, but the login behind it can end sooner: sign-out, an admin
// disabling the account, the account being deleted. Every request checks the login is still
// alive, so each of these takes effect at once, and none of them can become a 500.

const app = await startBookingsApp();
const { call, db } = app;
const tutor = await app.createTutor();
const SESSION_MISSING = { code: 'UNAUTHENTICATED', message: 'Sesi login tidak valid. Silakan login kembali.' };

const bookingBody = (customer: Actor) => ({
  tutorId: tutor.id,
  customerName: customer.name,
  phone: uniquePhone('0857'),
  subjects: ['SMA - Fisika'],
  durationHours: 2,
  studentCount: 1,
});
const bookingsOf = async (customer: Actor) =>
  Number((await db('transactions').where({ customer_id: customer.id }).count<{ count: string }[]>('* as count'))[0]?.count);

describe('an access token whose login has ended', () => {
  it('is refused at once after sign-out, for writes and reads', async () => {
    const customer = await app.createCustomer();
    const signIn = await call(null, 'POST', '/api/auth/sign-in', { json: { email: customer.email, password: 'rahasia123' } });
    const refreshCookie = signIn.setCookies.find((cookie) => cookie.startsWith('ajarin_refresh='))?.split(';')[0] ?? '';
    const signedIn = { ...customer, token: signIn.body.accessToken as string };
    expect((await call(signedIn, 'GET', '/api/auth/session')).status).toBe(200);

    const out = await fetch(`${app.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: refreshCookie, authorization: `Bearer ${signedIn.token}` },
    });
    expect(out.status).toBeLessThan(300);

    const booking = await call(signedIn, 'POST', '/api/bookings', { json: bookingBody(signedIn) });
    expect(booking.status).toBe(401);
    expect(booking.body.error).toEqual(SESSION_MISSING);
    expect((await call(signedIn, 'GET', '/api/transactions')).status).toBe(401);
    expect(await bookingsOf(signedIn)).toBe(0);
  });

  it('is refused at once when the account is disabled, and no booking is made', async () => {
    const customer = await app.createCustomer();
    expect((await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) })).status).toBe(201);
    await db('users').where({ id: customer.id }).update({ disabled_at: db.fn.now() });

    const booking = await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) });
    expect(booking.status).toBe(401);
    expect(booking.body.error).toEqual(SESSION_MISSING);
    expect(await bookingsOf(customer)).toBe(1);

    // Disabling ended the login itself: enabling the account again does not bring it back.
    await db('users').where({ id: customer.id }).update({ disabled_at: null });
    expect((await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) })).status).toBe(401);
    expect(await bookingsOf(customer)).toBe(1);
  });

  it("answers 401, never 500, for a deleted user's token on a write and a read", async () => {
    const customer = await app.createCustomer();
    await db('users').where({ id: customer.id }).delete();

    const booking = await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) });
    expect(booking.status).toBe(401);
    expect(booking.body.error).toEqual(SESSION_MISSING);
    for (const path of ['/api/transactions', '/api/auth/session']) expect((await call(customer, 'GET', path)).status).toBe(401);
  });

  it('keeps working while the login is alive', async () => {
    const customer = await app.createCustomer();
    expect((await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) })).status).toBe(201);
    expect((await call(customer, 'GET', '/api/transactions')).status).toBe(200);
  });
});

// docs/decisions/064: a login checked once is answered from memory until Postgres says it ended.
describe('an ended login that this api process had answered from memory', () => {
  const untilFromMemory = (actor: Actor) =>
    expect
      .poll(
        () =>
          sessionLookupsDuring(db, async () => {
            expect((await call(actor, 'GET', '/api/auth/session')).status).toBe(200);
          }),
        { timeout: 5_000, interval: 20 },
      )
      .toBe(0);

  it('is refused at once after sign-out', async () => {
    const customer = await app.createCustomer();
    const signIn = await call(null, 'POST', '/api/auth/sign-in', { json: { email: customer.email, password: 'rahasia123' } });
    const refreshCookie = signIn.setCookies.find((cookie) => cookie.startsWith('ajarin_refresh='))?.split(';')[0] ?? '';
    const signedIn = { ...customer, token: signIn.body.accessToken as string };
    await untilFromMemory(signedIn);

    const out = await fetch(`${app.baseUrl}/api/auth/sign-out`, { method: 'POST', headers: { cookie: refreshCookie } });
    expect(out.status).toBe(204);
    expect((await call(signedIn, 'POST', '/api/bookings', { json: bookingBody(signedIn) })).status).toBe(401);
    expect(await bookingsOf(signedIn)).toBe(0);
  });

  it('is refused at once after the console disables the account', async () => {
    const admin = await app.createAdmin();
    const customer = await app.createCustomer();
    await untilFromMemory(customer);

    expect((await call(admin, 'POST', `/api/admin/users/${customer.id}/disable`)).status).toBe(200);
    expect((await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) })).status).toBe(401);
    expect(await bookingsOf(customer)).toBe(0);
  });

  it('is refused once Postgres tells of a disabling made elsewhere (SQL, another process)', async () => {
    const customer = await app.createCustomer();
    await untilFromMemory(customer);

    await db('users').where({ id: customer.id }).update({ disabled_at: db.fn.now() });
    await expect.poll(async () => (await call(customer, 'GET', '/api/auth/session')).status, { timeout: 5_000, interval: 20 }).toBe(401);
    expect((await call(customer, 'POST', '/api/bookings', { json: bookingBody(customer) })).status).toBe(401);
    expect(await bookingsOf(customer)).toBe(0);
  });
});

describe('a new sign-in in a browser', () => {
  const signIn = (email: string, cookie?: string) =>
    fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password: 'rahasia123' }),
    });
  const refreshCookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('ajarin_refresh='))
      ?.split(';')[0] ?? '';

  it("ends the login the browser's old refresh cookie held, another account's or its own", async () => {
    const first = await app.createCustomer();
    const second = await app.createCustomer();
    const before = await signIn(first.email);
    const oldCookie = refreshCookieOf(before);
    const oldToken = ((await before.json()) as { accessToken: string }).accessToken;
    expect((await call({ ...first, token: oldToken }, 'GET', '/api/auth/session')).status).toBe(200);

    const switched = await signIn(second.email, oldCookie);
    expect(switched.status).toBe(200);
    expect((await call({ ...first, token: oldToken }, 'GET', '/api/auth/session')).status).toBe(401);
    const refreshed = await fetch(`${app.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: oldCookie } });
    expect(refreshed.status).toBe(401);

    // The same account signing in again in that browser replaces its login too; other browsers keep theirs.
    const elsewhere = await signIn(second.email);
    const again = await signIn(second.email, refreshCookieOf(switched));
    expect(again.status).toBe(200);
    const replaced = await fetch(`${app.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: refreshCookieOf(switched) } });
    expect(replaced.status).toBe(401);
    const refreshElsewhere = await fetch(`${app.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: refreshCookieOf(elsewhere) },
    });
    expect(refreshElsewhere.status).toBe(200);
  });
});
