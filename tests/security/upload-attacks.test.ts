import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PDF, sampleJpeg, samplePng, type Actor } from '../helpers/bookings.ts';
import { startSecurityApp } from './harness.ts';

// Hostile files on both upload paths: the payment proof (POST /api/transactions/:id/proof) and the
// tutor photo (POST /api/tutors/me/photo, and the photo of a tutor's sign-up). Each is refused with
// the Indonesian message and leaves nothing: no storage object, no row. An image that carries a
// payload after its end is decoded and re-encoded, so what is stored holds none of it.

const app = await startSecurityApp();
const tutor = await app.createTutor({ name: 'Siti Rahma' });

const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'),
  Buffer.from('META-INF/MANIFEST.MFpayload-zip'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);
const SCRIPT = Buffer.from('<script>fetch("/api/admin/users").then(r=>r.text()).then(alert)</script>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of PNG whose header declares a 60 000 × 60 000 canvas. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Attack = { label: string; bytes: Buffer; name: string; type: string };

async function refusedFiles(): Promise<Attack[]> {
  const png = await samplePng(3, 64);
  const jpeg = await sampleJpeg();
  return [
    {
      label: 'a Windows program renamed .png',
      bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600, 0x41)]),
      name: 'bukti.png',
      type: 'image/png',
    },
    {
      label: 'a Linux program renamed .jpg',
      bytes: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(600, 0)]),
      name: 'bukti.jpg',
      type: 'image/jpeg',
    },
    {
      label: 'an SVG with a script',
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`),
      name: 'bukti.svg',
      type: 'image/svg+xml',
    },
    {
      label: 'an SVG named .png',
      bytes: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
      name: 'bukti.png',
      type: 'image/png',
    },
    {
      label: 'an HTML page',
      bytes: Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`),
      name: 'bukti.html',
      type: 'text/html',
    },
    {
      label: 'a GIFAR (GIF header + Java archive)',
      bytes: Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), ZIP]),
      name: 'bukti.gif',
      type: 'image/gif',
    },
    { label: 'a pixel bomb', bytes: pixelBomb(), name: 'bukti.png', type: 'image/png' },
    { label: 'a truncated PNG', bytes: png.subarray(0, Math.floor(png.length / 2)), name: 'bukti.png', type: 'image/png' },
    { label: 'a truncated JPEG', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)), name: 'bukti.jpg', type: 'image/jpeg' },
    {
      label: 'an HTML page behind a PDF header',
      bytes: Buffer.from(`%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n%%EOF\n`),
      name: 'bukti.pdf',
      type: 'application/pdf',
    },
    {
      label: 'a PDF that runs JavaScript when opened',
      bytes: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
      name: 'bukti.pdf',
      type: 'application/pdf',
    },
    {
      label: 'a PDF whose script is spelled with #xx escapes',
      bytes: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
      name: 'bukti.pdf',
      type: 'application/pdf',
    },
    {
      label: 'a PDF that launches a program',
      bytes: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
      name: 'bukti.pdf',
      type: 'application/pdf',
    },
    { label: 'a PDF carrying a zip after its end', bytes: Buffer.concat([SAMPLE_PDF, ZIP]), name: 'bukti.pdf', type: 'application/pdf' },
    { label: 'a file over 750KB', bytes: Buffer.concat([png, Buffer.alloc(760 * 1024)]), name: 'bukti.png', type: 'image/png' },
  ];
}

/** Images with a payload after their end: taken, but only as our own re-encoding. */
async function polyglots(): Promise<Attack[]> {
  return [
    { label: 'JPEG + ZIP', bytes: Buffer.concat([await sampleJpeg(), ZIP]), name: 'bukti.jpg', type: 'image/jpeg' },
    { label: 'PNG + script', bytes: Buffer.concat([await samplePng(9, 48), SCRIPT]), name: 'bukti.png', type: 'image/png' },
  ];
}

const PROOF_MESSAGES = [
  'Hanya file gambar atau PDF yang diperbolehkan.',
  'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
  'Resolusi gambar terlalu besar.',
];
const PHOTO_MESSAGES = [
  'Hanya file gambar yang diperbolehkan untuk foto profil.',
  'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
];

const formWith = (field: string, file: Attack, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
};

const customer = await app.createCustomer('Ani Wijaya');

/** A fresh booking (one proof per booking waits at a time); the upload limit is reset for the next try. */
async function bookingOfFreshCustomer(): Promise<{ customer: Actor; transactionId: string }> {
  await app.resetRateLimits();
  return { customer, transactionId: (await app.book(customer, tutor)).id };
}

const containsPayload = (bytes: Buffer) => bytes.includes(ZIP.subarray(0, 4)) || bytes.includes(Buffer.from('<script'));

describe('payment proof uploads', () => {
  it('refuse every hostile file with its Indonesian message, and store nothing', { timeout: 60_000 }, async () => {
    for (const attack of await refusedFiles()) {
      const { customer, transactionId } = await bookingOfFreshCustomer();
      const keys = app.storedKeys().length;
      const res = await app.call(customer, 'POST', `/api/transactions/${transactionId}/proof`, { form: formWith('proof', attack) });
      expect([413, 415], `${attack.label}: ${res.status} ${res.text}`).toContain(res.status);
      expect(PROOF_MESSAGES, attack.label).toContain(res.body.error.message);
      expect(app.storedKeys().length, `${attack.label} was stored`).toBe(keys);
      expect(await app.db('payment_proofs').where({ transaction_id: transactionId }).first(), attack.label).toBeUndefined();
      expect((await app.db('transactions').where({ id: transactionId }).first()).payment_status).toBe('UNPAID');
    }
  });

  it('store a polyglot image only as a fresh encoding without its payload', async () => {
    for (const attack of await polyglots()) {
      const { customer, transactionId } = await bookingOfFreshCustomer();
      const res = await app.call(customer, 'POST', `/api/transactions/${transactionId}/proof`, { form: formWith('proof', attack) });
      expect(res.status, attack.label).toBe(201);
      const proof = await app.db('payment_proofs').where({ transaction_id: transactionId }).first();
      const stored = (await app.storage.get(proof.file_key))!.bytes;
      expect(containsPayload(stored), attack.label).toBe(false);
      expect(['jpeg', 'png']).toContain((await sharp(stored).metadata()).format);
    }
  });
});

describe('tutor photo uploads', () => {
  it('refuse every hostile file with its Indonesian message, and change nothing', { timeout: 60_000 }, async () => {
    const attacks = (await refusedFiles()).filter((attack) => attack.label !== 'a PDF carrying a zip after its end');
    const { image_url: before } = await app.db('tutors').where({ id: tutor.id }).first('image_url');
    for (const attack of attacks) {
      const keys = app.storedKeys().length;
      const res = await app.call(tutor, 'POST', '/api/tutors/me/photo', { form: formWith('photo', attack) });
      expect([413, 415], `${attack.label}: ${res.status} ${res.text}`).toContain(res.status);
      expect(PHOTO_MESSAGES, attack.label).toContain(res.body.error.message);
      expect(app.storedKeys().length, `${attack.label} was stored`).toBe(keys);
    }
    expect((await app.db('tutors').where({ id: tutor.id }).first('image_url')).image_url).toBe(before);
  });

  it(
    'refuse them on the sign-up photo too, creating no account (or one without a photo, when the image does not decode)',
    { timeout: 60_000 },
    async () => {
      const attacks = (await refusedFiles()).filter((attack) => attack.label !== 'a PDF carrying a zip after its end');
      for (const [index, attack] of attacks.entries()) {
        const email = `serangan.${index}.${process.pid}@example.com`;
        const payload = {
          role: 'tutor',
          email,
          password: 'rahasia123',
          passwordConfirmation: 'rahasia123',
          name: 'Rina Kusuma',
          university: 'Universitas Indonesia',
          subjects: ['SMA - Fisika'],
          pricePerHour: 100000,
          phone: '081234567890',
          bankAccount: 'BCA 123',
        };
        await app.resetRateLimits();
        const keys = app.storedKeys().length;
        const res = await app.send('POST', '/api/auth/sign-up', { body: formWith('photo', attack, { payload: JSON.stringify(payload) }) });
        expect(app.storedKeys().length, `${attack.label} was stored`).toBe(keys);
        if (res.status === 201) {
          // Bytes that claim to be an image but do not decode: the account stays, without a photo, and says so.
          expect(JSON.parse(res.text), attack.label).toMatchObject({
            photo: 'failed',
            photoMessage: expect.stringContaining('foto gagal diunggah'),
          });
          expect((await app.db('tutors').join('users', 'users.id', 'tutors.id').where({ email }).first('image_url')).image_url).toBeNull();
          continue;
        }
        expect([413, 415], `${attack.label}: ${res.status} ${res.text}`).toContain(res.status);
        expect(PHOTO_MESSAGES, attack.label).toContain(JSON.parse(res.text).error.message);
        expect(await app.db('users').where({ email }).first(), attack.label).toBeUndefined();
      }
    },
  );

  it('store a polyglot image only as our own WebP without its payload', async () => {
    for (const attack of await polyglots()) {
      const res = await app.call(tutor, 'POST', '/api/tutors/me/photo', { form: formWith('photo', attack) });
      expect(res.status, attack.label).toBe(200);
      const key = String(res.body.imageUrl).replace(/^\/media\//, '');
      const stored = (await app.storage.get(key))!.bytes;
      expect(containsPayload(stored), attack.label).toBe(false);
      expect((await sharp(stored).metadata()).format).toBe('webp');
    }
  });
});
