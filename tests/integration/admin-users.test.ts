import { afterAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGE } from '../../core/validation/text.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// The console's 'Pengguna' and 'Log Audit' tabs (docs/product.md#admin-users,
// #admin-tutor-verification, #admin-audit): searching accounts, disabling one (its logins end at
// once and a tutor leaves every public list), enabling it again, verifying tutors (the badge and
// the gallery filter), and reading every such decision back from the audit log.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin } = app;

const admin = await createAdmin();
const customer = await createCustomer('Budi Santoso');
const tutor = await createTutor({ name: 'Siti Rahma' });

const SESSION_MISSING = { code: 'UNAUTHENTICATED', message: 'Sesi login tidak valid. Silakan login kembali.' };
const ids = (res: { body: { users?: { id: string }[]; tutors?: { id: string }[] } }) =>
  (res.body.users ?? res.body.tutors ?? []).map((row) => row.id);

async function galleryIds(query = ''): Promise<string[]> {
  const res = await call(null, 'GET', `/api/tutors?limit=100${query}`);
  expect(res.status).toBe(200);
  return ids(res);
}

/** Accounts straight in the table (no sign-in needed): for search and paging. */
async function insertUsers(rows: { name: string; email: string; role?: string }[]): Promise<string[]> {
  const inserted = await db('users')
    .insert(
      rows.map((row) => ({
        name: row.name,
        email: row.email,
        role: row.role ?? 'customer',
        password_hash: 'not-a-hash',
        email_confirmed_at: db.fn.now(),
      })),
    )
    .returning<{ id: string }[]>('id');
  return inserted.map((row) => row.id);
}

afterAll(() => {
  expect(app.privacy().leaks).toEqual([]);
});

describe('only admins reach the new admin endpoints', () => {
  it('answers 403 to customers and tutors and 401 to visitors, and changes nothing', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${customer.id}/disable`],
      ['POST', `/api/admin/users/${customer.id}/enable`],
      ['POST', `/api/admin/tutors/${tutor.id}/verify`, { note: 'x' }],
      ['POST', `/api/admin/tutors/${tutor.id}/unverify`],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, path, json] of attempts) {
      for (const outsider of [customer, tutor])
        expect((await call(outsider, method, path, { json })).status, `${method} ${path} as ${outsider.role}`).toBe(403);
      expect((await call(null, method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    expect(await db('users').whereIn('id', [customer.id, tutor.id]).whereNotNull('disabled_at').pluck('id')).toEqual([]);
    expect((await db('tutors').where({ id: tutor.id }).first('verified_at')).verified_at).toBeNull();
  });
});

describe('GET /api/admin/users', () => {
  it('searches name or email case-insensitively, with % and _ taken literally', async () => {
    const [percent, underscore, plain] = await insertUsers([
      { name: 'Rina Diskon 50%', email: 'rina.diskon@example.com' },
      { name: 'Joko_Widodo', email: 'joko.w@example.com' },
      { name: 'Jokox Widodo', email: 'DEWI.Lestari@Example.com' },
    ]);
    expect(ids(await call(admin, 'GET', '/api/admin/users?q=rina'))).toEqual([percent]);
    expect(ids(await call(admin, 'GET', '/api/admin/users?q=50%25'))).toEqual([percent]);
    expect(ids(await call(admin, 'GET', '/api/admin/users?q=joko_'))).toEqual([underscore]);
    expect(ids(await call(admin, 'GET', '/api/admin/users?q=dewi.lestari%40example'))).toEqual([plain]);
    expect(ids(await call(admin, 'GET', '/api/admin/users?q=%25'))).toEqual([percent]);
    expect(ids(await call(admin, 'GET', '/api/admin/users?q=tidak-ada-yang-cocok'))).toEqual([]);
  });

  it('filters by role, newest first, with the fields the console shows and nothing secret', async () => {
    const res = await call(admin, 'GET', '/api/admin/users?role=tutor');
    expect(res.status).toBe(200);
    expect(res.body.users.every((user: { role: string }) => user.role === 'tutor')).toBe(true);
    expect(res.body.users).toContainEqual({
      id: tutor.id,
      name: 'Siti Rahma',
      email: tutor.email,
      role: 'tutor',
      createdAt: expect.any(String),
      disabledAt: null,
      emailConfirmed: true,
      tutor: { verifiedAt: null, verificationNote: null, listed: true },
    });
    const customers = await call(admin, 'GET', '/api/admin/users?role=customer');
    expect(customers.body.users.find((user: { id: string }) => user.id === customer.id)).toMatchObject({ role: 'customer', tutor: null });
    const times = customers.body.users.map((user: { createdAt: string }) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const hashes = (await db('users').pluck('password_hash')) as string[];
    const all = await call(admin, 'GET', '/api/admin/users');
    for (const hash of hashes.filter((h) => h !== 'not-a-hash')) expect(all.text).not.toContain(hash);
    expect(all.text).not.toMatch(/password|token|hash|phone|bank/i);
    expect(all.text).not.toContain(tutor.phone ?? '-');
  });

  it('pages by 20 with the total', async () => {
    const made = await insertUsers(
      Array.from({ length: 23 }, (_, index) => ({ name: `Halaman Uji ${index}`, email: `halaman.${index}@example.com` })),
    );
    const first = await call(admin, 'GET', '/api/admin/users?q=halaman%20uji&page=1');
    const second = await call(admin, 'GET', '/api/admin/users?q=halaman%20uji&page=2');
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.body.users).toHaveLength(20);
    expect(second.body).toMatchObject({ total: 23, page: 2 });
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(made));
    expect((await call(admin, 'GET', '/api/admin/users?q=halaman%20uji&page=9')).body).toMatchObject({ users: [], total: 23 });
  });

  it.each([
    ['role=superadmin', 'Peran harus customer, tutor atau admin.'],
    ['page=0', 'Halaman harus berupa bilangan bulat mulai dari 1.'],
    ['page=dua', 'Halaman harus berupa bilangan bulat mulai dari 1.'],
    [`q=${'a'.repeat(101)}`, 'Kata pencarian maksimal 100 karakter.'],
    ['role=tutor&role=admin', 'Peran harus customer, tutor atau admin.'],
    ['q=a%00b', INVALID_CHARACTER_MESSAGE],
  ])('refuses %s with 400', async (query, message) => {
    const res = await call(admin, 'GET', `/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('disabling and enabling an account', () => {
  it("ends the tutor's logins at once and hides them from the gallery and the profile page; enabling brings the tutor back", async () => {
    const target = await createTutor({ name: 'Tutor Dinonaktifkan' });
    expect(await galleryIds()).toContain(target.id);
    expect((await call(target, 'GET', '/api/auth/session')).status).toBe(200);

    const res = await call(admin, 'POST', `/api/admin/users/${target.id}/disable`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: target.id, disabledAt: expect.any(String) });

    const next = await call(target, 'GET', '/api/tutors/me');
    expect(next.status).toBe(401);
    expect(next.body.error).toEqual(SESSION_MISSING);
    expect((await call(target, 'PATCH', '/api/tutors/me/availability', { json: { isAvailable: false } })).status).toBe(401);
    expect(await db('sessions').where({ user_id: target.id }).whereNull('revoked_at').pluck('id')).toEqual([]);
    expect(await galleryIds()).not.toContain(target.id);
    expect((await call(null, 'GET', `/api/tutors/${target.id}`)).status).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/users?q=Tutor%20Dinonaktifkan')).body.users[0]).toMatchObject({
      disabledAt: expect.any(String),
      tutor: { listed: false },
    });
    const signIn = await call(null, 'POST', '/api/auth/sign-in', { json: { email: target.email, password: 'rahasia123' } });
    expect(signIn.status).toBeGreaterThanOrEqual(400);

    const again = await call(admin, 'POST', `/api/admin/users/${target.id}/disable`);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'Akun ini sudah dinonaktifkan.' });

    const enabled = await call(admin, 'POST', `/api/admin/users/${target.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ userId: target.id, disabledAt: null });
    expect(await galleryIds()).toContain(target.id);
    expect((await call(null, 'GET', `/api/tutors/${target.id}`)).status).toBe(200);
    // The old login stays ended; a new sign-in works.
    expect((await call(target, 'GET', '/api/tutors/me')).status).toBe(401);
    const fresh = await call(null, 'POST', '/api/auth/sign-in', { json: { email: target.email, password: 'rahasia123' } });
    expect(fresh.status).toBe(200);
    expect((await call({ ...target, token: fresh.body.accessToken }, 'GET', '/api/tutors/me')).status).toBe(200);

    const twice = await call(admin, 'POST', `/api/admin/users/${target.id}/enable`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Akun ini sudah aktif.');

    expect(
      await db('audit_log').where({ entity_id: target.id }).orderBy('id').select('actor_id', 'action', 'entity', 'before', 'after'),
    ).toEqual([
      {
        actor_id: admin.id,
        action: 'user.disable',
        entity: 'user',
        before: { disabledAt: null },
        after: { disabledAt: expect.any(String) },
      },
      {
        actor_id: admin.id,
        action: 'user.enable',
        entity: 'user',
        before: { disabledAt: expect.any(String) },
        after: { disabledAt: null },
      },
    ]);
  });

  it("ends a customer's session: the next call with the old token is 401", async () => {
    const target = await createCustomer('Pelanggan Nonaktif');
    expect((await call(target, 'GET', '/api/transactions')).status).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/users/${target.id}/disable`)).status).toBe(200);
    const res = await call(target, 'GET', '/api/transactions');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(SESSION_MISSING);
  });

  it('refuses an admin disabling themselves, and leaves the account as it was', async () => {
    const res = await call(admin, 'POST', `/api/admin/users/${admin.id}/disable`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'Anda tidak dapat menonaktifkan akun Anda sendiri.' });
    expect((await db('users').where({ id: admin.id }).first('disabled_at')).disabled_at).toBeNull();
    expect((await call(admin, 'GET', '/api/admin/users')).status).toBe(200);
  });

  it('lets an admin disable another admin, but two admins disabling each other at once leave one active admin', async () => {
    const other = await createAdmin();
    expect((await call(admin, 'POST', `/api/admin/users/${other.id}/disable`)).status).toBe(200);
    expect((await call(other, 'GET', '/api/admin/users')).status).toBe(401);
    expect((await call(admin, 'POST', `/api/admin/users/${other.id}/enable`)).status).toBe(200);

    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await createAdmin(), await createAdmin()] as [Actor, Actor];
      const results = await Promise.all([
        call(a, 'POST', `/api/admin/users/${b.id}/disable`),
        call(b, 'POST', `/api/admin/users/${a.id}/disable`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      const active = await db('users').whereIn('id', [a.id, b.id]).whereNull('disabled_at').pluck('id');
      expect(active).toHaveLength(1);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'bukan-uuid']) {
      for (const action of ['disable', 'enable']) {
        const res = await call(admin, 'POST', `/api/admin/users/${id}/${action}`);
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Pengguna tidak ditemukan.');
      }
    }
  });
});

describe('tutor verification', () => {
  it("gives the tutor 'verified' in the gallery and on the profile, and the filter returns only verified tutors", async () => {
    const checked = await createTutor({ name: 'Tutor Terverifikasi' });
    const unchecked = await createTutor({ name: 'Tutor Biasa' });
    expect(await galleryIds('&verified=true')).toEqual([]);

    const res = await call(admin, 'POST', `/api/admin/tutors/${checked.id}/verify`, { json: { note: '  Kartu mahasiswa diperiksa ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tutorId: checked.id, verifiedAt: expect.any(String) });
    expect(await db('tutors').where({ id: checked.id }).first('verified_by', 'verification_note')).toEqual({
      verified_by: admin.id,
      verification_note: 'Kartu mahasiswa diperiksa',
    });

    const gallery = (await call(null, 'GET', '/api/tutors?limit=100')).body.tutors as { id: string; verified: boolean }[];
    expect(gallery.find((row) => row.id === checked.id)?.verified).toBe(true);
    expect(gallery.find((row) => row.id === unchecked.id)?.verified).toBe(false);
    expect(JSON.stringify(gallery)).not.toMatch(/verification_?note|verified_?by|Kartu mahasiswa/i);
    expect(await galleryIds('&verified=true')).toEqual([checked.id]);
    expect(await galleryIds('&verified=true&sort=price_asc&available=true')).toEqual([checked.id]);
    expect((await call(null, 'GET', `/api/tutors/${checked.id}`)).body).toMatchObject({ id: checked.id, verified: true });
    expect((await call(null, 'GET', `/api/tutors/${unchecked.id}`)).body).toMatchObject({ verified: false });
    const bad = await call(null, 'GET', '/api/tutors?verified=ya');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Parameter verified harus bernilai true atau false.');

    const twice = await call(admin, 'POST', `/api/admin/tutors/${checked.id}/verify`, { json: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Tutor ini sudah terverifikasi.');

    // A disabled verified tutor is not listed, verified or not.
    expect((await call(admin, 'POST', `/api/admin/users/${checked.id}/disable`)).status).toBe(200);
    expect(await galleryIds('&verified=true')).toEqual([]);
    expect((await call(admin, 'POST', `/api/admin/users/${checked.id}/enable`)).status).toBe(200);

    const undone = await call(admin, 'POST', `/api/admin/tutors/${checked.id}/unverify`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ tutorId: checked.id, verifiedAt: null });
    expect(await galleryIds('&verified=true')).toEqual([]);
    expect(await db('tutors').where({ id: checked.id }).first('verified_at', 'verified_by', 'verification_note')).toEqual({
      verified_at: null,
      verified_by: null,
      verification_note: null,
    });
    const again = await call(admin, 'POST', `/api/admin/tutors/${checked.id}/unverify`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Tutor ini belum terverifikasi.');

    expect(
      await db('audit_log')
        .where({ entity_id: checked.id, entity: 'tutors' })
        .orderBy('id')
        .select('actor_id', 'action', 'before', 'after'),
    ).toEqual([
      {
        actor_id: admin.id,
        action: 'tutor.verify',
        before: { verified: false },
        after: { verified: true, note: 'Kartu mahasiswa diperiksa' },
      },
      {
        actor_id: admin.id,
        action: 'tutor.unverify',
        before: { verified: true, note: 'Kartu mahasiswa diperiksa' },
        after: { verified: false },
      },
    ]);
  });

  it('takes no note, refuses a note over 500 characters, and answers 404 for a customer or an unknown id', async () => {
    const plain = await createTutor({ name: 'Tutor Tanpa Catatan' });
    const long = await call(admin, 'POST', `/api/admin/tutors/${plain.id}/verify`, { json: { note: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Catatan verifikasi maksimal 500 karakter.');
    expect((await db('tutors').where({ id: plain.id }).first('verified_at')).verified_at).toBeNull();
    expect((await call(admin, 'POST', `/api/admin/tutors/${plain.id}/verify`)).status).toBe(200);
    expect((await db('tutors').where({ id: plain.id }).first('verification_note')).verification_note).toBeNull();

    for (const id of [customer.id, '7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'bukan-uuid']) {
      const res = await call(admin, 'POST', `/api/admin/tutors/${id}/verify`, { json: {} });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Tutor tidak ditemukan.');
    }
  });
});

describe('GET /api/admin/audit', () => {
  it("reads the admin's decisions newest first, with the actor's name, filtered by entity", async () => {
    const target = await createCustomer('Pelanggan Audit');
    expect((await call(admin, 'POST', `/api/admin/users/${target.id}/disable`)).status).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/users/${target.id}/enable`)).status).toBe(200);

    const res = await call(admin, 'GET', '/api/admin/audit?entity=user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, hasMore: false });
    expect(res.body.entries.every((entry: { entity: string }) => entry.entity === 'user')).toBe(true);
    const mine = res.body.entries.filter((entry: { entityId: string }) => entry.entityId === target.id);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        actor: { id: admin.id, name: 'Admin Ajarin' },
        action: 'user.enable',
        entity: 'user',
        entityId: target.id,
        before: { disabledAt: expect.any(String) },
        after: { disabledAt: null },
      },
      expect.objectContaining({ action: 'user.disable', before: { disabledAt: null } }),
    ]);
    const all = (await call(admin, 'GET', '/api/admin/audit')).body.entries as { id: string; entity: string }[];
    expect(all.map((entry) => Number(entry.id))).toEqual([...all.map((entry) => Number(entry.id))].sort((a, b) => b - a));
    expect(new Set(all.map((entry) => entry.entity))).toEqual(new Set(['user', 'tutors']));
  });

  it('shows the system as no actor, and never a secret-named key or a nested value', async () => {
    await db('audit_log').insert({
      actor_id: null,
      action: 'tutor.marked_busy_inactive',
      entity: 'tutors',
      entity_id: tutor.id,
      before: JSON.stringify({
        isAvailable: true,
        passwordHash: '$argon2id$rahasia',
        refreshToken: 'token-rahasia-segar',
        phoneNumber: '081234567890',
        nested: { token: 'x' },
      }),
      after: JSON.stringify({ isAvailable: false, bankAccount: 'BCA 123', reason: 'r'.repeat(300) }),
    });
    const res = await call(admin, 'GET', '/api/admin/audit?entity=tutors');
    const entry = res.body.entries[0];
    expect(entry).toMatchObject({ actor: null, action: 'tutor.marked_busy_inactive', before: { isAvailable: true } });
    expect(Object.keys(entry.before)).toEqual(['isAvailable']);
    expect(Object.keys(entry.after).sort()).toEqual(['isAvailable', 'reason']);
    expect(entry.after.reason).toHaveLength(200);
    // Values no uuid or timestamp can spell by chance ('abc' could: the ids are random hex).
    expect(res.text).not.toMatch(/argon|token-rahasia|081234567890|BCA 123/);
  });

  it('pages by 50 and refuses an unknown-shaped entity or page', async () => {
    await db('audit_log').insert(
      Array.from({ length: 55 }, () => ({
        actor_id: admin.id,
        action: 'review.create',
        entity: 'review',
        entity_id: customer.id,
        before: null,
        after: JSON.stringify({ rating: 5 }),
      })),
    );
    const first = await call(admin, 'GET', '/api/admin/audit?entity=review');
    const second = await call(admin, 'GET', '/api/admin/audit?entity=review&page=2');
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.hasMore).toBe(true);
    expect(second.body.entries).toHaveLength(5);
    expect(second.body.hasMore).toBe(false);
    for (const query of ['entity=Users%3B', 'entity=a%00b', 'page=0']) {
      const res = await call(admin, 'GET', `/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
