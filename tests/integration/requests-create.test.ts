import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUEST_FORM_MESSAGES as M } from '../../core/requests/request.schema.ts';
import { SUBJECTS } from '../../core/catalog/subjects.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#request-create over HTTP: every limit and message of the form schema, the
// fallbacks, who may post, and what the server decides itself (status, owner, lifetime).

const app = await startRequestsApp({ env: { REQUEST_LIFETIME_HOURS: '5' } });
const { call, db, createCustomer, createTutor, createAdmin, requestInput } = app;
const customer = await createCustomer();

const rowsOf = async (customerId: string) =>
  Number((await db('learning_requests').where({ customer_id: customerId }).count<{ count: number }[]>('* as count'))[0]?.count);

describe('POST /api/requests: the form limits, each a 400 with its message and no row', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name missing', { customerName: undefined }, M.name],
    ['name empty', { customerName: '' }, M.name],
    ['name only spaces', { customerName: '   ' }, M.name],
    ['name of 121 characters', { customerName: 'a'.repeat(121) }, M.nameTooLong],
    ['phone missing', { phone: undefined }, M.phone],
    ['phone empty', { phone: '  ' }, M.phone],
    ['phone not a mobile number', { phone: '0212345678' }, M.phoneInvalid],
    ['phone of letters', { phone: 'telepon saya' }, M.phoneInvalid],
    ['phone over 40 characters', { phone: '0'.repeat(41) }, M.phoneInvalid],
    ['subjects missing', { subjects: undefined }, M.subjects],
    ['subjects empty', { subjects: [] }, M.subjects],
    ['subjects not a list', { subjects: 'SMA - Fisika' }, M.subjects],
    ['a subject outside the catalog', { subjects: ['SMA - Astrologi'] }, M.subjectUnknown],
    ['more subjects than the catalog has', { subjects: [...SUBJECTS, 'SMA - Fisika'] }, M.subjects],
    ['no students', { studentCount: 0 }, M.students],
    ['11 students', { studentCount: 11 }, M.studentsMax],
    ['a fraction of a student', { studentCount: 1.5 }, M.students],
    ['0 hours', { durationHours: 0 }, M.hours],
    ['9 hours', { durationHours: 9 }, M.hoursMax],
    ['notes of 2001 characters', { notes: 'a'.repeat(2001) }, M.notesTooLong],
  ];

  for (const [name, overrides, message] of cases) {
    it(`refuses ${name}`, async () => {
      const res = await call(customer, 'POST', '/api/requests', { json: requestInput(overrides) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(await rowsOf(customer.id)).toBe(0);
    });
  }
});

describe('POST /api/requests: what is accepted and what the server decides', () => {
  it('opens the request for its owner, with its lifetime, one outbox event and no phone in the answer', async () => {
    const owner = await createCustomer('Rina Wijaya');
    const input = requestInput({
      customerName: '  Rina  ',
      phone: '0812-3456-7801',
      subjects: ['SMA - Kimia', 'SMA - Fisika', 'SMA - Kimia'],
    });
    const res = await call(owner, 'POST', '/api/requests', { json: input });

    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const request = res.body.request;
    expect(request).toMatchObject({
      viewer: 'owner',
      status: 'OPEN',
      customerName: 'Rina',
      subjects: ['SMA - Kimia', 'SMA - Fisika'],
      studentCount: 2,
      durationHours: 3,
      notes: 'Persiapan ujian',
      participantCount: 0,
      maxTutors: 10,
      full: false,
      participants: [],
      chosenTutorId: null,
      canChoose: true,
      canCancelRequest: true,
      canCancelTransaction: false,
      transaction: null,
      badge: { status: 'OPEN', label: 'Terbuka', tooltip: 'Masih terbuka untuk tutor yang ingin mendaftar' },
    });
    expect(res.text).not.toContain('081234567801');
    expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(5 * 3600 * 1000);

    const row = await db('learning_requests').where({ id: request.id }).first();
    expect(row).toMatchObject({ customer_id: owner.id, phone: '081234567801', status: 'OPEN', chosen_tutor_id: null });
    expect(await app.requestEvents(request.id)).toEqual([['request.opened', { requestId: request.id }]]);
  });

  it('falls back to 1 for a count that is not a number, and stores empty notes as nothing', async () => {
    const owner = await createCustomer();
    for (const notes of ['', '   ', null, undefined]) {
      const res = await call(owner, 'POST', '/api/requests', { json: requestInput({ studentCount: 'dua', durationHours: '', notes }) });
      expect(res.status, res.text).toBe(201);
      expect(res.body.request).toMatchObject({ studentCount: 1, durationHours: 1, notes: null });
    }
    const res = await call(owner, 'POST', '/api/requests', { json: requestInput({ studentCount: '4', durationHours: '8' }) });
    expect(res.body.request).toMatchObject({ studentCount: 4, durationHours: 8 });
  });

  it('ignores a status, owner, price or total in the body', async () => {
    const [owner, other, tutor] = [await createCustomer(), await createCustomer(), await createTutor()];
    const res = await call(owner, 'POST', '/api/requests', {
      json: requestInput({
        status: 'CHOSEN',
        customerId: other.id,
        chosenTutorId: tutor.id,
        pricePerHour: 1,
        totalPrice: 1,
        expiresAt: '2000-01-01T00:00:00Z',
      }),
    });
    expect(res.status, res.text).toBe(201);
    const row = await db('learning_requests').where({ id: res.body.request.id }).first();
    expect(row).toMatchObject({ customer_id: owner.id, status: 'OPEN', chosen_tutor_id: null });
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());
    expect(await rowsOf(other.id)).toBe(0);
  });

  it('is for customers: a tutor or an admin gets 403, a visitor 401, and nothing is stored', async () => {
    const before = await db('learning_requests').count<{ count: number }[]>('* as count');
    expect((await call(await createTutor(), 'POST', '/api/requests', { json: requestInput() })).status).toBe(403);
    expect((await call(await createAdmin(), 'POST', '/api/requests', { json: requestInput() })).status).toBe(403);
    expect((await call(null, 'POST', '/api/requests', { json: requestInput() })).status).toBe(401);
    expect(await db('learning_requests').count<{ count: number }[]>('* as count')).toEqual(before);
  });

  it('answers a replay with the same Idempotency-Key with the stored 201 and opens one request', async () => {
    const owner = await createCustomer();
    const headers = { 'idempotency-key': randomUUID() };
    const input = requestInput();
    const first = await call(owner, 'POST', '/api/requests', { json: input, headers });
    const replay = await call(owner, 'POST', '/api/requests', { json: input, headers });

    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.request.id).toBe(first.body.request.id);
    expect(await rowsOf(owner.id)).toBe(1);
    expect(await app.requestEvents(first.body.request.id)).toEqual([['request.opened', { requestId: first.body.request.id }]]);
  });
});
