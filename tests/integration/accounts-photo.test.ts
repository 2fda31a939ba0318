import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startAccountsApp, uniqueEmail } from '../helpers/accounts.ts';

const PHOTO_UPLOADS_ONLY = 'Foto profil hanya bisa diunggah dari perangkat Anda, bukan dari alamat gambar di internet.';
const app = await startAccountsApp();
const { call, db, storage } = app;

const tutor = (overrides: Record<string, unknown> = {}) => ({
  role: 'tutor',
  email: uniqueEmail('foto'),
  password: 'rahasia1',
  passwordConfirmation: 'rahasia1',
  name: 'Putu Ayu',
  university: 'Universitas Indonesia',
  subjects: ['SMP - IPA'],
  pricePerHour: 60000,
  phone: '081298765432',
  bankAccount: 'BRI 0123456789',
  imageUrl: 'bukan url',
  ...overrides,
});

function form(payload: unknown, photo?: { bytes: Buffer; name: string; type: string }): FormData {
  const data = new FormData();
  data.set('payload', JSON.stringify(payload));
  if (photo) data.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return data;
}

const signUpWithPhoto = (payload: Record<string, unknown>, photo?: { bytes: Buffer; name: string; type: string }) =>
  call('POST', '/api/auth/sign-up', { form: form(payload, photo) });

describe('sign-up with a profile photo (multipart)', () => {
  it('re-encodes a PNG to a WebP of at most 512 px without its EXIF, stored under a server key', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
      .png()
      .withExif({ IFD0: { Copyright: 'Lokasi rahasia', Artist: 'Kamera Pribadi' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const input = tutor();
    const res = await signUpWithPhoto(input, { bytes: png, name: '../../etc/passwd.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user: { email: input.email, role: 'tutor' }, photo: 'saved' });
    expect(res.body.photoMessage).toBeUndefined();

    const { image_url: url } = await db('tutors').where({ id: res.body.user.id }).first('image_url');
    expect(url).toMatch(new RegExp(`^/media/avatars/${res.body.user.id}-[0-9a-f]{16}\\.webp$`));
    const stored = await storage.get(url.slice('/media/'.length));
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 288 });
    expect(meta.exif).toBeUndefined();
    expect(stored?.bytes.includes(Buffer.from('Lokasi rahasia'))).toBe(false);

    const served = await fetch(`${app.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file renamed to .jpg, by its bytes, and creates no account', async () => {
    const input = tutor();
    const res = await signUpWithPhoto(input, {
      bytes: Buffer.from('ini bukan gambar, hanya teks biasa\n'.repeat(20)),
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Hanya file gambar yang diperbolehkan untuk foto profil.',
      details: { field: 'photo' },
    });
    expect(await db('users').where({ email: input.email }).first()).toBeUndefined();
  });

  it('refuses a photo over 750KB with the message of product.md#tutor-photo and creates no account', async () => {
    const input = tutor();
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(750 * 1024)]);
    const res = await signUpWithPhoto(input, { bytes, name: 'besar.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
    });
    expect(await db('users').where({ email: input.email }).first()).toBeUndefined();
  });

  it('accepts a photo of exactly 750KB as far as size goes', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    // Trailing bytes after IEND do not stop a decoder; they bring the file to the limit exactly.
    const bytes = Buffer.concat([png, Buffer.alloc(750 * 1024 - png.length)]);
    const res = await signUpWithPhoto(tutor(), { bytes, name: 'pas.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.photo).toBe('saved');
  });

  it('keeps the account when the photo cannot be processed, and says so', async () => {
    const input = tutor();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
    const res = await signUpWithPhoto(input, { bytes: broken, name: 'rusak.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: { id: expect.any(String), email: input.email, role: 'tutor', name: 'Putu Ayu' },
      photo: 'failed',
      photoMessage: 'Akun berhasil dibuat, tetapi foto gagal diunggah. Anda dapat mengunggahnya nanti di dashboard.',
    });
    expect(await db('tutors').where({ id: res.body.user.id }).first('image_url')).toEqual({ image_url: null });
  });

  it('reads the same payload without a photo, refusing any image address then (uploads only, decision 042)', async () => {
    for (const imageUrl of ['bukan url', 'https://example.com/saya.jpg']) {
      const input = tutor({ imageUrl });
      const withoutPhoto = await signUpWithPhoto(input);
      expect(withoutPhoto.status).toBe(400);
      expect(withoutPhoto.body.error).toMatchObject({ message: PHOTO_UPLOADS_ONLY, details: { field: 'imageUrl' } });
      expect(await db('users').where({ email: input.email }).first()).toBeUndefined();
    }
    const plain = await signUpWithPhoto(tutor({ imageUrl: '' }));
    expect(plain.status).toBe(201);
    expect(plain.body.photo).toBe('none');
    expect(await db('tutors').where({ id: plain.body.user.id }).first('image_url')).toEqual({ image_url: null });
  });

  it('refuses a photo for a customer and a multipart body without its payload', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const customer = {
      role: 'customer',
      email: uniqueEmail('siswa'),
      password: 'rahasia1',
      passwordConfirmation: 'rahasia1',
      name: 'Budi',
    };
    const res = await signUpWithPhoto(customer, { bytes: png, name: 'a.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Foto profil hanya dapat diunggah oleh tutor.');

    const noPayload = new FormData();
    noPayload.set('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const missing = await call('POST', '/api/auth/sign-up', { form: noPayload });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Format data tidak valid.');
  });
});

it('never puts a password hash, token or code in a response body', async () => {
  const scan = await app.leakedSecrets();
  expect(scan.checked).toBeGreaterThan(3);
  expect(scan.leaks).toEqual([]);
});
