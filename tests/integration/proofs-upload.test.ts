import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import { submitProof } from '../../services/payments/submit-proof.ts';
import { SAMPLE_PDF, sampleJpeg, samplePng, startBookingsApp } from '../helpers/bookings.ts';

const app = await startBookingsApp();
const { call, db, storage, createCustomer, createTutor, createAdmin, book, uploadProof } = app;

const tutor = await createTutor({ name: 'Siti Rahma', price: 90_000 });
const otherTutor = await createTutor({ name: 'Agus Pratama' });
const admin = await createAdmin();

/** A fresh customer with one fresh booking: uploads are rate-limited per customer. */
async function freshBooking() {
  const customer = await createCustomer();
  const transaction = await book(customer, tutor);
  return { customer, transaction };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG of a few hundred bytes whose header declares width × height pixels. */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const file = (bytes: Buffer, name: string, type: string) => ({ bytes, name, type });

describe('POST /api/transactions/:id/proof', () => {
  it('stores a re-encoded PNG under a server key, records its sha256 and moves to PROOF_SUBMITTED', async () => {
    const { customer, transaction } = await freshBooking();
    const png = await samplePng(7);
    const res = await uploadProof(customer, transaction.id, file(png, '../../../etc/passwd.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Bukti pembayaran berhasil diunggah dan akan diverifikasi dalam 3-4 jam.');
    expect(res.body.transaction).toMatchObject({ paymentStatus: 'PROOF_SUBMITTED', actions: { canUploadProof: false, canCancel: true } });
    expect(res.body.transaction.proofs).toHaveLength(1);
    expect(res.body.transaction.proofs[0]).toMatchObject({ mime: 'image/png', decision: 'PENDING', reason: null });

    const proof = await db('payment_proofs').where({ transaction_id: transaction.id }).first();
    expect(proof.file_key).toMatch(new RegExp(`^proofs/${transaction.id}/[0-9a-f]{32}\\.png$`));
    expect(proof).toMatchObject({
      uploaded_by: customer.id,
      channel: 'web',
      mime: 'image/png',
      bytes: png.length,
      width: 24,
      height: 24,
      decision: 'PENDING',
    });
    expect(proof.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    const stored = await storage.get(proof.file_key);
    expect((await sharp(stored?.bytes).metadata()).format).toBe('png');

    expect(await app.outboxEvents('payment.proof_submitted')).toContainEqual(
      expect.objectContaining({ payload: { transactionId: transaction.id, proofId: proof.id } }),
    );
  });

  it('strips the metadata of a JPEG (EXIF with location and camera) by re-encoding it', async () => {
    const { customer, transaction } = await freshBooking();
    const jpeg = await sampleJpeg({ exif: { Copyright: 'Lokasi Rumah Budi', Make: 'Kamera Rahasia' } });
    expect(jpeg.includes(Buffer.from('Lokasi Rumah Budi'))).toBe(true);
    const res = await uploadProof(customer, transaction.id, file(jpeg, 'bukti.jpeg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const proof = await db('payment_proofs').where({ transaction_id: transaction.id }).first();
    expect(proof.file_key).toMatch(/\.jpg$/);
    const stored = (await storage.get(proof.file_key))?.bytes;
    expect(stored?.includes(Buffer.from('Lokasi Rumah Budi'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('keeps a real PDF as sent', async () => {
    const { customer, transaction } = await freshBooking();
    const res = await uploadProof(customer, transaction.id, file(SAMPLE_PDF, 'transfer.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    const proof = await db('payment_proofs').where({ transaction_id: transaction.id }).first();
    expect(proof).toMatchObject({ mime: 'application/pdf', width: null, height: null });
    expect((await storage.get(proof.file_key))?.bytes.equals(SAMPLE_PDF)).toBe(true);
  });

  it.each([
    [
      'a Windows program renamed to .jpg',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]),
      'bukti.jpg',
      'image/jpeg',
    ],
    ['a PDF header without an end marker', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'bukti.pdf', 'application/pdf'],
    ['a text file named .pdf', Buffer.from('ini bukan pdf\n%%EOF\n'), 'bukti.pdf', 'application/pdf'],
    ['a GIF (an image, but not JPG or PNG)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'bukti.gif', 'image/gif'],
    [
      'a broken PNG',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
      'bukti.png',
      'image/png',
    ],
  ])("refuses %s: 415 'Hanya file gambar atau PDF yang diperbolehkan.'", async (_label, bytes, name, type) => {
    const { customer, transaction } = await freshBooking();
    const res = await uploadProof(customer, transaction.id, file(bytes, name, type));
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Hanya file gambar atau PDF yang diperbolehkan.',
      details: { field: 'proof' },
    });
    expect(await db('payment_proofs').where({ transaction_id: transaction.id }).first()).toBeUndefined();
    expect((await db('transactions').where({ id: transaction.id }).first()).payment_status).toBe('UNPAID');
  });

  it("refuses a file over 750KB: 413 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.'", async () => {
    const { customer, transaction } = await freshBooking();
    const justFits = Buffer.concat([SAMPLE_PDF.subarray(0, 9), Buffer.alloc(750 * 1024 - SAMPLE_PDF.length, 0x20), SAMPLE_PDF.subarray(9)]);
    expect(justFits.length).toBe(750 * 1024);
    expect((await uploadProof(customer, transaction.id, file(justFits, 'pas.pdf', 'application/pdf'))).status).toBe(201);

    const other = await freshBooking();
    for (const size of [750 * 1024 + 1, 1_500_000, 3_000_000]) {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
      const res = await uploadProof(other.customer, other.transaction.id, file(big, 'besar.jpg', 'image/jpeg'));
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
        details: { field: 'proof' },
      });
    }
  });

  it.each([
    [30_000, 30_000],
    [10_000, 5_000],
  ])('refuses a pixel bomb (a tiny PNG declaring %i×%i) from its header, without decoding it', async (width, height) => {
    const { customer, transaction } = await freshBooking();
    const bomb = pixelBomb(width, height);
    expect(bomb.length).toBeLessThan(2_000);
    const started = Date.now();
    const res = await uploadProof(customer, transaction.id, file(bomb, 'bukti.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Resolusi gambar terlalu besar.', details: { field: 'proof' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await db('payment_proofs').where({ transaction_id: transaction.id }).first()).toBeUndefined();
  });

  it('needs a file in the field `proof`', async () => {
    const { customer, transaction } = await freshBooking();
    const form = new FormData();
    form.set('foto', new Blob([new Uint8Array(await samplePng())], { type: 'image/png' }), 'bukti.png');
    const res = await call(customer, 'POST', `/api/transactions/${transaction.id}/proof`, { form });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Pilih file bukti pembayaran terlebih dahulu.');
    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/proof`, { json: {} })).status).toBe(400);
  });

  it('takes a form of exactly the allowed parts (the proof and two fields) and refuses one field more', async () => {
    const form = async (extraFields: number) => {
      const body = new FormData();
      for (let i = 0; i < extraFields; i += 1) body.set(`catatan${i}`, 'x');
      body.set('proof', new Blob([new Uint8Array(await samplePng(7))], { type: 'image/png' }), 'bukti.png');
      return body;
    };
    const over = await freshBooking();
    const refused = await call(over.customer, 'POST', `/api/transactions/${over.transaction.id}/proof`, { form: await form(3) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Format data tidak valid.');
    const exact = await freshBooking();
    expect((await call(exact.customer, 'POST', `/api/transactions/${exact.transaction.id}/proof`, { form: await form(2) })).status).toBe(
      201,
    );
  });

  it('takes one proof at a time: a second upload waits for the decision', async () => {
    const { customer, transaction } = await freshBooking();
    expect((await uploadProof(customer, transaction.id)).status).toBe(201);
    const res = await uploadProof(customer, transaction.id, file(await samplePng(3), 'lagi.png', 'image/png'));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Bukti pembayaran sedang diverifikasi.');
    expect(await db('payment_proofs').where({ transaction_id: transaction.id }).count<{ count: number }[]>({ count: '*' })).toEqual([
      { count: 1 },
    ]);
  });

  it("is the owner's only: other customers, tutors and admins 403, unknown transaction 404", async () => {
    const { transaction } = await freshBooking();
    for (const outsider of [await createCustomer('Orang Lain'), tutor, admin]) {
      const res = await uploadProof(outsider, transaction.id);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Akses Ditolak');
    }
    const stranger = await createCustomer('Orang Asing');
    expect((await uploadProof(stranger, '7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10')).status).toBe(404);
    expect(await db('payment_proofs').where({ transaction_id: transaction.id }).first()).toBeUndefined();
  });

  it('flags the same file sent for ANOTHER transaction to the admin (duplicateOf)', async () => {
    const reused = await samplePng(99);
    const first = await freshBooking();
    await uploadProof(first.customer, first.transaction.id, file(reused, 'a.png', 'image/png'));
    const second = await freshBooking();
    await uploadProof(second.customer, second.transaction.id, file(reused, 'b.png', 'image/png'));
    const { proofs } = (await call(admin, 'GET', '/api/admin/proofs')).body;
    const byTransaction = (id: string) => proofs.find((proof: { transactionId: string }) => proof.transactionId === id);
    const firstProofId = byTransaction(first.transaction.id).proofId;
    expect(byTransaction(second.transaction.id).duplicateOf).toEqual({ transactionId: first.transaction.id, proofId: firstProofId });
    expect(byTransaction(first.transaction.id).duplicateOf).toEqual({
      transactionId: second.transaction.id,
      proofId: byTransaction(second.transaction.id).proofId,
    });
    // The customer is told nothing about other people's transactions.
    const seen = await call(second.customer, 'GET', `/api/transactions/${second.transaction.id}`);
    expect(seen.text).not.toContain(first.transaction.id);
  });

  it('answers with the transaction exactly as its page then reads it, the rejected proof listed under the new one', async () => {
    const { customer, transaction } = await freshBooking();
    const first = await uploadProof(customer, transaction.id, file(await samplePng(31), 'a.png', 'image/png'));
    expect(first.body.transaction).toEqual((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction);
    await call(admin, 'POST', `/api/admin/proofs/${await app.pendingProofId(transaction.id)}/reject`, { json: { reason: 'Buram' } });
    const second = await uploadProof(customer, transaction.id, file(await samplePng(32), 'b.png', 'image/png'));
    expect(second.status).toBe(201);
    expect(second.body.transaction.proofs.map((proof: { decision: string }) => proof.decision)).toEqual(['PENDING', 'REJECTED']);
    expect(second.body.transaction).toEqual((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction);
  });

  it('does not flag the same file re-sent for the same transaction after a rejection', async () => {
    const { customer, transaction } = await freshBooking();
    const png = await samplePng(123);
    await uploadProof(customer, transaction.id, file(png, 'a.png', 'image/png'));
    await call(admin, 'POST', `/api/admin/proofs/${await app.pendingProofId(transaction.id)}/reject`, { json: { reason: 'Buram' } });
    await uploadProof(customer, transaction.id, file(png, 'a.png', 'image/png'));
    const { proofs } = (await call(admin, 'GET', '/api/admin/proofs')).body;
    expect(proofs.find((proof: { transactionId: string }) => proof.transactionId === transaction.id).duplicateOf).toBeNull();
  });

  it('limits a chat upload like a web one: the count lives in the use case, not the route', async () => {
    const { customer, transaction } = await freshBooking();
    const junk = file(Buffer.from('MZ bukan gambar'), 'x.jpg', 'image/jpeg');
    for (let i = 0; i < 10; i += 1) expect((await uploadProof(customer, transaction.id, junk)).status).toBe(415);
    const { deps } = app;
    const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
    let read = false;
    const source = async () => {
      read = true;
      return { bytes: await samplePng(7), truncated: false };
    };
    const chat = submitProof(
      { db: deps.db, storage: deps.storage, logger: deps.logger, limiter },
      { id: customer.id, role: 'customer' },
      transaction.id,
      source,
      'telegram',
    );
    await expect(chat).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(read).toBe(false);
  });

  it('rate-limits uploads per customer (10 per 10 minutes)', async () => {
    const { customer, transaction } = await freshBooking();
    const junk = file(Buffer.from('MZ bukan gambar'), 'x.jpg', 'image/jpeg');
    for (let i = 0; i < 10; i += 1) expect((await uploadProof(customer, transaction.id, junk)).status).toBe(415);
    const limited = await uploadProof(customer, transaction.id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another customer is not affected.
    const other = await freshBooking();
    expect((await uploadProof(other.customer, other.transaction.id)).status).toBe(201);
  });
});

describe('GET /api/transactions/:id/proofs/:proofId/file', () => {
  it('serves the file to the owner and to admins, privately', async () => {
    const { customer, transaction } = await freshBooking();
    await uploadProof(customer, transaction.id, file(SAMPLE_PDF, 'bukti.pdf', 'application/pdf'));
    const proofId = await app.pendingProofId(transaction.id);
    const path = `/api/transactions/${transaction.id}/proofs/${proofId}/file`;
    for (const viewer of [customer, admin]) {
      const res = await call(viewer, 'GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, max-age=600');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.bytes?.equals(SAMPLE_PDF)).toBe(true);
    }
  });

  it('serves it to the tutor only once the payment is PAID; never to other users', async () => {
    const { customer, transaction } = await freshBooking();
    await uploadProof(customer, transaction.id);
    const proofId = await app.pendingProofId(transaction.id);
    const path = `/api/transactions/${transaction.id}/proofs/${proofId}/file`;

    const early = await call(tutor, 'GET', path);
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe('Akses Ditolak');
    await call(admin, 'POST', `/api/admin/proofs/${proofId}/approve`);
    const paid = await call(tutor, 'GET', path);
    expect(paid.status).toBe(200);
    expect(paid.headers.get('content-type')).toBe('image/png');

    for (const outsider of [await createCustomer('Pengintip'), otherTutor]) expect((await call(outsider, 'GET', path)).status).toBe(403);
    expect((await call(null, 'GET', path)).status).toBe(401);
  });

  it('answers 404 for a proof of another transaction, an unknown or a malformed proof id', async () => {
    const a = await freshBooking();
    const b = await freshBooking();
    await uploadProof(a.customer, a.transaction.id);
    await uploadProof(b.customer, b.transaction.id);
    const proofOfB = await app.pendingProofId(b.transaction.id);
    for (const proofId of [proofOfB, '7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'x']) {
      const res = await call(a.customer, 'GET', `/api/transactions/${a.transaction.id}/proofs/${proofId}/file`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Bukti pembayaran tidak ditemukan.');
    }
    expect((await call(a.customer, 'GET', `/api/transactions/${b.transaction.id}/proofs/${proofOfB}/file`)).status).toBe(403);
  });

  it('is never reachable through the public media route', async () => {
    const { customer, transaction } = await freshBooking();
    await uploadProof(customer, transaction.id);
    const key = (await db('payment_proofs').where({ transaction_id: transaction.id }).first('file_key')).file_key as string;
    const res = await fetch(`${app.baseUrl}/media/${key}`);
    expect(res.status).toBe(404);
  });
});
