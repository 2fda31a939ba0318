import { describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../core/errors.ts';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES as M } from '../../core/feedback/feedback.schema.ts';
import { INVALID_CHARACTER_MESSAGE } from '../../core/validation/text.ts';
import { FEEDBACK_REPLIED_TITLE } from '../../services/feedback/feedback-notification.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// Feedback and reports (docs/product.md#feedback): the server checks the form, limits spam, shows
// an entry to its author and admins only, and an admin's reply is audited and tells the author.

const app = await startBookingsApp({ mail: true });
const { call, db, createCustomer, createTutor, createAdmin, mailsTo, outboxEvents } = app;

const send = (who: Actor | null, body: Record<string, unknown>) => call(who, 'POST', '/api/feedback', { json: body });
const reply = (who: Actor, id: string, body: unknown) => call(who, 'POST', `/api/admin/feedback/${id}/reply`, { json: body });
const rowCount = async () => Number((await db('feedback_reports').count<{ count: string }[]>({ count: '*' }))[0]?.count);

async function sent(who: Actor, body: Record<string, unknown> = {}): Promise<string> {
  const res = await send(who, { subject: 'Saran fitur', notes: 'Tambahkan filter kota', ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.feedback.id as string;
}

describe('POST /api/feedback', () => {
  it('stores a trimmed entry under the author, with their name, as feedback by default', async () => {
    const customer = await createCustomer('Rina Wulandari');
    const res = await send(customer, {
      subject: '  Aplikasi lambat  ',
      notes: '  Halaman tutor lama dimuat \n',
      userId: 'someone',
      reply: 'x',
    });
    expect(res.status).toBe(201);
    expect(res.body.feedback).toMatchObject({
      subject: 'Aplikasi lambat',
      notes: 'Halaman tutor lama dimuat',
      category: 'feedback',
      reply: null,
      repliedAt: null,
    });
    const row = await db('feedback_reports').where({ id: res.body.feedback.id }).first();
    expect(row).toMatchObject({ user_id: customer.id, user_name: 'Rina Wulandari', reply: null });
  });

  it('names the author by email when their name holds nothing to show', async () => {
    const tutor = await createTutor();
    // The users CHECK trims spaces only: a name of a lone tab passes it but shows as nothing.
    await db('users').where({ id: tutor.id }).update({ name: '\t' });
    const id = await sent(tutor, { category: 'report' });
    expect(await db('feedback_reports').where({ id }).first('user_name', 'category')).toEqual({
      user_name: tutor.email,
      category: 'report',
    });
  });

  it("refuses a blank subject or notes with 'Subjek dan Catatan harus diisi', and stores nothing", async () => {
    const customer = await createCustomer();
    const before = await rowCount();
    for (const body of [{ subject: '   ', notes: 'isi' }, { subject: 'Judul', notes: ' \n ' }, {}, { subject: 'Judul' }]) {
      const res = await send(customer, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(M.required);
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses texts longer than the table allows, an unknown category and U+0000, with their own messages', async () => {
    const customer = await createCustomer();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'a'.repeat(FEEDBACK_LIMITS.subjectMax + 1), notes: 'b' }, M.subjectTooLong],
      [{ subject: 'a', notes: 'b'.repeat(FEEDBACK_LIMITS.notesMax + 1) }, M.notesTooLong],
      [{ subject: 'a', notes: 'b', category: 'keluhan' }, M.category],
      [{ subject: 'a\u0000b', notes: 'b' }, INVALID_CHARACTER_MESSAGE],
    ];
    const before = await rowCount();
    for (const [body, message] of cases) {
      const res = await send(customer, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await rowCount()).toBe(before);
    expect((await send(customer, { subject: 'a'.repeat(200), notes: 'b'.repeat(5000), category: 'report' })).status).toBe(201);
  });

  it('needs a signed-in user', async () => {
    expect((await send(null, { subject: 'a', notes: 'b' })).status).toBe(401);
    expect((await call(null, 'GET', '/api/feedback')).status).toBe(401);
  });

  it('accepts five entries per user in ten minutes, then 429 without storing the sixth', async () => {
    const customer = await createCustomer();
    for (let index = 0; index < 5; index += 1) await sent(customer, { subject: `Saran ${index}` });
    const before = await rowCount();
    const refused = await send(customer, { subject: 'Saran 6', notes: 'lagi' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await rowCount()).toBe(before);
    // Another user is not held back by it.
    await sent(await createCustomer());
  });
});

describe('reading feedback', () => {
  it("lists the user's own entries only, newest first", async () => {
    const [customer, other] = await Promise.all([createCustomer(), createCustomer()]);
    const first = await sent(customer, { subject: 'Pertama' });
    const second = await sent(customer, { subject: 'Kedua', category: 'report' });
    await sent(other, { subject: 'Milik orang lain' });
    const res = await call(customer, 'GET', '/api/feedback');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).not.toHaveProperty('userName');
  });

  it('pages the history by cursor, and a cursor of someone else gives nothing of theirs', async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const theirs = await sent(other);
    const ids: string[] = [];
    for (let index = 0; index < FEEDBACK_LIMITS.pageSize + 1; index += 1) {
      const [row] = await db('feedback_reports')
        .insert({
          user_id: customer.id,
          user_name: customer.name,
          subject: `S${index}`,
          notes: 'n',
          created_at: new Date(Date.UTC(2026, 0, 1, 0, index)),
        })
        .returning<{ id: string }[]>('id');
      ids.unshift(row?.id ?? '');
    }
    const page1 = await call(customer, 'GET', '/api/feedback');
    expect(page1.body.items).toHaveLength(FEEDBACK_LIMITS.pageSize);
    const page2 = await call(customer, 'GET', `/api/feedback?cursor=${page1.body.nextCursor}`);
    expect([...page1.body.items, ...page2.body.items].map((item: { id: string }) => item.id)).toEqual(ids);
    expect(page2.body.nextCursor).toBeNull();
    expect((await call(customer, 'GET', `/api/feedback?cursor=${theirs}`)).body.items).toEqual([]);
    expect((await call(customer, 'GET', '/api/feedback?cursor=bukan-id')).status).toBe(400);
  });

  it('shows an entry to its author and to admins; anyone else, and an unknown or malformed id, get the same 404', async () => {
    const [author, otherCustomer, tutor, admin] = await Promise.all([createCustomer(), createCustomer(), createTutor(), createAdmin()]);
    const id = await sent(author, { subject: 'Rahasia', notes: 'Isi laporan' });
    const mine = await call(author, 'GET', `/api/feedback/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.feedback).toMatchObject({ id, subject: 'Rahasia', notes: 'Isi laporan', category: 'feedback', reply: null });
    expect((await call(admin, 'GET', `/api/feedback/${id}`)).status).toBe(200);
    for (const [who, path] of [
      [otherCustomer, `/api/feedback/${id}`],
      [tutor, `/api/feedback/${id}`],
      [author, '/api/feedback/00000000-0000-4000-8000-000000000000'],
      [author, '/api/feedback/bukan-id'],
      [author, '/api/feedback/%00'],
    ] as const) {
      const res = await call(who, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe(M.notFound);
      expect(res.text).not.toContain('Rahasia');
    }
  });
});

describe('the admin inbox', () => {
  it('is for admins only', async () => {
    const [customer, tutor] = await Promise.all([createCustomer(), createTutor()]);
    const id = await sent(customer);
    for (const who of [customer, tutor]) {
      expect((await call(who, 'GET', '/api/admin/feedback')).status).toBe(403);
      const refused = await reply(who, id, { reply: 'Saya admin' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(FORBIDDEN_MESSAGE);
    }
    expect((await call(null, 'GET', '/api/admin/feedback')).status).toBe(401);
    expect((await db('feedback_reports').where({ id }).first('reply')).reply).toBeNull();
  });

  it('lists unanswered entries first, newest first within each, filtered by category', async () => {
    const admin = await createAdmin();
    await db('feedback_reports').del();
    const customer = await createCustomer('Penulis Kotak Masuk');
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 0, minute));
    const rows = await db('feedback_reports')
      .insert([
        {
          user_id: customer.id,
          user_name: 'A',
          subject: 'lama dijawab',
          category: 'feedback',
          notes: 'n',
          created_at: at(1),
          reply: 'ok',
          replied_at: at(2),
        },
        { user_id: customer.id, user_name: 'B', subject: 'lama', category: 'report', notes: 'n', created_at: at(3) },
        {
          user_id: customer.id,
          user_name: 'C',
          subject: 'baru dijawab',
          category: 'report',
          notes: 'n',
          created_at: at(5),
          reply: 'ok',
          replied_at: at(6),
        },
        { user_id: customer.id, user_name: 'D', subject: 'baru', category: 'feedback', notes: 'n', created_at: at(7) },
      ])
      .returning<{ subject: string }[]>('subject');
    expect(rows).toHaveLength(4);
    const subjects = async (query = '') =>
      ((await call(admin, 'GET', `/api/admin/feedback${query}`)).body.items as { subject: string }[]).map((item) => item.subject);
    expect(await subjects()).toEqual(['baru', 'lama', 'baru dijawab', 'lama dijawab']);
    expect(await subjects('?category=report')).toEqual(['lama', 'baru dijawab']);
    expect(await subjects('?category=feedback')).toEqual(['baru', 'lama dijawab']);
    const inbox = await call(admin, 'GET', '/api/admin/feedback');
    expect(inbox.body.items[0]).toMatchObject({ userName: 'D', category: 'feedback', reply: null });
    const bad = await call(admin, 'GET', '/api/admin/feedback?category=keluhan');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(M.category);
  });

  it('pages the inbox across the answered boundary without losing or repeating an entry', async () => {
    const admin = await createAdmin();
    await db('feedback_reports').del();
    const customer = await createCustomer();
    const total = FEEDBACK_LIMITS.pageSize + 5;
    await db('feedback_reports').insert(
      Array.from({ length: total }, (_, index) => ({
        user_id: customer.id,
        user_name: 'X',
        subject: `S${index}`,
        notes: 'n',
        created_at: new Date(Date.UTC(2026, 2, 1, 0, index)),
        ...(index % 3 === 0 ? { reply: 'ok', replied_at: new Date() } : {}),
      })),
    );
    const page1 = await call(admin, 'GET', '/api/admin/feedback');
    const page2 = await call(admin, 'GET', `/api/admin/feedback?cursor=${page1.body.nextCursor}`);
    const all = [...page1.body.items, ...page2.body.items] as { subject: string; reply: string | null }[];
    expect(all).toHaveLength(total);
    expect(new Set(all.map((item) => item.subject)).size).toBe(total);
    const firstAnswered = all.findIndex((item) => item.reply !== null);
    expect(all.slice(firstAnswered).every((item) => item.reply !== null)).toBe(true);
    expect(page2.body.nextCursor).toBeNull();
  });
});

describe('POST /api/admin/feedback/:id/reply', () => {
  it('stores the reply, audits it, writes the event and emails the author with a link to the entry', async () => {
    const [author, admin] = await Promise.all([createCustomer('Dimas Pratama'), createAdmin()]);
    const id = await sent(author, { subject: 'Tombol bayar hilang', category: 'report', notes: 'Di halaman transaksi' });
    const res = await reply(admin, id, { reply: '  Sudah kami perbaiki, silakan coba lagi.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.replied);
    expect(res.body.feedback).toMatchObject({ id, reply: 'Sudah kami perbaiki, silakan coba lagi.' });

    const row = await db('feedback_reports').where({ id }).first();
    expect(row).toMatchObject({ reply: 'Sudah kami perbaiki, silakan coba lagi.', replied_by: admin.id });
    expect(row.replied_at).toBeInstanceOf(Date);
    const audit = await db('audit_log').where({ entity: 'feedback_report', entity_id: id });
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: admin.id, action: 'feedback.reply', before: { replied: false }, after: { replied: true } }),
    ]);
    expect((await outboxEvents('feedback.replied')).filter((event) => event.payload.feedbackId === id)).toHaveLength(1);

    const [mail] = await mailsTo(author.email);
    expect(mail?.subject).toBe(FEEDBACK_REPLIED_TITLE);
    expect(mail?.text).toContain('Halo Dimas Pratama');
    expect(mail?.text).toContain('Subjek: Tombol bayar hilang');
    expect(mail?.text).toContain('Respon Admin: Sudah kami perbaiki, silakan coba lagi.');
    expect(mail?.text).toContain(`https://ajarin.test/feedback-detail/${id}`);
    // The mail reaches SMTP a moment before the sender records it: wait for the ledger, not a clock.
    await vi.waitFor(
      async () => {
        const delivery = await db('notification_deliveries as d')
          .join('outbox as o', 'o.id', 'd.outbox_id')
          .where({ 'o.type': 'feedback.replied', 'd.user_id': author.id })
          .first('d.status');
        expect(delivery?.status).toBe('sent');
      },
      { timeout: 10_000, interval: 50 },
    );

    const seen = await call(author, 'GET', `/api/feedback/${id}`);
    expect(seen.body.feedback.reply).toBe('Sudah kami perbaiki, silakan coba lagi.');
  });

  it('lets an admin correct a reply: the new one replaces it, and the author is told again', async () => {
    const [author, admin] = await Promise.all([createCustomer(), createAdmin()]);
    const id = await sent(author);
    expect((await reply(admin, id, { reply: 'Balasan pertama' })).status).toBe(200);
    expect((await reply(admin, id, { reply: 'Balasan yang benar' })).status).toBe(200);
    expect((await db('feedback_reports').where({ id }).first('reply')).reply).toBe('Balasan yang benar');
    const audit = await db('audit_log').where({ entity: 'feedback_report', entity_id: id }).orderBy('id');
    expect(audit.map((entry) => entry.before)).toEqual([{ replied: false }, { replied: true }]);
    const mails = await mailsTo(author.email, 2);
    expect(mails.at(-1)?.text).toContain('Balasan yang benar');
  });

  it('refuses a blank or too long reply and changes nothing; an unknown or malformed id is 404', async () => {
    const [author, admin] = await Promise.all([createCustomer(), createAdmin()]);
    const id = await sent(author);
    for (const [body, message] of [
      [{ reply: '   ' }, M.replyRequired],
      [{}, M.replyRequired],
      [{ reply: 'x'.repeat(FEEDBACK_LIMITS.replyMax + 1) }, M.replyTooLong],
    ] as const) {
      const res = await reply(admin, id, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'bukan-id']) {
      const res = await reply(admin, missing, { reply: 'Halo' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(M.notFound);
    }
    expect((await db('feedback_reports').where({ id }).first('reply')).reply).toBeNull();
    expect(await db('audit_log').where({ entity: 'feedback_report', entity_id: id })).toEqual([]);
  });
});
