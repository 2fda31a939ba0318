import type autocannon from 'autocannon';
import sharp from 'sharp';
import { BENCH_SUBJECT, type ApiFixtures, type BenchUser } from './api-fixtures.ts';

// The mixed workload's routes. Each runs as its own autocannon instance on its share of the
// connections, so every latency is that route's own; a `setupRequest` picks each request's path,
// signed-in user and body from a counter. The writes are spread so that the server's rules are not
// what answers: proofs go to the customer's own unpaid transactions, at most PROOF_UPLOADS_PER_CUSTOMER
// per customer (their rate limit), and joins go to OPEN requests with at most JOIN_CAP tutors each.

export const PROOF_UPLOADS_PER_CUSTOMER = 10;
export const JOIN_CAP = 10;

export type RouteLoad = {
  name: string;
  connections: number;
  request: autocannon.Request;
  /** How many of its requests the fixtures can answer with a success, when bounded. */
  capacity?: number;
  /** How many requests its setupRequest has built so far. */
  built: () => number;
};

const BOUNDARY = 'ajarin-bench-boundary';

/** A phone-screenshot-sized PNG in a few colours, as multipart/form-data bodies for the `proof` field. */
export async function proofBodies(): Promise<Buffer[]> {
  const colours = ['#3355aa', '#22aa66', '#aa5533', '#7744aa'];
  const pngs = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width: 360, height: 640, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return pngs.map((png) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="proof"; filename="bukti.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  );
}

const bearer = (user: BenchUser) => ({ authorization: `Bearer ${user.token}` });

function counted(setup: (k: number) => autocannon.Request) {
  let k = 0;
  return { setupRequest: (request: autocannon.Request) => ({ ...request, ...setup(k++) }), built: () => k };
}

/** Gallery pages (several filters, the pages behind their cursors), profiles, bookings, proofs, joins and two probes. */
export function apiWorkload(fixtures: ApiFixtures, galleryPaths: string[], proofs: Buffer[]): RouteLoad[] {
  const { customers, unpaid, joiners, bookableTutorIds, listedTutorIds, openRequestIds } = fixtures;
  const at = <T>(list: T[], k: number): T => list[k % list.length] as T;

  const gallery = counted((k) => ({ method: 'GET', path: at(galleryPaths, k) }));
  // A large prime stride: consecutive requests ask for tutors far apart in the table.
  const detail = counted((k) => ({ method: 'GET', path: `/api/tutors/${at(listedTutorIds, k * 7919)}` }));
  const booking = counted((k) => ({
    method: 'POST',
    path: '/api/bookings',
    headers: { ...bearer(at(customers, k)), 'content-type': 'application/json' },
    body: JSON.stringify({
      tutorId: at(bookableTutorIds, k * 31),
      customerName: 'Pelanggan Bench',
      phone: `0857${String(k % 1e8).padStart(8, '0')}`,
      subjects: [BENCH_SUBJECT],
      durationHours: 2,
      studentCount: 1,
    }),
  }));
  // Customer k % C, then their next transaction: every customer's uploads stay within their limit.
  const proof = counted((k) => {
    const c = k % customers.length;
    const transactionId = at(unpaid[c] ?? [], Math.floor(k / customers.length));
    return {
      method: 'POST',
      path: `/api/transactions/${transactionId}/proof`,
      headers: { ...bearer(at(customers, c)), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: at(proofs, k),
    };
  });
  // Request k % R, by tutors r, r + 1, … in turn: distinct tutors, JOIN_CAP of them per request.
  const join = counted((k) => {
    const r = k % openRequestIds.length;
    return {
      method: 'POST',
      path: `/api/requests/${at(openRequestIds, r)}/join`,
      headers: bearer(at(joiners, r + Math.floor(k / openRequestIds.length))),
    };
  });

  // One connection each, the mix's floor: a request that waits for nothing but its turn of the
  // loop (/healthz), and one that waits once for a pool connection, Postgres and Redis (/readyz).
  // A write's time in the mix is about the first plus its waits, each costing what the second adds
  // (docs/benchmarks.md#api-writes).
  const probe = (path: string) => counted(() => ({ method: 'GET', path }));
  const noWait = probe('/healthz');
  const oneWait = probe('/readyz');

  const uploadable = Math.min(PROOF_UPLOADS_PER_CUSTOMER, ...unpaid.map((list) => list.length)) * customers.length;
  return [
    { name: 'GET /api/tutors (gallery)', connections: 20, request: { setupRequest: gallery.setupRequest }, built: gallery.built },
    { name: 'GET /api/tutors/:id', connections: 10, request: { setupRequest: detail.setupRequest }, built: detail.built },
    { name: 'POST /api/bookings', connections: 8, request: { setupRequest: booking.setupRequest }, built: booking.built },
    {
      name: 'POST /api/transactions/:id/proof',
      connections: 6,
      request: { setupRequest: proof.setupRequest },
      capacity: uploadable,
      built: proof.built,
    },
    {
      name: 'POST /api/requests/:id/join',
      connections: 6,
      request: { setupRequest: join.setupRequest },
      capacity: Math.min(JOIN_CAP, joiners.length) * openRequestIds.length,
      built: join.built,
    },
    { name: 'GET /healthz (probe, no wait)', connections: 1, request: { setupRequest: noWait.setupRequest }, built: noWait.built },
    { name: 'GET /readyz (probe, one wait)', connections: 1, request: { setupRequest: oneWait.setupRequest }, built: oneWait.built },
  ];
}
