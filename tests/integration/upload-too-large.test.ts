import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { bookingParties } from '../helpers/booking-parties.ts';
import { freshDatabase } from '../helpers/database.ts';
import { spawnApiProcess } from '../helpers/spawn-api.ts';

// A phone on a slow link is still sending a too-large proof when the server has already decided:
// it must read the product's 413 message, never a reset connection
// (docs/product.md#payment-proof-file-rules). The api runs as its own process, as in production, so
// the upload and the answer really overlap.

const SECRET = 'upload-too-large-integration-test-'.repeat(2);
const { db, url } = await freshDatabase();
const api = await spawnApiProcess({
  DATABASE_URL: url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: `upload-${randomBytes(6).toString('hex')}`,
  JWT_SECRET: SECRET,
});

type Sent = { status: number; body: string } | { error: string };

/**
 * A multipart proof of `size` bytes written by Node's own client in `chunk`-byte pieces, `pauseMs`
 * apart, on a fresh booking (uploads are rate-limited per customer). It settles with the answer
 * only once the whole body went out too: an answer the sender cannot finish sending after is one a
 * browser shows as a network error. `keepAlive: false` is a client that asks for `Connection: close`.
 */
async function upload(size: number, options: { chunk: number; pauseMs: number; keepAlive: boolean }): Promise<Sent> {
  const parties = await bookingParties(db, SECRET);
  const booked = await parties.book(api.baseUrl);
  const { transaction } = (await booked.json()) as { transaction: { id: string } };
  const boundary = 'ajarinboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="besar.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1), tail]);
  const agent = options.keepAlive ? new http.Agent({ keepAlive: true }) : false;
  return new Promise<Sent>((resolve) => {
    setTimeout(() => resolve({ error: 'no answer within 15 s' }), 15_000).unref();
    let answer: Sent | undefined;
    let bodySent = false;
    const settleIfDone = () => {
      if (answer && bodySent) resolve(answer);
    };
    const req = http.request(`${api.baseUrl}/api/transactions/${transaction.id}/proof`, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${parties.customer.token}`,
        'idempotency-key': randomUUID(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (piece: Buffer) => chunks.push(piece));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() };
        settleIfDone();
      });
    });
    req.on('finish', () => {
      bodySent = true;
      settleIfDone();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
    let offset = 0;
    const writeNext = () => {
      if (req.destroyed) return;
      const piece = body.subarray(offset, offset + options.chunk);
      offset += options.chunk;
      if (offset >= body.length) return void req.end(piece);
      const next = () => (options.pauseMs ? setTimeout(writeNext, options.pauseMs) : setImmediate(writeNext));
      if (req.write(piece)) next();
      else req.once('drain', next);
    };
    writeNext();
  }).finally(() => {
    if (agent) agent.destroy();
  });
}

const TOO_LARGE = {
  status: 413,
  body: JSON.stringify({
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.', details: { field: 'proof' } },
  }),
};

describe('a proof upload over the limit', () => {
  it.each([true, false])(
    'answers a fast uploader 413 with the product message, every time (keep-alive %s)',
    { timeout: 60_000 },
    async (keepAlive) => {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        expect(await upload(attempt % 2 ? 3_000_000 : 12_000_000, { chunk: 64 * 1024, pauseMs: 0, keepAlive })).toEqual(TOO_LARGE);
      }
    },
  );

  it.each([true, false])(
    'answers a slow uploader 413 with the product message, every time (keep-alive %s)',
    { timeout: 60_000 },
    async (keepAlive) => {
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect(await upload(3_000_000, { chunk: 16 * 1024, pauseMs: 2, keepAlive })).toEqual(TOO_LARGE);
    },
  );
});
