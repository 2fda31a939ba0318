import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createApp } from '../../api/create-app.ts';
import {
  emailTokenSchema,
  requestPasswordOtpSchema,
  resendConfirmationSchema,
  signInSchema,
  updatePasswordSchema,
  verifyPasswordOtpSchema,
} from '../../core/accounts/auth.schema.ts';
import { verifyTutorSchema } from '../../core/admin/users.ts';
import { completeTutorProfileSchema, customerSignUpSchema, tutorSignUpSchema } from '../../core/accounts/sign-up.schema.ts';
import { telegramWebAppSchema } from '../../core/accounts/telegram-web-app.ts';
import { replyFeedbackSchema, submitFeedbackSchema } from '../../core/feedback/feedback.schema.ts';
import { answerProposalSchema, proposeRescheduleSchema, proposeSessionsSchema } from '../../core/lessons/session.schema.ts';
import { chooseTutorSchema, createRequestSchema } from '../../core/requests/request.schema.ts';
import { createBookingSchema } from '../../core/transactions/booking.schema.ts';
import { rejectionSchema, reviewSchema } from '../../core/transactions/transaction.schema.ts';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import { updateTutorProfileSchema } from '../../core/tutors/tutor-profile.schema.ts';
import { decideDisputeSchema, disputeStatementSchema } from '../../core/lessons/attendance.schema.ts';
import { INVALID_CHARACTER_MESSAGE } from '../../core/validation/text.ts';
import { toAppError } from '../../api/middleware/error-handler.ts';
import { startBookingsApp, uniquePhone, type Actor } from '../helpers/bookings.ts';
import { stringFields } from '../helpers/string-fields.ts';
import { mountedRouters } from '../helpers/mounted-routers.ts';

// Issue 8 item 3: U+0000 in any text field reached Postgres (22021) and came back as a 500. For
// every write route, each string field of its schema (found by walking the schema, so a new field
// is covered without touching this file) is sent once with U+0000 in a body that is otherwise
// valid: 400 with the clear message, and no row anywhere changed. A write route missing from the
// table fails the completeness test.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, payAndComplete } = app;

const customer = await createCustomer();
const tutor = await createTutor({ name: 'Tutor Nul' });
const admin = await createAdmin();

type Body = Record<string, unknown>;
type Case = { who: Actor | null; path: string; body: Body };
type Entry = { route: string; schema: z.ZodType; prepare: () => Promise<Case> };

const aToken = 'a'.repeat(43);

/** A paid booking of `tutor` by `customer`, ready for sessions. */
async function paidClass(): Promise<string> {
  const transaction = await book(customer, tutor);
  await db('transactions').where({ id: transaction.id }).update({ payment_status: 'PAID', paid_at: db.fn.now() });
  return transaction.id;
}

/** The tutor proposes one hour at 10:00 WIB on `date`; the session's id. */
async function proposeSession(transactionId: string, date: string): Promise<string> {
  const res = await call(tutor, 'POST', `/api/transactions/${transactionId}/sessions`, {
    json: { sessions: [{ date, time: '10:00', durationMinutes: 60 }] },
  });
  expect(res.status).toBe(201);
  return res.body.sessions[0].id as string;
}

/** Routes whose body holds text the server reads, each with a body the schema accepts. */
const withText: Entry[] = [
  {
    route: 'POST /api/auth/sign-up',
    schema: customerSignUpSchema,
    prepare: async () => ({
      who: null,
      path: '/api/auth/sign-up',
      body: {
        role: 'customer',
        email: 'baru.nul@example.com',
        name: 'Budi Nul',
        password: 'rahasia123',
        passwordConfirmation: 'rahasia123',
      },
    }),
  },
  {
    route: 'POST /api/auth/sign-up',
    schema: tutorSignUpSchema,
    prepare: async () => ({
      who: null,
      path: '/api/auth/sign-up',
      body: {
        role: 'tutor',
        email: 'tutor.nul@example.com',
        name: 'Dewi Nul',
        password: 'rahasia123',
        passwordConfirmation: 'rahasia123',
        university: 'Universitas Indonesia',
        subjects: ['SMA - Fisika'],
        pricePerHour: 150_000,
        phone: '081234567890',
        bankAccount: 'BCA 1234567890',
        imageUrl: '',
        bio: 'Mahasiswa fisika',
        experience: ['Asisten lab'],
        notesToStudents: 'Bawa buku catatan',
      },
    }),
  },
  {
    route: 'POST /api/auth/confirm-email',
    schema: emailTokenSchema,
    prepare: async () => ({ who: null, path: '/api/auth/confirm-email', body: { token: aToken } }),
  },
  {
    route: 'POST /api/auth/resend-confirmation',
    schema: resendConfirmationSchema,
    prepare: async () => ({ who: null, path: '/api/auth/resend-confirmation', body: { email: customer.email } }),
  },
  {
    route: 'POST /api/auth/telegram-web-app',
    schema: telegramWebAppSchema,
    prepare: async () => ({
      who: null,
      path: '/api/auth/telegram-web-app',
      body: { initData: 'auth_date=1&hash=00', next: '/transactions' },
    }),
  },
  {
    route: 'POST /api/auth/sign-in',
    schema: signInSchema,
    prepare: async () => ({ who: null, path: '/api/auth/sign-in', body: { email: customer.email, password: 'rahasia123' } }),
  },
  {
    route: 'POST /api/auth/password/otp',
    schema: requestPasswordOtpSchema,
    prepare: async () => ({ who: null, path: '/api/auth/password/otp', body: { email: customer.email } }),
  },
  {
    route: 'POST /api/auth/password/verify-otp',
    schema: verifyPasswordOtpSchema,
    prepare: async () => ({ who: null, path: '/api/auth/password/verify-otp', body: { email: customer.email, otp: '123456' } }),
  },
  {
    route: 'POST /api/auth/password/recovery-link',
    schema: emailTokenSchema,
    prepare: async () => ({ who: null, path: '/api/auth/password/recovery-link', body: { token: aToken } }),
  },
  {
    route: 'POST /api/auth/password/update',
    schema: updatePasswordSchema,
    prepare: async () => ({
      who: null,
      path: '/api/auth/password/update',
      body: { resetToken: aToken, password: 'rahasia456', passwordConfirmation: 'rahasia456' },
    }),
  },
  {
    route: 'POST /api/bookings',
    schema: createBookingSchema,
    prepare: async () => ({
      who: customer,
      path: '/api/bookings',
      body: {
        tutorId: tutor.id,
        customerName: 'Budi Santoso',
        phone: uniquePhone('0857'),
        subjects: ['SMA - Fisika'],
        durationHours: 1,
        studentCount: 1,
        notes: 'Materi gerak lurus',
      },
    }),
  },
  {
    route: 'POST /api/requests',
    schema: createRequestSchema,
    prepare: async () => ({
      who: customer,
      path: '/api/requests',
      body: {
        customerName: 'Budi Santoso',
        phone: uniquePhone('0858'),
        subjects: ['SMA - Fisika'],
        studentCount: 2,
        durationHours: 1,
        notes: 'Persiapan ujian',
      },
    }),
  },
  {
    route: 'POST /api/requests/:id/choose',
    schema: chooseTutorSchema,
    prepare: async () => {
      const created = await call(customer, 'POST', '/api/requests', {
        json: { customerName: 'Budi', phone: uniquePhone('0858'), subjects: ['SMA - Fisika'] },
      });
      expect((await call(tutor, 'POST', `/api/requests/${created.body.request.id}/join`)).status).toBe(200);
      return { who: customer, path: `/api/requests/${created.body.request.id}/choose`, body: { tutorId: tutor.id } };
    },
  },
  {
    route: 'POST /api/transactions/:id/review',
    schema: reviewSchema,
    prepare: async () => {
      const transaction = await book(customer, tutor);
      await payAndComplete(customer, admin, transaction.id);
      return { who: customer, path: `/api/transactions/${transaction.id}/review`, body: { rating: 5, comment: 'Penjelasannya jelas' } };
    },
  },
  {
    route: 'POST /api/transactions/:id/sessions',
    schema: proposeSessionsSchema,
    prepare: async () => ({
      who: tutor,
      path: `/api/transactions/${await paidClass()}/sessions`,
      body: { sessions: [{ date: '2030-01-15', time: '10:00', durationMinutes: 60 }] },
    }),
  },
  {
    route: 'POST /api/transactions/:id/sessions/answer',
    schema: answerProposalSchema,
    prepare: async () => {
      const id = await paidClass();
      await proposeSession(id, '2030-01-16');
      return { who: customer, path: `/api/transactions/${id}/sessions/answer`, body: { accept: false, note: 'Sore saja' } };
    },
  },
  {
    route: 'POST /api/sessions/:id/reschedule',
    schema: proposeRescheduleSchema,
    prepare: async () => {
      const id = await paidClass();
      const sessionId = await proposeSession(id, '2030-01-17');
      expect((await call(customer, 'POST', `/api/transactions/${id}/sessions/answer`, { json: { accept: true } })).status).toBe(200);
      return { who: customer, path: `/api/sessions/${sessionId}/reschedule`, body: { date: '2030-01-18', time: '10:00' } };
    },
  },
  {
    route: 'POST /api/admin/proofs/:id/reject',
    schema: rejectionSchema,
    prepare: async () => {
      const transaction = await book(customer, tutor);
      expect((await uploadProof(customer, transaction.id)).status).toBe(201);
      return {
        who: admin,
        path: `/api/admin/proofs/${await pendingProofId(transaction.id)}/reject`,
        body: { reason: 'Bukti transfer buram' },
      };
    },
  },
  {
    route: 'POST /api/admin/payouts/:id/reject',
    schema: rejectionSchema,
    prepare: async () => {
      const transaction = await book(customer, tutor);
      await payAndComplete(customer, admin, transaction.id);
      const requested = await call(tutor, 'POST', `/api/tutor/transactions/${transaction.id}/payout`);
      expect(requested.status).toBe(201);
      const payout = await db('payouts').where({ transaction_id: transaction.id }).first('id');
      return { who: admin, path: `/api/admin/payouts/${payout.id}/reject`, body: { reason: 'Nomor rekening salah' } };
    },
  },
  {
    route: 'POST /api/feedback',
    schema: submitFeedbackSchema,
    prepare: async () => ({
      who: customer,
      path: '/api/feedback',
      body: { subject: 'Saran fitur', category: 'feedback', notes: 'Tambahkan filter kota' },
    }),
  },
  {
    route: 'POST /api/admin/feedback/:id/reply',
    schema: replyFeedbackSchema,
    prepare: async () => {
      const sent = await call(tutor, 'POST', '/api/feedback', {
        json: { subject: 'Laporan', category: 'report', notes: 'Halaman lambat' },
      });
      expect(sent.status).toBe(201);
      return {
        who: admin,
        path: `/api/admin/feedback/${sent.body.feedback.id}/reply`,
        body: { reply: 'Terima kasih, sudah kami perbaiki' },
      };
    },
  },
  {
    route: 'POST /api/admin/tutors/:id/verify',
    schema: verifyTutorSchema,
    prepare: async () => {
      const unchecked = await createTutor({ name: 'Tutor Belum Diperiksa' });
      return { who: admin, path: `/api/admin/tutors/${unchecked.id}/verify`, body: { note: 'Kartu mahasiswa diperiksa' } };
    },
  },
  {
    route: 'PUT /api/tutors/me',
    schema: updateTutorProfileSchema,
    prepare: async () => ({
      who: tutor,
      path: '/api/tutors/me',
      body: {
        name: 'Tutor Nul',
        university: 'Universitas Indonesia',
        subjects: ['SMA - Fisika'],
        pricePerHour: '150.000',
        phone: '081234567891',
        bankAccount: 'BNI 1234567890',
        imageUrl: '',
        bio: 'Mahasiswa',
        experience: ['Asisten dosen'],
        notesToStudents: 'Siapkan pertanyaan',
      },
    }),
  },
  {
    route: 'POST /api/tutors/me/completion',
    schema: completeTutorProfileSchema,
    // A tutor who signed up with Google and has not filled in the tutor form yet.
    prepare: async () => {
      const fresh = await createTutor({ name: 'Tutor Google Nul' });
      await db('tutors').where({ id: fresh.id }).update({ profile_completed_at: null });
      return {
        who: fresh,
        path: '/api/tutors/me/completion',
        body: {
          name: 'Tutor Google Nul',
          university: 'Universitas Indonesia',
          subjects: ['SMA - Fisika'],
          pricePerHour: 150_000,
          phone: '081234567892',
          bankAccount: 'BNI 1234567890',
          imageUrl: '',
          bio: 'Mahasiswa',
          experience: ['Asisten dosen'],
          notesToStudents: 'Siapkan pertanyaan',
        },
      };
    },
  },
  // The body is checked before the dispute is looked up, so any id shows the refusal.
  {
    route: 'POST /api/disputes/:id/statement',
    schema: disputeStatementSchema,
    prepare: async () => ({
      who: customer,
      path: `/api/disputes/${crypto.randomUUID()}/statement`,
      body: { statement: 'Tutor tidak datang' },
    }),
  },
  {
    route: 'POST /api/admin/disputes/:id/decide',
    schema: decideDisputeSchema,
    prepare: async () => ({
      who: admin,
      path: `/api/admin/disputes/${crypto.randomUUID()}/decide`,
      body: { outcome: 'PARTIAL_REFUND', refundAmount: 50_000, note: 'Terlambat satu jam' },
    }),
  },
];

/** Write routes that read no text from the client (ids in the path, a cookie, a file, a boolean), and why. */
const withoutText: Record<string, string> = {
  'POST /api/auth/refresh': 'reads only the refresh cookie',
  'POST /api/auth/sign-out': 'reads only the refresh cookie',
  'POST /api/events/ticket': 'no body',
  'POST /api/requests/:id/join': 'no body',
  'POST /api/requests/:id/cancel': 'no body',
  'POST /api/transactions/:id/proof': 'one file; its name is never stored',
  'POST /api/transactions/:id/cancel': 'no body',
  'POST /api/transactions/:id/refund': 'no body',
  'POST /api/transactions/:id/complete': 'no body',
  'POST /api/sessions/:id/attendance': 'an enum (YES / NO / PROBLEM)',
  'POST /api/tutor/transactions/:id/payout': 'no body',
  'POST /api/sessions/:id/reschedule/answer': 'a boolean',
  'PATCH /api/tutors/me/availability': 'a boolean',
  'POST /api/tutors/me/photo': 'one file; its name is never stored',
  'POST /api/admin/proofs/:id/approve': 'no body',
  'POST /api/admin/payouts/:id/approve': 'no body',
  'POST /api/admin/payouts/:id/mark-paid': 'no body',
  'POST /api/admin/transactions/:id/refund-complete': 'no body',
  'POST /api/admin/users/:id/disable': 'no body',
  'POST /api/admin/users/:id/enable': 'no body',
  'POST /api/admin/tutors/:id/unverify': 'no body',
  'POST /api/admin/send-queues/:queue/failed/:jobId/retry': 'no body; the queue must be one of four names and the job id a plain id',
  'POST /api/account/chats/:channel/code': 'no body; the channel in the path must be one of two names',
  'DELETE /api/account/chats/:channel': 'no body; the channel in the path must be one of two names',
  'PUT /api/account/notification-preferences': 'two names from fixed lists and a boolean',
  'PUT /api/account/time-zone': 'one name from a fixed list of three',
  'POST /api/account/google/link': 'no body',
  'DELETE /api/account/google': 'no body',
  'POST /api/admin/bank-statements': 'one CSV file; one holding U+0000 is refused whole (bank-statements.test.ts)',
  'POST /api/payments/bank-mutations': 'signed by the mutation service; its text fields refuse U+0000 (bank-mutations-webhook.test.ts)',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write route the app registers, as 'METHOD /path/:param'. */
function registeredWriteRoutes(): string[] {
  const routers = mountedRouters(createApp(app.deps));
  const routes = routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => WRITE_METHODS.has(method)).map((method) => `${method} ${String(layer.path).replace(/\/$/, '')}`),
    ),
  );
  return [...new Set(routes)].sort();
}

/** Every row of every table, activity timestamps left out (a tutor's requests move them). */
async function everyRow(): Promise<string> {
  const { rows } = await db.raw<{ rows: { table_name: string }[] }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'knex%' order by table_name",
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name: table } of rows) {
    const tableRows = (await db(table).select('*').orderByRaw('1')) as Record<string, unknown>[];
    snapshot[table] = tableRows.map(({ last_active_at: _ignored, ...row }) => row);
  }
  return JSON.stringify(snapshot);
}

/** `body` with the string at `path` ('*' = first element) holding U+0000 between its characters. */
function withNul(body: Body, path: (string | number)[]): Body {
  const copy = structuredClone(body);
  let parent: Record<string | number, unknown> = copy;
  path.forEach((rawKey, index) => {
    const key = rawKey === '*' ? 0 : rawKey;
    if (index === path.length - 1) {
      const current = parent[key];
      const value = current === undefined || current === null ? 'x' : String(current);
      parent[key] = `${value.slice(0, 1)}\u0000${value.slice(1)}`;
      return;
    }
    if (parent[key] === undefined) parent[key] = path[index + 1] === '*' ? [] : {};
    parent = parent[key] as Record<string | number, unknown>;
  });
  return copy;
}

describe('NUL in every text field of every write route (generated from the schemas, so a new field is covered)', () => {
  it('lists every registered write route in the table', () => {
    const covered = new Set([...withText.map((entry) => entry.route), ...Object.keys(withoutText)]);
    expect(registeredWriteRoutes().filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registeredWriteRoutes().includes(route))).toEqual([]);
  });

  for (const entry of withText) {
    const fields = stringFields(entry.schema);
    it(`${entry.route}: refuses U+0000 in ${fields.map((field) => field.path.join('.')).join(', ')}`, async () => {
      expect(fields.length).toBeGreaterThan(0);
      const { who, path, body } = await entry.prepare();
      expect(entry.schema.safeParse(body).error).toBeUndefined();
      const before = await everyRow();
      for (const field of fields) {
        const res = await call(who, entry.route.split(' ')[0] ?? 'POST', path, { json: withNul(body, field.path) });
        const label = `${entry.route} ${field.path.join('.')}`;
        expect(res.status, label).toBe(400);
        // A uuid or email field refuses it through its own pattern, with its own message.
        if (!field.format) {
          expect(res.body.error, label).toEqual({
            code: 'VALIDATION',
            message: INVALID_CHARACTER_MESSAGE,
            details: { field: field.path.map((key) => (key === '*' ? 0 : key)).join('.') },
          });
        }
      }
      expect(await everyRow()).toBe(before);
    });
  }

  it('refuses U+0000 in the path id of every write route without touching a row', async () => {
    const routes = [...new Set([...withText.map((entry) => entry.route), ...Object.keys(withoutText)])].filter((route) =>
      route.includes('/:'),
    );
    const actors = { customer, tutor, admin };
    const before = await everyRow();
    for (const route of routes) {
      const [method = 'POST', template = ''] = route.split(' ');
      const path = template.replace(/:[a-zA-Z]+/g, '%00');
      for (const who of Object.values(actors)) {
        const res = await call(who, method, path, { json: {} });
        expect(res.status, `${route} as ${who.role}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${route} as ${who.role}`).toBeLessThan(500);
      }
    }
    expect(await everyRow()).toBe(before);
  });

  it('refuses U+0000 in every text parameter of the gallery query', async () => {
    const fields = stringFields(listTutorsQuerySchema).filter((field) => !field.format);
    expect(fields.map((field) => field.path.join('.'))).toContain('cursor');
    for (const field of fields) {
      // A list (`subject.*`) is one query key, its values comma-separated.
      const res = await call(null, 'GET', `/api/tutors?${String(field.path[0])}=a%00b`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(INVALID_CHARACTER_MESSAGE);
    }
    expect((await call(null, 'GET', '/api/events?ticket=a%00b')).body.error.message).toBe(INVALID_CHARACTER_MESSAGE);
  });

  it("turns Postgres' own refusal of U+0000 into the same 400, for text that reaches a query without a schema", async () => {
    const refusal = await db.raw('select ?::text as value', ['a\u0000b']).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ code: '22021' });
    const mapped = toAppError(refusal);
    expect({ code: mapped.code, message: mapped.message }).toEqual({ code: 'VALIDATION', message: INVALID_CHARACTER_MESSAGE });
  });
});
