import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../core/accounts/actor.ts';
import { DEMO_TELEGRAM_USERS } from '../../dev/routes/telegram.routes.ts';
import { DEMO_WHATSAPP_USERS } from '../../dev/routes/whatsapp.routes.ts';
import { createWhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';
import type { Db } from '../../infra/db.ts';
import { createLogger } from '../../infra/logger.ts';
import { seedIfEmpty } from '../../dev/demo/seeds/demo-data.ts';
import { demoBanner } from '../../dev/demo/demo-banner.ts';
import { demoChatLinker, emulatorChooser } from '../../dev/demo/demo-chat-links.ts';
import { playDemoStory } from '../../dev/demo/play-demo-story.ts';
import { listFeedbackInbox } from '../../services/feedback/list-feedback-inbox.ts';
import { listPendingProofs } from '../../services/payments/list-pending-proofs.ts';
import { listPayouts } from '../../services/payouts/list-payouts.ts';
import { listOpenRequests } from '../../services/requests/list-open-requests.ts';
import { listOwnRequests } from '../../services/requests/list-own-requests.ts';
import { getCustomerTransaction } from '../../services/transactions/get-customer-transaction.ts';
import { listCustomerTransactions } from '../../services/transactions/list-customer-transactions.ts';
import { listTutorTransactions } from '../../services/transactions/list-tutor-transactions.ts';
import { listTutors } from '../../services/tutors/list-tutors.ts';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import { startTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/database.ts';
import { findInvariantViolations } from '../helpers/invariants.ts';
import { startChatStack } from '../helpers/chat-stack.ts';

// Issue 14: a fresh demo puts the demo accounts in the middle of real activity, played through the
// use cases with the real bot linking the demo chats and the real jobs delivering what it caused.

const { db, deps } = await startTestApp();
const whatsapp = createWhatsAppEmulator();
const stack = await startChatStack(deps, { whatsapp });
const [nadiaChat, rizkyChat, adminChat] = DEMO_TELEGRAM_USERS as [
  (typeof DEMO_TELEGRAM_USERS)[number],
  (typeof DEMO_TELEGRAM_USERS)[number],
  (typeof DEMO_TELEGRAM_USERS)[number],
];
const who: Record<'nadia' | 'rizky' | 'admin', Actor> = {} as never;
const config = deps.config;
const requestDeps = { db, config };

beforeAll(async () => {
  const seed = await seedIfEmpty(db, { storage: deps.storage, now: new Date() });
  expect(seed.seeded).toBe(true);
  await playDemoStory({
    db,
    storage: deps.storage,
    logger: createLogger({ level: 'silent' }),
    config,
    linkChat: demoChatLinker(db, { telegram: stack.emulator, whatsapp }),
    chooseInChat: emulatorChooser(db, stack.emulator),
  });
  for (const [key, email] of [
    ['nadia', 'siswa@ajarin.id'],
    ['rizky', 'tutor@ajarin.id'],
    ['admin', 'admin@ajarin.id'],
  ] as const) {
    const user = await db('users').where({ email }).first<{ id: string; role: Actor['role'] }>('id', 'role');
    who[key] = { id: user.id, role: user.role };
  }
}, 120_000);

/** What the story did, without ids and clocks: who, with whom, what, in which state. */
async function storyShape(database: Db) {
  const transactions = await database('transactions as t')
    .join('users as c', 'c.id', 't.customer_id')
    .join('tutors as tu', 'tu.id', 't.tutor_id')
    .leftJoin('payouts as p', 'p.transaction_id', 't.id')
    .leftJoin('reviews as r', 'r.transaction_id', 't.id')
    .orderBy(['c.email', 'tu.name', 't.total_price', 't.payment_status'])
    .select('c.email', 'tu.name', 't.subjects', 't.total_price', 't.payment_status', 't.class_status', 'p.status as payout', 'r.rating');
  const requests = await database('learning_requests as l')
    .join('users as c', 'c.id', 'l.customer_id')
    .orderBy(['c.email', 'l.notes'])
    .select(
      'c.email',
      'l.subjects',
      'l.status',
      database.raw(
        '(select array_agg(t.name order by t.name) from request_participants p join tutors t on t.id = p.tutor_id where p.request_id = l.id) as tutors',
      ),
    );
  const feedback = await database('feedback_reports')
    .orderBy('subject')
    .select('subject', 'category', database.raw('reply is not null as answered'));
  return { transactions, requests, feedback };
}

describe('the demo story', () => {
  it('leaves a database that keeps every marketplace invariant', async () => {
    expect(
      await findInvariantViolations(db, { requestMaxTutors: config.REQUEST_MAX_TUTORS, payoutAdminFee: config.PAYOUT_ADMIN_FEE }),
    ).toEqual([]);
  });

  it('is announced by a start banner naming the three demo accounts and the places to look', () => {
    const banner = demoBanner('http://localhost:3000', { telegram: true, whatsapp: true });
    expect(banner.length).toBeLessThanOrEqual(6);
    const text = banner.join('\n');
    for (const account of ['siswa@ajarin.id / siswa123', 'tutor@ajarin.id / tutor123', 'admin@ajarin.id / admin123'])
      expect(text).toContain(account);
    expect(banner.at(-1)).toBe(
      'Lihat: http://localhost:3000/dev/mailbox (email) · /dev/telegram (chat bot) · /dev/whatsapp (bot WhatsApp) · /admin (konsol admin)',
    );
    expect(demoBanner('http://localhost:3000', { telegram: false }).join('\n')).not.toContain('/dev/telegram');
  });

  it('has an invariant check that finds faults planted behind the services', async () => {
    const trx = await db.transaction();
    try {
      const paid = await trx('transactions').where({ payment_status: 'PAID', class_status: 'IN_PROGRESS' }).first<{ id: string }>('id');
      await trx('payment_proofs').where({ transaction_id: paid.id }).delete();
      await trx('tutors').where({ id: who.rizky.id }).update({ hours_taught: 0 });
      const found = await findInvariantViolations(trx as unknown as Db, { requestMaxTutors: 2, payoutAdminFee: config.PAYOUT_ADMIN_FEE });
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^transaction ${paid.id}: PAID with proofs \\[\\]$`)),
          expect.stringMatching(/: 3 participants, cap 2$/),
          expect.stringMatching(new RegExp(`^tutor ${who.rizky.id}: 0 hours taught`)),
        ]),
      );
    } finally {
      await trx.rollback();
    }
  });

  it('gives the demo customer a booking in every state, the paid one with the tutor number', async () => {
    const page = await listCustomerTransactions({ db }, who.nadia);
    const states = page.transactions.map((item) => `${item.paymentStatus}/${item.classStatus}`);
    expect(states).toEqual(
      expect.arrayContaining(['UNPAID/IN_PROGRESS', 'PROOF_SUBMITTED/IN_PROGRESS', 'PAID/IN_PROGRESS', 'PAID/DONE', 'CANCELLED/CANCELLED']),
    );
    const inProgress = page.transactions.find((item) => item.paymentStatus === 'PAID' && item.classStatus === 'IN_PROGRESS');
    expect((await getCustomerTransaction({ db }, who.nadia, inProgress!.id)).tutorPhone).toBe('081298765432');
    const waiting = page.transactions.find((item) => item.paymentStatus === 'PROOF_SUBMITTED');
    expect((await getCustomerTransaction({ db }, who.nadia, waiting!.id)).tutorPhone).toBeNull();
    const done = await db('reviews').where({ customer_id: who.nadia.id }).count<{ count: string }[]>('* as count');
    expect(Number(done[0]?.count)).toBe(1);
  });

  it('has a confirmed session coming up and one class finished by the silence rule', async () => {
    const upcoming = await db('lesson_sessions')
      .where({ status: 'CONFIRMED', tutor_id: who.rizky.id })
      .where('starts_at', '>', db.fn.now());
    expect(upcoming).toHaveLength(1);
    const silent = await db('lesson_sessions as s')
      .join('transactions as t', 't.id', 's.transaction_id')
      .where({ 's.done_reason': 'silence' })
      .select('t.class_status', 's.customer_attendance');
    expect(silent).toEqual([{ class_status: 'DONE', customer_attendance: null }]);
  });

  it('gives the demo customer one open request with three interested tutors and one with a tutor chosen', async () => {
    const own = await listOwnRequests(requestDeps, who.nadia);
    const open = own.requests.filter((request) => request.status === 'OPEN');
    const chosen = own.requests.filter((request) => request.status === 'CHOSEN');
    expect(open).toHaveLength(1);
    expect(open[0]?.participantCount).toBe(3);
    expect(chosen).toHaveLength(1);
    expect((await db('learning_requests').where({ id: chosen[0]!.id }).first('chosen_tutor_id')).chosen_tutor_id).toBe(who.rizky.id);
  });

  it('gives the demo tutor requests to join in his subjects and money in every column', async () => {
    const matching = await listOpenRequests(requestDeps, who.rizky, { matching: true });
    expect(matching.requests.filter((request) => !request.joined).length).toBeGreaterThanOrEqual(2);
    const { summary } = await listTutorTransactions({ db }, who.rizky, { source: 'all' });
    expect(summary.upcoming.count).toBeGreaterThanOrEqual(1);
    expect(summary.readyToWithdraw.count).toBe(1);
    expect(summary.inWithdrawal.count).toBe(1);
    expect(summary.earnedThisMonth.count).toBe(1);
    expect(summary.earnedThisMonth.amount).toBeGreaterThan(0);
  });

  it('leaves the admin proofs and a payout to decide and a report to answer', async () => {
    const proofs = await listPendingProofs({ db }, who.admin);
    expect(proofs.length).toBe(2);
    const payouts = await listPayouts({ db }, who.admin);
    expect(payouts.filter((payout) => payout.status === 'REQUESTED')).toHaveLength(1);
    const inbox = await listFeedbackInbox({ db }, who.admin, {});
    expect(inbox.items.filter((item) => item.reply === null && item.category === 'report')).toHaveLength(1);
    expect(inbox.items.filter((item) => item.reply !== null)).toHaveLength(1);
  });

  it('keeps the gallery counts true: every listed tutor appears once, Rizky with his new reviews', async () => {
    const listed = Number((await db('tutors').where({ listed: true }).count<{ count: string }[]>('* as count'))[0]?.count);
    const ids = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await listTutors(db, listTutorsQuerySchema.parse(cursor ? { cursor } : {}));
      for (const tutor of page.tutors) ids.add(tutor.id);
      expect(page.total).toBe(listed);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(ids.size).toBe(listed);
    const rizky = await db('tutors').where({ id: who.rizky.id }).first('review_count', 'hours_taught');
    expect(rizky.review_count).toBe(34 + 3);
    expect(rizky.hours_taught).toBe(128 + 2 + 3 + 2);
  });

  it('tells the same story on every fresh start', async () => {
    const { db: other } = await freshDatabase();
    await seedIfEmpty(other, { storage: deps.storage, now: new Date() });
    await playDemoStory({ db: other, storage: deps.storage, logger: createLogger({ level: 'silent' }), config });
    expect(await storyShape(other)).toEqual(await storyShape(db));
  });

  it('links the demo chats through the bot, and each chat gets every message the story caused, once', async () => {
    const chats = [nadiaChat, rizkyChat, adminChat];
    const users = await db('chat_links')
      .where({ channel: 'telegram' })
      .whereIn(
        'chat_id',
        chats.map((chat) => String(chat.id)),
      )
      .pluck('user_id');
    expect(users).toHaveLength(3);
    // The upcoming session's 1 h reminder is a delayed job armed when its confirmation is processed.
    await expect
      .poll(
        async () => Number((await db('outbox').where({ type: 'session.reminder' }).count<{ count: string }[]>('* as count'))[0]?.count),
        {
          timeout: 60_000,
        },
      )
      .toBe(2);
    const open = () =>
      db('notification_deliveries')
        .where({ channel: 'telegram' })
        .whereIn('user_id', users)
        .whereIn('status', ['pending', 'sending'])
        .count<{ count: string }[]>('* as count');
    await expect
      .poll(async () => Number((await db('outbox').whereNull('relayed_at').count<{ count: string }[]>('* as count'))[0]?.count), {
        timeout: 60_000,
      })
      .toBe(0);
    await expect.poll(async () => Number((await open())[0]?.count), { timeout: 60_000 }).toBe(0);

    const titles = (chatId: number) => stack.emulator.messagesTo(chatId).map((message) => (message.text ?? '').split('\n')[0]);
    for (const chat of chats) {
      // The bot asks before it links (docs/decisions/041); the demo user answered 'Ya, Hubungkan'.
      const [asked, linked, ...rest] = titles(chat.id);
      expect(asked).toMatch(/^Hubungkan Telegram ini ke akun Ajarin .\*\*\*.?@ajarin\.id\?$/);
      expect(linked).toMatch(/^Akun Ajarin Anda \(.+\) terhubung\./);
      const userId = (
        await db('chat_links')
          .where({ channel: 'telegram', chat_id: String(chat.id) })
          .first('user_id')
      ).user_id;
      const sent = await db('notification_deliveries')
        .where({ channel: 'telegram', user_id: userId, status: 'sent' })
        .count<{ count: string }[]>('* as count');
      // Nadia chose Rizky in the chat: the bot's two answers (the question, the payment instructions) are no deliveries.
      const answers = chat === nadiaChat ? 2 : 0;
      if (chat === nadiaChat)
        expect(
          rest.some((title) => /^Anda memilih .+ sebagai tutor\. Transaksi sudah dibuat\.$/.test(title ?? '')),
          'Nadia chose in the chat',
        ).toBe(true);
      expect(rest).toHaveLength(Number(sent[0]?.count) + answers);
      const texts = stack.emulator.messagesTo(chat.id).map((message) => message.text);
      expect(new Set(texts).size, 'a message arrived twice').toBe(texts.length);
    }
    expect(new Set(titles(rizkyChat.id))).toEqual(
      new Set([
        'Hubungkan Telegram ini ke akun Ajarin t***r@ajarin.id?',
        'Akun Ajarin Anda (Rizky Pratama) terhubung. Ketik /bantuan untuk melihat apa yang bisa saya bantu.',
        'Ada pesanan baru untuk Anda di Ajarin',
        'Pembayaran siswa terverifikasi',
        'Pencairan dana disetujui',
        'Pencairan dana sudah ditransfer',
        'Kelas selesai, dana siap dicairkan',
        'Anda dipilih sebagai tutor',
        'Ada permintaan belajar baru sesuai mata pelajaran Anda',
        'Balasan admin untuk feedback Anda',
        'Jadwal kelas disetujui',
        'Kelas dimulai 1 jam lagi',
      ]),
    );
    // Budi typed his number into the request's notes; Rizky reads it masked (docs/product.md#privacy-free-text).
    // Rizky is invited to Nadia's request and to Budi's, in whichever order the sends went.
    const invitation = stack.emulator.messagesTo(rizkyChat.id).find((message) => message.text?.includes('Catatan: Latihan soal SNBT'));
    expect(invitation?.text).toContain(
      'Catatan: Latihan soal SNBT seminggu dua kali, online. Kalau mau cepat, WA saya di [nomor disembunyikan] ya.',
    );
    expect(titles(nadiaChat.id)).toEqual(
      expect.arrayContaining([
        'Pesanan berhasil dibuat, segera lakukan pembayaran',
        'Pembayaran terverifikasi, hubungi tutor Anda',
        'Kelas dimulai 1 jam lagi',
      ]),
    );
    expect(titles(nadiaChat.id)).toEqual(
      expect.arrayContaining([
        'Pilih Rizky Pratama sebagai tutor untuk permintaan belajar ini?',
        'Anda memilih Rizky Pratama sebagai tutor. Transaksi sudah dibuat.',
      ]),
    );
    expect(titles(adminChat.id).filter((title) => title === 'Bukti pembayaran baru perlu diverifikasi')).toHaveLength(2);
    expect(titles(adminChat.id).filter((title) => title === 'Pencairan dana baru perlu diputuskan')).toHaveLength(1);
  });

  it('links the demo WhatsApp chats too, and each gets every message the story caused, once', async () => {
    const numbers = DEMO_WHATSAPP_USERS.map((user) => user.number);
    const links = await db('chat_links')
      .where({ channel: 'whatsapp' })
      .whereIn(
        'chat_id',
        numbers.map((number) => `${number}@s.whatsapp.net`),
      )
      .select('user_id', 'chat_id');
    expect(links).toHaveLength(3);
    const users = links.map((link) => link.user_id as string);
    const open = () =>
      db('notification_deliveries')
        .where({ channel: 'whatsapp' })
        .whereIn('user_id', users)
        .whereIn('status', ['pending', 'sending'])
        .count<{ count: string }[]>('* as count');
    await expect.poll(async () => Number((await open())[0]?.count), { timeout: 60_000 }).toBe(0);
    for (const { user_id: userId, chat_id: chatId } of links) {
      const [linked, ...rest] = whatsapp.messagesTo(chatId.split('@')[0]).map((message) => message.text);
      expect(linked).toMatch(/^Akun WhatsApp ini sekarang terhubung dengan akun Ajarin /);
      const sent = await db('notification_deliveries')
        .where({ channel: 'whatsapp', user_id: userId, status: 'sent' })
        .count<{ count: string }[]>('* as count');
      expect(rest).toHaveLength(Number(sent[0]?.count));
      expect(rest.length).toBeGreaterThan(0);
      expect(new Set(rest).size, 'a message arrived twice').toBe(rest.length);
    }
    const rizky = whatsapp.messagesTo(DEMO_WHATSAPP_USERS[1]!.number).map((message) => message.text.split('\n')[0]);
    expect(rizky).toEqual(
      expect.arrayContaining(['*Pembayaran siswa terverifikasi*', '*Ada permintaan belajar baru sesuai mata pelajaran Anda*']),
    );
  });
});
