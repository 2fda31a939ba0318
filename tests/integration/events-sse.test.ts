import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../core/accounts/auth.schema.ts';
import { accessTokenFor, insertUser, isolatedRedis } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';

// Live updates over Server-Sent Events: one LISTEN connection per app, {table, id} pushed only to
// the clients allowed to see the row, single-use tickets for signed-in streams.

const app = await startTestApp({ redis: isolatedRedis(), sse: { heartbeatMs: 100, idleCloseMs: 50, perUser: 2 } });
const { db, deps } = app;

type Account = { id: string; token: string };
async function account(role: Role): Promise<Account> {
  const user = await insertUser(app, { role });
  if (role === 'tutor') await db('tutors').insert({ id: user.id, name: 'Tutor Siaran', phone_number: '081211112222' });
  return { id: user.id, token: await accessTokenFor(deps, { id: user.id, role }) };
}

const [customer, otherCustomer, tutor, otherTutor, admin] = await Promise.all([
  account('customer'),
  account('customer'),
  account('tutor'),
  account('tutor'),
  account('admin'),
]);

type SseEvent = { event: string; data: Record<string, unknown> };
type Stream = { status: number; text: () => string; events: () => SseEvent[]; close: () => void };
const open: Stream[] = [];
afterAll(() => open.forEach((stream) => stream.close()));

async function ticketFor(user: Account): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ticket: string }).ticket;
}

async function connect(query = ''): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${app.baseUrl}/api/events${query}`, { signal: controller.signal });
  let text = '';
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    text = await res.text();
  }
  const stream: Stream = {
    status: res.status,
    text: () => text,
    events: () =>
      text
        .split('\n\n')
        .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: /^data: (.*)$/m.exec(block)?.[1] }))
        .filter((block): block is { event: string; data: string } => block.event !== undefined && block.data !== undefined)
        .map((block) => ({ event: block.event, data: JSON.parse(block.data) as Record<string, unknown> })),
    close: () => controller.abort(),
  };
  open.push(stream);
  if (res.ok) await vi.waitFor(() => expect(stream.text()).toContain(': ready'), { timeout: 5_000 });
  return stream;
}

const connectAs = async (user: Account) => connect(`?ticket=${await ticketFor(user)}`);
const changes = (stream: Stream) =>
  stream
    .events()
    .filter((event) => event.event === 'change')
    .map((event) => event.data);
const waitForChange = (stream: Stream, table: string, id: string) =>
  vi.waitFor(() => expect(changes(stream)).toContainEqual({ table, id }), { timeout: 5_000 });

/** A tutors change every stream hears: once it arrived, every earlier change has been handled. */
async function barrier(streams: Stream[]): Promise<void> {
  await db('tutors')
    .where({ id: otherTutor.id })
    .update({ bio: `penanda ${Math.random()}` });
  for (const stream of streams) await waitForChange(stream, 'tutors', otherTutor.id);
}

async function insertTransaction(customerId: string, tutorId: string): Promise<string> {
  const [row] = await db('transactions')
    .insert({
      source: 'booking',
      customer_id: customerId,
      tutor_id: tutorId,
      customer_name: 'Siswa Uji',
      customer_phone: '081299998888',
      subjects: ['SMP - IPA'],
      duration_hours: 2,
      student_count: 1,
      price_per_hour: 50_000,
      total_price: 100_000,
      tutor_payment: 85_000,
    })
    .returning<{ id: string }[]>('id');
  if (!row) throw new Error('no transaction');
  return row.id;
}

const listening = async () =>
  Number(
    (
      await db.raw<{ rows: { count: number }[] }>(
        "select count(*) from pg_stat_activity where datname = current_database() and query = 'listen ajarin_changes'",
      )
    ).rows[0]?.count,
  );

describe('GET /api/events', () => {
  it('starts with the retry hint and keeps the stream alive with heartbeats', async () => {
    const stream = await connect();
    expect(stream.status).toBe(200);
    expect(stream.text().startsWith('retry: 1000\n\n')).toBe(true);
    await vi.waitFor(() => expect(stream.text()).toContain(': heartbeat'), { timeout: 5_000 });
    stream.close();
  });

  it('tells an anonymous client about tutors, never about transactions', async () => {
    const anonymous = await connect();
    const transactionId = await insertTransaction(customer.id, tutor.id);
    await db('tutors').where({ id: tutor.id }).update({ bio: 'Profil baru' });
    await waitForChange(anonymous, 'tutors', tutor.id);
    await barrier([anonymous]);
    expect(changes(anonymous).filter((change) => change.table !== 'tutors')).toEqual([]);
    expect(anonymous.text()).not.toContain(transactionId);
    anonymous.close();
  });

  it("tells a transaction's customer, its tutor and admins, and nobody else", async () => {
    const [mine, theirs, tutorStream, otherTutorStream, adminStream, anonymous] = await Promise.all([
      connectAs(customer),
      connectAs(otherCustomer),
      connectAs(tutor),
      connectAs(otherTutor),
      connectAs(admin),
      connect(),
    ]);
    const transactionId = await insertTransaction(customer.id, tutor.id);
    for (const stream of [mine, tutorStream, adminStream]) await waitForChange(stream, 'transactions', transactionId);
    await barrier([theirs, otherTutorStream, anonymous]);
    for (const stream of [theirs, otherTutorStream, anonymous]) expect(stream.text()).not.toContain(transactionId);
    for (const stream of [mine, theirs, tutorStream, otherTutorStream, adminStream, anonymous]) stream.close();
  });

  it("tells a feedback's author and admins of its reply, and nobody else", async () => {
    const [author, stranger, someTutor, adminStream] = await Promise.all([
      connectAs(customer),
      connectAs(otherCustomer),
      connectAs(tutor),
      connectAs(admin),
    ]);
    const [row] = await db('feedback_reports')
      .insert({ user_id: customer.id, user_name: 'Siswa Uji', subject: 'Saran', category: 'feedback', notes: 'Tambah fitur' })
      .returning<{ id: string }[]>('id');
    const id = row?.id ?? '';
    for (const stream of [author, adminStream]) await waitForChange(stream, 'feedback_reports', id);
    await db('feedback_reports').where({ id }).update({ reply: 'Terima kasih', replied_by: admin.id, replied_at: db.fn.now() });
    await barrier([author, stranger, someTutor]);
    expect(changes(author).filter((change) => change.table === 'feedback_reports')).toEqual([
      { table: 'feedback_reports', id },
      { table: 'feedback_reports', id },
    ]);
    for (const stream of [stranger, someTutor]) expect(stream.text()).not.toContain(id);
    for (const stream of [author, stranger, someTutor, adminStream]) stream.close();
  });

  it('tells every tutor about an OPEN learning request and its closing, and only its people after', async () => {
    const [owner, participant, someTutor, stranger] = await Promise.all([
      connectAs(customer),
      connectAs(tutor),
      connectAs(otherTutor),
      connectAs(otherCustomer),
    ]);
    const [request] = await db('learning_requests')
      .insert({
        customer_id: customer.id,
        customer_name: 'Siswa Uji',
        phone: '081299998888',
        subjects: ['SMP - IPA'],
        student_count: 1,
        duration_hours: 1,
      })
      .returning<{ id: string }[]>('id');
    if (!request) throw new Error('no request');
    for (const stream of [owner, participant, someTutor]) await waitForChange(stream, 'learning_requests', request.id);
    await barrier([stranger]);
    expect(stranger.text()).not.toContain(request.id);

    // Joining announces the request again (request_participants trigger); then it is cancelled.
    const heard = (stream: Stream) => changes(stream).filter((change) => change.id === request.id).length;
    await db('request_participants').insert({ request_id: request.id, tutor_id: tutor.id });
    for (const stream of [owner, participant, someTutor]) await vi.waitFor(() => expect(heard(stream)).toBe(2), { timeout: 5_000 });
    // Cancelling closes it: every tutor hears that once, so it leaves their open lists.
    await db('learning_requests').where({ id: request.id }).update({ status: 'CANCELLED' });
    for (const stream of [owner, participant, someTutor]) await vi.waitFor(() => expect(heard(stream)).toBe(3), { timeout: 5_000 });
    // A later change of the closed request is its people's business only.
    await db('learning_requests').where({ id: request.id }).update({ notes: 'Tidak jadi' });
    for (const stream of [owner, participant]) await vi.waitFor(() => expect(heard(stream)).toBe(4), { timeout: 5_000 });
    await barrier([someTutor, stranger]);
    expect(heard(someTutor)).toBe(3);
    expect(heard(stranger)).toBe(0);
    for (const stream of [owner, participant, someTutor, stranger]) stream.close();
  });

  it('sends {table, id} and nothing else: no row data, no phone numbers', async () => {
    const stream = await connectAs(tutor);
    const transactionId = await insertTransaction(customer.id, tutor.id);
    await waitForChange(stream, 'transactions', transactionId);
    for (const change of changes(stream)) expect(Object.keys(change).sort()).toEqual(['id', 'table']);
    for (const phone of ['081299998888', '081211112222']) expect(stream.text()).not.toContain(phone);
    stream.close();
  });

  it('holds one LISTEN connection for any number of streams, and lets it go after the last leaves', async () => {
    const streams = await Promise.all([connect(), connect(), connectAs(customer), connectAs(tutor)]);
    expect(await listening()).toBe(1);
    streams.forEach((stream) => stream.close());
    await vi.waitFor(async () => expect(await listening()).toBe(0), { timeout: 5_000 });
  });

  it('asks open streams to resync after the LISTEN connection was lost', async () => {
    const stream = await connect();
    const [row] = (
      await db.raw<{ rows: { pid: number }[] }>(
        "select pid from pg_stat_activity where datname = current_database() and query = 'listen ajarin_changes'",
      )
    ).rows;
    if (!row) throw new Error('nobody listens');
    await db.raw('select pg_terminate_backend(?)', [row.pid]);
    await vi.waitFor(() => expect(stream.events().map((event) => event.event)).toContain('resync'), { timeout: 10_000 });
    await db('tutors').where({ id: tutor.id }).update({ bio: 'Setelah tersambung lagi' });
    await waitForChange(stream, 'tutors', tutor.id);
    stream.close();
  });
});

describe('tickets', () => {
  it('are single use', async () => {
    const ticket = await ticketFor(customer);
    const first = await connect(`?ticket=${ticket}`);
    expect(first.status).toBe(200);
    const again = await connect(`?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.text()).error.message).toBe('Tiket pembaruan langsung tidak valid atau sudah digunakan.');
    first.close();
  });

  it('refuse unknown and malformed tickets, and are issued only to a signed-in user', async () => {
    expect((await connect(`?ticket=${'A'.repeat(43)}`)).status).toBe(401);
    expect((await connect('?ticket=pendek')).status).toBe(401);
    expect((await connect('?ticket=a&ticket=b')).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/api/events/ticket`, { method: 'POST' })).status).toBe(401);
  });

  it('cap the streams one user holds open', async () => {
    const [first, second] = [await connectAs(admin), await connectAs(admin)];
    const third = await connectAs(admin);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.text()).error.message).toBe('Terlalu banyak koneksi pembaruan langsung. Tutup beberapa tab lalu coba lagi.');
    first.close();
    await vi.waitFor(async () => expect((await connectAs(admin)).status).toBe(200), { timeout: 5_000 });
    second.close();
  });
});
