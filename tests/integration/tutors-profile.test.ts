import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accessTokenFor, insertUser, isolatedRedis, uniqueEmail } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';

// The signed-in tutor's own profile: read, save (docs/product.md#tutor-profile-save), availability
// and photo. There is no id anywhere in these routes: the row is always the caller's own.

const PHOTO_UPLOADS_ONLY = 'Foto profil hanya bisa diunggah dari perangkat Anda, bukan dari alamat gambar di internet.';
const app = await startTestApp({ redis: isolatedRedis() });
const { db, storage, deps } = app;

async function tutorAccount(overrides: Record<string, unknown> = {}) {
  const user = await insertUser(app, { role: 'tutor', email: uniqueEmail('profil') });
  await db('tutors').insert({
    id: user.id,
    name: 'Tutor Uji',
    university: 'Universitas Indonesia',
    subjects: ['SMP - IPA'],
    price_per_hour: 50_000,
    phone_number: '081234567890',
    bank_account: 'BCA 1234567890',
    rating: 4.25,
    review_count: 8,
    hours_taught: 40,
    last_active_at: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
  return { ...user, token: await accessTokenFor(deps, { id: user.id, role: 'tutor' }) };
}

const customer = await insertUser(app, { role: 'customer' });
const customerToken = await accessTokenFor(deps, { id: customer.id, role: 'customer' });

async function call(method: string, path: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions read the JSON field by field
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
}

const validProfile = {
  name: '  Dewi Lestari ',
  university: 'Universitas Gadjah Mada',
  subjects: ['SMA - Fisika', 'SMA - Fisika', 'SMA - Kimia'],
  pricePerHour: '0075.000',
  phone: '0812-9876-5432',
  bankAccount: ' BNI 0987654321 ',
  imageUrl: '',
  bio: ' Suka fisika. ',
  experience: [' Asisten lab ', '', '  '],
  notesToStudents: '',
  isAvailable: false,
};

const rowOf = (id: string) => db('tutors').where({ id }).first();
/** The row without what every request of the tutor moves (activity, see activity-*.test.ts). */
async function savedFieldsOf(id: string) {
  const { last_active_at: _lastActiveAt, updated_at: _updatedAt, ...fields } = await rowOf(id);
  return fields;
}

describe('GET /api/tutors/me', () => {
  it('gives the tutor their full profile, private fields included', async () => {
    const tutor = await tutorAccount();
    const res = await call('GET', '/api/tutors/me', { token: tutor.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tutor.id,
      email: tutor.email,
      name: 'Tutor Uji',
      phoneNumber: '081234567890',
      bankAccount: 'BCA 1234567890',
      pricePerHour: 50_000,
    });
  });

  it('is 401 without a session and 403 for a customer', async () => {
    expect((await call('GET', '/api/tutors/me')).status).toBe(401);
    expect((await call('GET', '/api/tutors/me', { token: customerToken })).status).toBe(403);
  });
});

describe('PUT /api/tutors/me', () => {
  it('saves the profile as product.md#tutor-profile-save says: digits only, empty lines dropped, empty values as null', async () => {
    const tutor = await tutorAccount();
    const res = await call('PUT', '/api/tutors/me', { token: tutor.token, json: validProfile });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Dewi Lestari',
      university: 'Universitas Gadjah Mada',
      subjects: ['SMA - Fisika', 'SMA - Kimia'],
      pricePerHour: 75_000,
      phoneNumber: '081298765432',
      bankAccount: 'BNI 0987654321',
      imageUrl: null,
      bio: 'Suka fisika.',
      experience: ['Asisten lab'],
      notesToStudents: null,
      isAvailable: false,
    });
    const cleared = await call('PUT', '/api/tutors/me', {
      token: tutor.token,
      json: { ...validProfile, phone: '', bankAccount: '', imageUrl: '', bio: '', experience: [''] },
    });
    expect(cleared.body).toMatchObject({ phoneNumber: null, bankAccount: null, imageUrl: null, bio: null, experience: null });
  });

  it('saves where and how the tutor teaches; no city means online only', async () => {
    const tutor = await tutorAccount();
    const res = await call('PUT', '/api/tutors/me', {
      token: tutor.token,
      json: { ...validProfile, city: 'kabupaten-bandung', lessonMode: 'both' },
    });
    expect(res.body).toMatchObject({ city: 'kabupaten-bandung', lessonMode: 'both' });
    expect(await rowOf(tutor.id)).toMatchObject({ city: 'kabupaten-bandung', lesson_mode: 'both' });
    const cleared = await call('PUT', '/api/tutors/me', { token: tutor.token, json: { ...validProfile, city: '', lessonMode: '' } });
    expect(cleared.body).toMatchObject({ city: null, lessonMode: 'online' });
  });

  it('keeps the photo and the availability when the form leaves them out', async () => {
    const tutor = await tutorAccount({ image_url: `/media/avatars/lama.webp`, is_available: false });
    const { imageUrl: _imageUrl, isAvailable: _isAvailable, ...rest } = validProfile;
    const res = await call('PUT', '/api/tutors/me', { token: tutor.token, json: rest });
    expect(res.body).toMatchObject({ imageUrl: '/media/avatars/lama.webp', isAvailable: false });
  });

  it('ignores the fields a tutor may not set, and changes only their own row', async () => {
    const mine = await tutorAccount();
    const other = await tutorAccount({ name: 'Tutor Lain' });
    const mineBefore = await rowOf(mine.id);
    const otherBefore = await rowOf(other.id);
    const res = await call('PUT', '/api/tutors/me', {
      token: mine.token,
      json: {
        ...validProfile,
        id: other.id,
        tutorId: other.id,
        rating: 5,
        reviewCount: 999,
        hoursTaught: 999,
        lastActiveAt: '2030-01-01T00:00:00Z',
        email: 'bajak@example.com',
        review_count: 999,
        hours_taught: 999,
        last_active_at: '2030-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(200);
    expect(await rowOf(other.id)).toEqual(otherBefore);
    const mineAfter = await rowOf(mine.id);
    expect(mineAfter).toMatchObject({ id: mine.id, name: 'Dewi Lestari', rating: mineBefore.rating, review_count: 8, hours_taught: 40 });
    expect(mineAfter.last_active_at.getTime()).not.toBe(new Date('2030-01-01T00:00:00Z').getTime());
    expect(await db('users').where({ id: mine.id }).first('email')).toEqual({ email: mine.email });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['letters as price', { pricePerHour: 'tujuh puluh' }, 'Harga harus berupa angka non-negatif'],
    ['a negative price', { pricePerHour: -5000 }, 'Harga harus berupa angka non-negatif'],
    ['a negative price as text', { pricePerHour: '-5000' }, 'Harga harus berupa angka non-negatif'],
    ['an empty price', { pricePerHour: '' }, 'Harga harus berupa angka non-negatif'],
    ['a fractional price', { pricePerHour: 1.5 }, 'Harga harus berupa angka non-negatif'],
    ['a blank name', { name: '   ' }, 'Nama tidak boleh kosong'],
    ['no university', { university: '' }, 'Silakan pilih universitas Anda'],
    ['a university outside the catalog', { university: 'Universitas Antah Berantah' }, 'Silakan pilih universitas Anda'],
    ['an image URL without http(s)', { imageUrl: 'ftp://example.com/a.jpg' }, PHOTO_UPLOADS_ONLY],
    ['a malformed phone', { phone: '12345' }, 'Format nomor telepon tidak valid. Contoh: 081234567890'],
    ['a subject outside the catalog', { subjects: ['Memasak'] }, 'Mata pelajaran tidak dikenal'],
    ['a bad price AND a blank name (price is checked first)', { pricePerHour: 'x', name: '' }, 'Harga harus berupa angka non-negatif'],
    ['a blank name AND no university (name first)', { name: '', university: '' }, 'Nama tidak boleh kosong'],
    ['a city outside the list', { city: 'atlantis' }, 'Kota atau kabupaten tidak dikenal'],
    ['a lesson mode outside the three', { city: 'bandung', lessonMode: 'offline' }, 'Cara les tidak valid'],
    ['home lessons without a city', { city: '', lessonMode: 'home' }, 'Pilih kota atau kabupaten untuk les di rumah siswa'],
  ])('refuses %s with the message of product.md#tutor-profile-save', async (_case, change, message) => {
    const tutor = await tutorAccount();
    const before = await savedFieldsOf(tutor.id);
    const res = await call('PUT', '/api/tutors/me', { token: tutor.token, json: { ...validProfile, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect(await savedFieldsOf(tutor.id)).toEqual(before);
  });

  it('answers a body that is not an object in Indonesian', async () => {
    const tutor = await tutorAccount();
    const res = await call('PUT', '/api/tutors/me', { token: tutor.token, json: ['bukan', 'objek'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Data tidak valid');
  });

  it("accepts a tutor's own uploaded photo URL but not another's", async () => {
    const tutor = await tutorAccount({ image_url: '/media/avatars/punya-saya.webp' });
    const kept = await call('PUT', '/api/tutors/me', {
      token: tutor.token,
      json: { ...validProfile, imageUrl: '/media/avatars/punya-saya.webp' },
    });
    expect(kept.status).toBe(200);
    const stolen = await call('PUT', '/api/tutors/me', {
      token: tutor.token,
      json: { ...validProfile, imageUrl: '/media/avatars/punya-orang-lain.webp' },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe(PHOTO_UPLOADS_ONLY);
  });

  it('refuses a photo address elsewhere, even an image, and keeps the photo as it was (decision 042)', async () => {
    const tutor = await tutorAccount({ image_url: '/media/avatars/punya-saya.webp' });
    const before = await savedFieldsOf(tutor.id);
    for (const imageUrl of ['https://example.com/dewi.jpg', 'https://wa.me/6281234567890?.jpg', 'HTTP://a.id/f.png', '//evil.test/x.jpg']) {
      const res = await call('PUT', '/api/tutors/me', { token: tutor.token, json: { ...validProfile, imageUrl } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: PHOTO_UPLOADS_ONLY, details: { field: 'imageUrl' } });
    }
    expect(await savedFieldsOf(tutor.id)).toEqual(before);
  });

  it('audits a price or availability change', async () => {
    const tutor = await tutorAccount();
    await call('PUT', '/api/tutors/me', { token: tutor.token, json: validProfile });
    const audit = await db('audit_log').where({ entity: 'tutors', entity_id: tutor.id }).first('actor_id', 'action', 'before', 'after');
    expect(audit).toEqual({
      actor_id: tutor.id,
      action: 'tutor.profile_updated',
      before: { pricePerHour: 50_000, isAvailable: true },
      after: { pricePerHour: 75_000, isAvailable: false },
    });
  });

  it('is 401 without a session and 403 for a customer', async () => {
    expect((await call('PUT', '/api/tutors/me', { json: validProfile })).status).toBe(401);
    expect((await call('PUT', '/api/tutors/me', { token: customerToken, json: validProfile })).status).toBe(403);
  });
});

describe('PATCH /api/tutors/me/availability', () => {
  it('switches between Tersedia and Sibuk', async () => {
    const tutor = await tutorAccount();
    const busy = await call('PATCH', '/api/tutors/me/availability', { token: tutor.token, json: { isAvailable: false } });
    expect(busy).toEqual({ status: 200, body: { isAvailable: false } });
    expect((await rowOf(tutor.id)).is_available).toBe(false);
    await call('PATCH', '/api/tutors/me/availability', { token: tutor.token, json: { isAvailable: true } });
    expect((await rowOf(tutor.id)).is_available).toBe(true);
  });

  it('refuses anything but a boolean, and non-tutors', async () => {
    const tutor = await tutorAccount();
    const bad = await call('PATCH', '/api/tutors/me/availability', { token: tutor.token, json: { isAvailable: 'ya' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Status ketersediaan tidak valid.');
    expect((await call('PATCH', '/api/tutors/me/availability', { json: { isAvailable: true } })).status).toBe(401);
    expect((await call('PATCH', '/api/tutors/me/availability', { token: customerToken, json: { isAvailable: true } })).status).toBe(403);
  });
});

describe('POST /api/tutors/me/photo', () => {
  const form = (bytes: Buffer, name = 'foto.png', type = 'image/png', field = 'photo') => {
    const data = new FormData();
    data.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
      .png()
      .withExif({ IFD0: { Artist: 'Kamera Rahasia' } })
      .toBuffer();

  it('re-encodes to a WebP without EXIF under a new key and deletes the photo it replaces', async () => {
    const tutor = await tutorAccount();
    const first = await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(await png(1200, 600), '../../etc/passwd') });
    expect(first.status).toBe(200);
    expect(first.body.imageUrl).toMatch(new RegExp(`^/media/avatars/${tutor.id}-[0-9a-f]{16}\\.webp$`));
    const firstKey = first.body.imageUrl.slice('/media/'.length);
    const stored = await storage.get(firstKey);
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect((await rowOf(tutor.id)).image_url).toBe(first.body.imageUrl);

    const second = await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(await png(64, 64)) });
    expect(second.status).toBe(200);
    expect(second.body.imageUrl).not.toBe(first.body.imageUrl);
    expect(await storage.get(firstKey)).toBeNull();
    expect(await storage.get(second.body.imageUrl.slice('/media/'.length))).not.toBeNull();
  });

  it('deletes the uploaded photo when the profile removes it', async () => {
    const tutor = await tutorAccount();
    const uploaded = await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(await png(16, 16)) });
    const key = uploaded.body.imageUrl.slice('/media/'.length);
    expect(await storage.get(key)).not.toBeNull();
    const saved = await call('PUT', '/api/tutors/me', { token: tutor.token, json: { ...validProfile, imageUrl: '' } });
    expect(saved.body.imageUrl).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it('never deletes a photo that is not the tutor own upload', async () => {
    const other = await tutorAccount();
    await storage.put(
      `avatars/${other.id}.webp`,
      await sharp(await png(8, 8))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const tutor = await tutorAccount({ image_url: `/media/avatars/${other.id}.webp` });
    expect((await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(await png(8, 8)) })).status).toBe(200);
    expect(await storage.get(`avatars/${other.id}.webp`)).not.toBeNull();
  });

  it('refuses a text file named .png, by its bytes', async () => {
    const tutor = await tutorAccount();
    const res = await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(Buffer.from('bukan gambar\n'.repeat(50))) });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Hanya file gambar yang diperbolehkan untuk foto profil.',
      details: { field: 'photo' },
    });
  });

  it('refuses an image that sharp cannot decode as not an image', async () => {
    const tutor = await tutorAccount();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
    const res = await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(broken, 'rusak.jpg', 'image/jpeg') });
    expect(res.status).toBe(415);
    expect((await rowOf(tutor.id)).image_url).toBeNull();
  });

  it('refuses more than 750KB with the message of product.md#tutor-photo, and takes exactly 750KB', async () => {
    const tutor = await tutorAccount();
    const small = await png(32, 32);
    const over = Buffer.concat([small, Buffer.alloc(750 * 1024 + 1 - small.length)]);
    const res = await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(over) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.');
    const exact = Buffer.concat([small, Buffer.alloc(750 * 1024 - small.length)]);
    expect((await call('POST', '/api/tutors/me/photo', { token: tutor.token, form: form(exact) })).status).toBe(200);
  });

  it('asks for a file when none (or another field) comes, and for multipart', async () => {
    const tutor = await tutorAccount();
    const wrongField = await call('POST', '/api/tutors/me/photo', {
      token: tutor.token,
      form: form(await png(8, 8), 'a.png', 'image/png', 'gambar'),
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.message).toBe('Silakan pilih file foto terlebih dahulu.');
    const json = await call('POST', '/api/tutors/me/photo', { token: tutor.token, json: { photo: 'x' } });
    expect(json.status).toBe(400);
  });

  it('is 401 without a session and 403 for a customer', async () => {
    expect((await call('POST', '/api/tutors/me/photo', { form: form(await png(8, 8)) })).status).toBe(401);
    expect((await call('POST', '/api/tutors/me/photo', { token: customerToken, form: form(await png(8, 8)) })).status).toBe(403);
  });
});
