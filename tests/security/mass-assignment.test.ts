import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../helpers/bookings.ts';
import { ACCESS_RULES, type Role, type World } from './access-rules.ts';
import { routeTable, startSecurityApp } from './harness.ts';
import { dbSnapshot } from './snapshot.ts';
import { buildWorld, type Cast } from './world.ts';

// Mass assignment: every write route gets a valid body PLUS fields the server alone decides
// (role, ids, owners, prices, statuses, timestamps). The answer is a 400 or the fields are ignored:
// read back from the database, no cell the request changed holds one of the planted values.

const app = await startSecurityApp();
const { cast, world } = await buildWorld(app);

const PLANTED_ID = '0badc0de-0000-4000-8000-00000000beef';
const PLANTED_MONEY = 123_456_789;
const PLANTED_DATE = '2001-02-03T04:05:06.000Z';
const victims = [cast.otherCustomer.id, cast.otherTutor.id];

const planted = {
  role: 'admin',
  isAdmin: true,
  is_admin: true,
  id: PLANTED_ID,
  user_id: victims[0],
  userId: victims[0],
  customer_id: victims[0],
  customerId: victims[0],
  tutor_id: victims[1],
  owner: victims[0],
  total_price: PLANTED_MONEY,
  totalPrice: PLANTED_MONEY,
  tutor_payment: PLANTED_MONEY,
  tutorPayment: PLANTED_MONEY,
  platform_fee: PLANTED_MONEY,
  platformFee: PLANTED_MONEY,
  price_per_hour: PLANTED_MONEY,
  amount: PLANTED_MONEY,
  payment_status: 'PAID',
  paymentStatus: 'PAID',
  class_status: 'DONE',
  classStatus: 'DONE',
  status: 'APPROVED',
  decision: 'APPROVED',
  verified_at: PLANTED_DATE,
  verifiedAt: PLANTED_DATE,
  disabled_at: PLANTED_DATE,
  disabledAt: PLANTED_DATE,
  created_at: PLANTED_DATE,
  createdAt: PLANTED_DATE,
  paid_at: PLANTED_DATE,
  paidAt: PLANTED_DATE,
  email_confirmed_at: PLANTED_DATE,
  emailConfirmedAt: PLANTED_DATE,
  password_hash: 'planted-hash',
};

/** A body each write route accepts, so the write really happens and the planted fields ride along. */
function validBody(key: string, w: World, c: Cast): Record<string, unknown> {
  const email = `massa.${Math.random().toString(36).slice(2)}@example.com`;
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/auth/sign-up': {
      role: 'customer',
      email,
      password: 'rahasia123',
      passwordConfirmation: 'rahasia123',
      name: 'Rudi Hartono',
      phone: '081234567891',
    },
    'POST /api/auth/sign-in': { email: c.customerOwner.email, password: 'rahasia123' },
    'POST /api/auth/resend-confirmation': { email: c.customerOwner.email },
    'POST /api/auth/password/otp': { email: c.otherCustomer.email },
    'PUT /api/tutors/me': {
      name: 'Siti Rahma',
      university: 'Universitas Indonesia',
      subjects: ['SMA - Fisika'],
      pricePerHour: 120000,
      phone: '081234567892',
      bankAccount: 'BNI 1234567890',
      bio: 'Tutor fisika',
      experience: ['Asisten lab'],
      notesToStudents: 'Bawa buku',
    },
    'PATCH /api/tutors/me/availability': { isAvailable: false },
    'POST /api/bookings': {
      tutorId: c.tutorOwner.id,
      customerName: 'Ani Wijaya',
      phone: uniquePhone('0857'),
      subjects: ['SMA - Fisika'],
      durationHours: 2,
      studentCount: 1,
    },
    'POST /api/requests': {
      customerName: 'Ani Wijaya',
      phone: uniquePhone('0858'),
      subjects: ['SMA - Fisika'],
      studentCount: 1,
      durationHours: 2,
    },
    'POST /api/requests/:id/choose': { tutorId: c.tutorOwner.id },
    'POST /api/transactions/:id/review': { rating: 4, comment: 'Bagus' },
    'POST /api/feedback': { subject: 'Saran', notes: 'Tambah fitur' },
    'POST /api/admin/proofs/:id/reject': { reason: 'Buram' },
    'POST /api/admin/payouts/:id/reject': { reason: 'Rekening salah' },
    'POST /api/admin/feedback/:id/reply': { reply: 'Terima kasih' },
    'PUT /api/account/notification-preferences': { group: 'account', enabled: false },
  };
  void w;
  return bodies[key] ?? {};
}

/** A transaction of the owners at the stage a route acts on (the shared world's ones get used up). */
async function freshTransaction(stage: 'unpaid' | 'paid' | 'done' | 'refund'): Promise<string> {
  await app.resetRateLimits();
  const { id } = await app.book(cast.customerOwner, cast.tutorOwner);
  if (stage === 'unpaid') return id;
  if (stage === 'done') {
    await app.payAndComplete(cast.customerOwner, cast.admin, id);
    return id;
  }
  await app.pay(cast.customerOwner, cast.admin, id);
  if (stage === 'refund') await app.call(cast.customerOwner, 'POST', `/api/transactions/${id}/refund`);
  return id;
}

async function freshProof(): Promise<string> {
  const id = await freshTransaction('unpaid');
  await app.uploadProof(cast.customerOwner, id);
  return app.pendingProofId(id);
}

async function freshPayout(approved = false): Promise<string> {
  const transactionId = await freshTransaction('done');
  await app.call(cast.tutorOwner, 'POST', `/api/tutor/transactions/${transactionId}/payout`);
  const { id } = await app.db('payouts').where({ transaction_id: transactionId }).first('id');
  if (approved) await app.call(cast.admin, 'POST', `/api/admin/payouts/${id}/approve`);
  return String(id);
}

const FRESH: Record<string, () => Promise<string>> = {
  'POST /api/transactions/:id/cancel': () => freshTransaction('unpaid'),
  'POST /api/transactions/:id/refund': () => freshTransaction('paid'),
  'POST /api/transactions/:id/complete': () => freshTransaction('paid'),
  'POST /api/tutor/transactions/:id/payout': () => freshTransaction('done'),
  'POST /api/admin/proofs/:id/approve': freshProof,
  'POST /api/admin/proofs/:id/reject': freshProof,
  'POST /api/admin/payouts/:id/approve': () => freshPayout(),
  'POST /api/admin/payouts/:id/reject': () => freshPayout(),
  'POST /api/admin/payouts/:id/mark-paid': () => freshPayout(true),
  'POST /api/admin/transactions/:id/refund-complete': () => freshTransaction('refund'),
};

type Row = Record<string, unknown>;
const parse = (snapshot: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [table, new Set(rows)]));

/** Every cell of a row that is new or changed, as [table, column, value]. */
function changedCells(before: Record<string, string[]>, after: Record<string, string[]>): [string, string, unknown][] {
  const old = parse(before);
  const cells: [string, string, unknown][] = [];
  for (const [table, rows] of Object.entries(after)) {
    const previous = [...(old[table] ?? [])].map((row) => JSON.parse(row) as Row);
    for (const text of rows) {
      if (old[table]?.has(text)) continue;
      const row = JSON.parse(text) as Row;
      const earlier = previous.find((candidate) => candidate.id !== undefined && candidate.id === row.id);
      for (const [column, value] of Object.entries(row))
        if (!earlier || JSON.stringify(earlier[column]) !== JSON.stringify(value)) cells.push([table, column, value]);
    }
  }
  return cells;
}

function isPlanted(table: string, column: string, value: unknown, byAdmin: boolean): boolean {
  const text = typeof value === 'string' ? value : value instanceof Object ? JSON.stringify(value) : String(value);
  if (text.includes(PLANTED_ID) || text.includes('2001-02-03') || text === 'planted-hash') return true;
  if (Number(value) === PLANTED_MONEY) return true;
  if (column === 'role' && value === 'admin') return true;
  // Owners and actors: a write by one of the cast never makes a stranger the owner of anything.
  if (/(^|_)(user|customer|tutor|owner|uploaded_by|actor)(_id)?$/.test(column) && victims.includes(String(value))) return true;
  // Only an admin's decision makes a payment PAID.
  if (!byAdmin && table === 'transactions' && column === 'payment_status' && value === 'PAID') return true;
  return false;
}

describe('mass assignment on every write route', () => {
  it('leaves every planted field out of the database', { timeout: 120_000 }, async () => {
    // The availability switch goes last: a tutor switched off takes no bookings and is chosen by no one.
    const writes = routeTable(app.deps)
      .filter((route) => route.method !== 'GET' && !ACCESS_RULES[`${route.method} ${route.path}`]?.special)
      .sort((a, b) => Number(a.path.endsWith('/availability')) - Number(b.path.endsWith('/availability')));
    const poisoned: string[] = [];
    let changedWrites = 0;
    for (const route of writes) {
      const key = `${route.method} ${route.path}`;
      const rule = ACCESS_RULES[key]!;
      const order: Role[] = ['customerOwner', 'tutorOwner', 'admin', 'visitor'];
      const role = order.find((candidate) => rule.who[candidate] === 'ok') ?? 'visitor';
      const fresh = FRESH[key];
      const params: Record<string, string> = { ...rule.params?.(world), ...(fresh ? { id: await fresh() } : {}) };
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? PLANTED_ID);
      await app.resetRateLimits();
      const before = await dbSnapshot(app.db);
      const res = await app.call(role === 'visitor' ? null : cast[role as Exclude<Role, 'visitor'>], route.method, path, {
        json: { ...planted, ...validBody(key, world, cast) },
      });
      expect(res.status, `${key}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      const cells = changedCells(before, await dbSnapshot(app.db));
      if (cells.some(([table]) => table !== 'outbox' && table !== 'sessions' && table !== 'audit_log')) changedWrites += 1;
      for (const [table, column, value] of cells)
        if (isPlanted(table, column, value, role === 'admin'))
          poisoned.push(`${key} as ${role}: ${table}.${column} = ${JSON.stringify(value)}`);
    }
    expect(poisoned).toEqual([]);
    // The check is only as good as the writes that happened: most routes must really have written.
    expect(changedWrites).toBeGreaterThanOrEqual(24);
  });

  it('a sign-up asking to be an admin is refused and creates no one', async () => {
    const email = `calon.admin.${process.pid}@example.com`;
    await app.resetRateLimits();
    const res = await app.call(null, 'POST', '/api/auth/sign-up', {
      json: { ...validBody('POST /api/auth/sign-up', world, cast), email, role: 'admin' },
    });
    expect(res.status).toBe(400);
    expect(await app.db('users').where({ email }).first()).toBeUndefined();
  });

  it('the planted values are found when they are there (the scan can fail)', () => {
    expect(isPlanted('users', 'role', 'admin', false)).toBe(true);
    expect(isPlanted('transactions', 'total_price', PLANTED_MONEY, true)).toBe(true);
    expect(isPlanted('transactions', 'customer_id', cast.otherCustomer.id, true)).toBe(true);
    expect(isPlanted('tutors', 'verified_at', new Date(PLANTED_DATE).toISOString(), true)).toBe(true);
    expect(isPlanted('transactions', 'payment_status', 'PAID', false)).toBe(true);
  });
});
