import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { samplePng, startBookingsApp } from '../helpers/bookings.ts';

// Issue 8 item 4: a body sent with Content-Encoding gzip, deflate or br that is not what it says
// made zlib throw inside the body parser, and every route that reads a body answered 500.

const app = await startBookingsApp();
const { db, createCustomer, createTutor, book } = app;
const tutor = await createTutor();

const ENCODINGS = ['gzip', 'deflate', 'br'] as const;
const compress = { gzip: zlib.gzipSync, deflate: zlib.deflateSync, br: zlib.brotliCompressSync };

async function send(path: string, init: { headers: Record<string, string>; body: Uint8Array<ArrayBuffer>; token?: string }) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: path.endsWith('/me') ? 'PUT' : 'POST',
    headers: { ...init.headers, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body,
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: (await res.json()) as { error?: { code: string; message: string } },
  };
}

const json = (encoding: string) => ({ 'content-type': 'application/json', 'content-encoding': encoding });
const notCompressed = new Uint8Array(Buffer.from('{"email":"siswa@ajarin.id","password":"salah"}'));

describe('JSON bodies with a Content-Encoding', () => {
  for (const encoding of ENCODINGS) {
    it(`answers 400 with the JSON error for a body sent as ${encoding} that is not (sign-in and a signed-in route)`, async () => {
      const truncated = new Uint8Array(compress[encoding](Buffer.from(JSON.stringify({ name: 'x'.repeat(2000) }))).subarray(0, 20));
      const profileBefore = await db('tutors').where({ id: tutor.id }).first();
      for (const [path, token] of [
        ['/api/auth/sign-in', undefined],
        ['/api/tutors/me', tutor.token],
      ] as const) {
        for (const body of [notCompressed, truncated]) {
          const res = await send(path, { headers: json(encoding), body, token });
          expect(res.status, `${path} ${encoding}`).toBe(400);
          expect(res.type).toContain('application/json');
          expect(res.body.error).toEqual({ code: 'VALIDATION', message: 'Format data tidak valid.' });
        }
      }
      expect(await db('tutors').where({ id: tutor.id }).first()).toEqual(profileBefore);
    });

    it(`still reads a body really compressed with ${encoding}`, async () => {
      const body = new Uint8Array(compress[encoding](Buffer.from(JSON.stringify({ email: 'tidak.ada@example.com', password: 'salah' }))));
      const res = await send('/api/auth/sign-in', { headers: json(encoding), body });
      expect(res.status).toBe(401);
    });
  }

  it('answers 415 with the JSON error for an encoding it does not know', async () => {
    const res = await send('/api/auth/sign-in', { headers: json('compress'), body: notCompressed });
    expect(res.status).toBe(415);
    expect(res.body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('multipart bodies with a Content-Encoding', () => {
  /** A real multipart body as the browser builds it, sent with a Content-Encoding it does not have. */
  async function multipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
  }

  for (const encoding of ENCODINGS) {
    it(`refuses an upload sent as ${encoding} with 415 and stores nothing (sign-up and payment proof)`, async () => {
      const signUp = new FormData();
      const email = `kompres.${encoding}@example.com`;
      signUp.set(
        'payload',
        JSON.stringify({ role: 'customer', email, name: 'Budi', password: 'rahasia123', passwordConfirmation: 'rahasia123' }),
      );
      const signUpBody = await multipart(signUp);
      const signedUp = await send('/api/auth/sign-up', {
        headers: { 'content-type': signUpBody.contentType, 'content-encoding': encoding },
        body: signUpBody.body,
      });
      expect(signedUp.status).toBe(415);
      expect(signedUp.body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await db('users').where({ email }).first()).toBeUndefined();

      const customer = await createCustomer();
      const transaction = await book(customer, tutor);
      const proof = new FormData();
      proof.set('proof', new Blob([new Uint8Array(await samplePng())], { type: 'image/png' }), 'bukti.png');
      const proofBody = await multipart(proof);
      const uploaded = await send(`/api/transactions/${transaction.id}/proof`, {
        headers: { 'content-type': proofBody.contentType, 'content-encoding': encoding },
        body: proofBody.body,
        token: customer.token,
      });
      expect(uploaded.status).toBe(415);
      expect(uploaded.body.error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Data terkompresi tidak didukung untuk unggahan.' });
      expect(await db('payment_proofs').where({ transaction_id: transaction.id }).first()).toBeUndefined();
    });
  }
});
