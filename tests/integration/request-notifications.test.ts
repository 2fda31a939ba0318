import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import type { EventPayload, EventType } from '../../core/events/catalog.ts';
import { createLogger } from '../../infra/logger.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { NO_NOTIFICATION, type NotificationPlan } from '../../services/notifications/plan.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { freshDatabase } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture.ts';

// Who hears of each step of a learning request and what they read (docs/product.md#notification-events),
// asked of the plans against a real database, and one request mailed through the real relay,
// queues and SMTP. Requests are written straight into the database: posting one is not tested here.

const { db } = await freshDatabase();
const CONFIG = {
  APP_URL: 'https://ajarin.test',
  GOPAY_NUMBER: '081299998888',
  JWT_SECRET: 'permintaan-'.repeat(4),
  REQUEST_MAX_TUTORS: 10,
  REQUEST_LIFETIME_HOURS: 168,
};
const plans = createNotificationPlans(notificationContextFrom(CONFIG));
const { tutor, customer, request, join, choose, REQUEST_PHONE } = requestFixtures(db);

function planOf<T extends EventType>(type: T): NotificationPlan<T> {
  const plan = plans[type];
  if (plan === NO_NOTIFICATION) throw new Error(`${type} tells nobody`);
  return plan as NotificationPlan<T>;
}

const recipients = <T extends EventType>(type: T, payload: EventPayload<T>) =>
  planOf(type)
    .recipients(db, payload)
    .then((ids) => [...ids].sort());
const contentFor = <T extends EventType>(type: T, payload: EventPayload<T>, recipientId: string) =>
  planOf(type).content(db, payload, recipientId);
const body = (content: NotificationContent | null) => content?.lines.join('\n') ?? '';
const sorted = (ids: string[]) => [...ids].sort();

describe('request.opened', () => {
  it('goes to exactly the listed, available tutors sharing a subject, never the owner', async () => {
    const owner = await customer('Rina Lestari');
    const physics = await tutor({ subjects: ['SMA - Fisika', 'SMA - Kimia'] });
    const alsoMaths = await tutor({ subjects: ['SMA - Matematika', 'SMA - Biologi'] });
    await tutor({ subjects: ['SD - Bahasa Inggris'] });
    await tutor({ subjects: ['SMA - Fisika'], available: false });
    await tutor({ subjects: ['SMA - Fisika'], confirmed: false });
    await tutor({ subjects: [] });
    const requestId = await request(owner, { subjects: ['SMA - Fisika', 'SMA - Matematika'] });

    expect(await recipients('request.opened', { requestId })).toEqual(sorted([physics.id, alsoMaths.id]));

    // Whoever posted it is not invited to it, even with a tutor's account and subjects.
    const ownRequest = await request(physics, { subjects: ['SMA - Kimia'] });
    expect(await recipients('request.opened', { requestId: ownRequest })).toEqual([]);
  });

  it('goes only to tutors who fit the lesson mode and, for lessons at home, the city (docs/decisions/056)', async () => {
    const owner = await customer('Rina Lestari');
    const subjects = ['SMP - Prakarya'];
    const place = async (city: string | null, mode: string) => {
      const person = await tutor({ subjects });
      await db('tutors').where({ id: person.id }).update({ city, lesson_mode: mode });
      return person.id;
    };
    const noCity = await place(null, 'online');
    const onlineBandung = await place('bandung', 'online');
    const homeBandung = await place('bandung', 'home');
    const bothBandung = await place('bandung', 'both');
    const homeSurabaya = await place('surabaya', 'home');
    const bothSurabaya = await place('surabaya', 'both');
    const ask = async (city: string | null, mode: string | null) => {
      const requestId = await request(owner, { subjects });
      await db('learning_requests').where({ id: requestId }).update({ city, lesson_mode: mode });
      return recipients('request.opened', { requestId });
    };

    expect(await ask(null, null)).toEqual(sorted([noCity, onlineBandung, homeBandung, bothBandung, homeSurabaya, bothSurabaya]));
    expect(await ask('bandung', 'online')).toEqual(sorted([noCity, onlineBandung, bothBandung, bothSurabaya]));
    expect(await ask('bandung', 'home')).toEqual(sorted([homeBandung, bothBandung]));
    expect(await ask('bandung', 'both')).toEqual(sorted([noCity, onlineBandung, homeBandung, bothBandung, bothSurabaya]));
    expect(await ask(null, 'both')).toEqual(sorted([noCity, onlineBandung, bothBandung, bothSurabaya]));
  });

  it('tells the tutor what is asked, by the first name only, with the join shaped for a chat button', async () => {
    const owner = await customer('Rina Ayu Lestari');
    const physics = await tutor({ name: 'Siti Rahma', subjects: ['SMA - Fisika'] });
    const requestId = await request(owner, { subjects: ['SMA - Fisika', 'SMA - Kimia'], notes: 'Fokus ke listrik statis' });

    const content = await contentFor('request.opened', { requestId }, physics.id);
    expect(content?.title).toBe('Ada permintaan belajar baru sesuai mata pelajaran Anda');
    expect(content?.greetingName).toBe('Siti Rahma');
    expect(content?.lines).toEqual(
      expect.arrayContaining([
        'Rina sedang mencari tutor untuk permintaan belajar berikut.',
        'Mata pelajaran: SMA - Fisika, SMA - Kimia',
        'Jumlah siswa: 2 orang',
        'Durasi: 3 jam',
        'Catatan: Fokus ke listrik statis',
        `Saya Tertarik Mengajar: https://ajarin.test/bidding/${requestId}`,
        'Semua permintaan belajar: https://ajarin.test/tutor-requests',
      ]),
    );
    expect(body(content)).not.toContain('Lestari');
    expect(body(content)).not.toContain(REQUEST_PHONE);
    expect(content?.link).toEqual({ label: 'Saya Tertarik Mengajar', url: `https://ajarin.test/bidding/${requestId}` });
    expect(content?.actions).toEqual([{ kind: 'join_request', label: 'Saya Tertarik Mengajar', requestId }]);
  });

  it('says nothing once the request stopped taking tutors, or to a tutor who already joined', async () => {
    const owner = await customer();
    const [first, second] = [await tutor(), await tutor()];
    const requestId = await request(owner);
    await join(requestId, first.id);
    expect(await contentFor('request.opened', { requestId }, first.id)).toBeNull();
    expect(await contentFor('request.opened', { requestId }, second.id)).not.toBeNull();

    for (const status of ['CANCELLED', 'EXPIRED'] as const) {
      await db('learning_requests').where({ id: requestId }).update({ status });
      expect(await contentFor('request.opened', { requestId }, second.id)).toBeNull();
      expect(await recipients('request.opened', { requestId })).toEqual([]);
    }
    await db('learning_requests').where({ id: requestId }).update({ status: 'OPEN' });
    await choose(requestId, first.id);
    expect(await contentFor('request.opened', { requestId }, second.id)).toBeNull();
  });

  it('plans hundreds of matching tutors with one insert and one queue call', async () => {
    const owner = await customer();
    const subject = 'SMP - IPA';
    const ids: string[] = [];
    for (let index = 0; index < 120; index += 1) ids.push((await tutor({ subjects: [subject] })).id);
    const requestId = await request(owner, { subjects: [subject] });
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
    const jobKey = (await db('outbox').where({ id: outboxId }).first('job_key')).job_key as string;

    const calls: { channel: string; count: number }[] = [];
    const processEvent = createEventProcessor({
      db,
      plans,
      channels: ['email'],
      queues: { addDeliveries: async (channel, jobs) => void calls.push({ channel, count: jobs.length }) },
      logger: createLogger({ level: 'silent' }),
    });
    expect(await processEvent({ data: { outboxId, jobKey } })).toEqual({ type: 'request.opened', deliveries: 120, queued: 120 });
    expect(calls).toEqual([{ channel: 'email', count: 120 }]);
    expect(sorted(await db('notification_deliveries').where({ outbox_id: outboxId }).pluck('user_id'))).toEqual(sorted(ids));
    // The relay started below would mail them all: closed, the event tells nobody.
    await db('learning_requests').where({ id: requestId }).update({ status: 'CANCELLED' });
  });
});

describe('request.tutor_joined', () => {
  it('tells the owner who joined, while the request is OPEN', async () => {
    const owner = await customer('Rina Lestari');
    const siti = await tutor({ name: 'Siti Rahma' });
    const other = await tutor();
    const requestId = await request(owner);
    await join(requestId, other.id);
    await join(requestId, siti.id);

    expect(await recipients('request.tutor_joined', { requestId, tutorId: siti.id })).toEqual([owner.id]);
    const content = await contentFor('request.tutor_joined', { requestId, tutorId: siti.id }, owner.id);
    expect(content?.title).toBe('Ada tutor yang tertarik dengan permintaan belajar Anda');
    expect(content?.greetingName).toBe('Rina Lestari');
    expect(content?.lines).toContain('Siti Rahma tertarik dengan permintaan belajar Anda.');
    expect(content?.lines).toContain('Tutor tertarik: 2');
    expect(content?.lines).toEqual(
      expect.arrayContaining(['Universitas: Universitas Indonesia', 'Rating: 0,0 (0 ulasan)', 'Tarif: Rp 100.000/jam']),
    );
    expect(content?.actions).toEqual([{ kind: 'choose_tutor', label: 'Pilih Tutor Ini', requestId, tutorId: siti.id }]);
    expect(content?.link?.url).toBe(`https://ajarin.test/bidding/${requestId}`);
    expect(body(content)).not.toContain(siti.phone);

    await choose(requestId, other.id);
    expect(await contentFor('request.tutor_joined', { requestId, tutorId: siti.id }, owner.id)).toBeNull();
  });
});

describe('request.tutor_chosen', () => {
  it('sends the customer the payment instructions and the chosen tutor the news, neither with a phone', async () => {
    const owner = await customer('Rina Lestari');
    const siti = await tutor({ name: 'Siti Rahma' });
    const requestId = await request(owner);
    await join(requestId, siti.id);
    const transactionId = await choose(requestId, siti.id);
    const payload = { requestId, tutorId: siti.id, transactionId };

    expect(await recipients('request.tutor_chosen', payload)).toEqual(sorted([owner.id, siti.id]));

    const toCustomer = await contentFor('request.tutor_chosen', payload, owner.id);
    const { unique_code: code } = await db('transactions').where({ id: transactionId }).first('unique_code');
    const due = `Rp 600.${String(code).padStart(3, '0')}`;
    expect(toCustomer?.title).toBe('Tutor sudah dipilih, segera lakukan pembayaran');
    expect(toCustomer?.lines).toEqual(
      expect.arrayContaining([
        'Anda memilih Siti Rahma sebagai tutor untuk permintaan belajar Anda.',
        'Total: Rp 600.000',
        `Jumlah yang harus dibayar: ${due}`,
        `Kode unik: Rp ${code}`,
        `1. Transfer tepat ${due} (termasuk kode unik) ke nomor GOPAY 081299998888. Kode QRIS untuk pembayaran lewat QRIS ada di halaman transaksi.`,
        `Halaman pembayaran: https://ajarin.test/bidding-payment/${requestId}`,
      ]),
    );
    expect(body(toCustomer)).not.toContain(siti.phone);

    const toTutor = await contentFor('request.tutor_chosen', payload, siti.id);
    expect(toTutor?.title).toBe('Anda dipilih sebagai tutor');
    expect(toTutor?.greetingName).toBe('Siti Rahma');
    expect(toTutor?.lines).toEqual(
      expect.arrayContaining([
        'Rina Lestari memilih Anda sebagai tutor untuk permintaan belajarnya.',
        'Bagian Anda (85%): Rp 510.000',
        `Detail: https://ajarin.test/tutor-transactions/${transactionId}`,
      ]),
    );
    expect(body(toTutor)).not.toContain(REQUEST_PHONE);
  });

  it('drops the payment instructions once the customer paid or cancelled, and the tutor news once cancelled', async () => {
    const owner = await customer();
    const siti = await tutor();
    const requestId = await request(owner);
    await join(requestId, siti.id);
    const transactionId = await choose(requestId, siti.id, 'PROOF_SUBMITTED');
    const payload = { requestId, tutorId: siti.id, transactionId };
    expect(await contentFor('request.tutor_chosen', payload, owner.id)).toBeNull();
    expect(await contentFor('request.tutor_chosen', payload, siti.id)).not.toBeNull();
    await db('transactions').where({ id: transactionId }).update({ payment_status: 'CANCELLED', class_status: 'CANCELLED' });
    expect(await contentFor('request.tutor_chosen', payload, siti.id)).toBeNull();
  });
});

describe('request.tutor_not_chosen', () => {
  it('tells the tutor another was chosen, and points to other requests', async () => {
    const owner = await customer('Rina Lestari');
    const [chosen, passed] = [await tutor(), await tutor({ name: 'Agus Pratama' })];
    const requestId = await request(owner);
    await join(requestId, chosen.id);
    await join(requestId, passed.id);
    await choose(requestId, chosen.id);
    const payload = { requestId, tutorId: passed.id };

    expect(await recipients('request.tutor_not_chosen', payload)).toEqual([passed.id]);
    const content = await contentFor('request.tutor_not_chosen', payload, passed.id);
    expect(content?.title).toBe('Pemilik permintaan memilih tutor lain');
    expect(content?.greetingName).toBe('Agus Pratama');
    expect(content?.lines[0]).toBe('Rina memilih tutor lain untuk permintaan belajar yang Anda ikuti. Terima kasih atas minat Anda.');
    expect(content?.link?.url).toBe('https://ajarin.test/tutor-requests');
    expect(body(content)).not.toContain(REQUEST_PHONE);
  });
});

describe('request.cancelled', () => {
  it('tells every tutor who joined an unchosen request', async () => {
    const owner = await customer('Rina Lestari');
    const joined = [await tutor({ name: 'Siti Rahma' }), await tutor()];
    const bystander = await tutor();
    const requestId = await request(owner);
    for (const { id } of joined) await join(requestId, id);
    await db('learning_requests').where({ id: requestId }).update({ status: 'CANCELLED' });

    expect(await recipients('request.cancelled', { requestId })).toEqual(sorted(joined.map((one) => one.id)));
    expect(await recipients('request.cancelled', { requestId })).not.toContain(bystander.id);
    const content = await contentFor('request.cancelled', { requestId }, joined[0]?.id ?? '');
    expect(content?.title).toBe('Permintaan belajar dibatalkan');
    expect(content?.greetingName).toBe('Siti Rahma');
    expect(content?.lines[0]).toBe('Rina membatalkan permintaan belajar yang Anda ikuti, jadi kelas ini tidak akan berlangsung.');
    expect(body(content)).not.toContain(REQUEST_PHONE);
  });

  it('tells only the chosen tutor when one was chosen: the others already heard they were not', async () => {
    const owner = await customer();
    const [chosen, passed] = [await tutor(), await tutor()];
    const requestId = await request(owner);
    await join(requestId, chosen.id);
    await join(requestId, passed.id);
    await choose(requestId, chosen.id);
    await db('learning_requests').where({ id: requestId }).update({ status: 'CANCELLED' });
    expect(await recipients('request.cancelled', { requestId })).toEqual([chosen.id]);
  });
});

describe('request.expired', () => {
  it('tells the owner, with the way to post again', async () => {
    const owner = await customer('Rina Lestari');
    const requestId = await request(owner, { status: 'EXPIRED', expiresInHours: -1 });
    expect(await recipients('request.expired', { requestId })).toEqual([owner.id]);
    const content = await contentFor('request.expired', { requestId }, owner.id);
    expect(content?.title).toBe('Permintaan belajar Anda kedaluwarsa');
    expect(content?.greetingName).toBe('Rina Lestari');
    expect(content?.lines[0]).toBe('Permintaan belajar Anda sudah kedaluwarsa karena tidak ada tutor yang dipilih sampai batas waktunya.');
    expect(content?.link).toEqual({ label: 'Buat Request Baru', url: 'https://ajarin.test/create-bidding' });
  });
});

describe('through the real relay and SMTP', () => {
  it('mails a new request to a matching tutor and to nobody else', async () => {
    const smtp = await startSmtpCapture();
    const jobs = await startJobs({
      config: {
        ...CONFIG,
        REDIS_URL: inject('redisUrl'),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
        REDIS_PREFIX: `requests-${randomBytes(6).toString('hex')}`,
      },
      db,
      logger: createLogger({ level: 'silent' }),
    });
    try {
      await mailsNewRequest(smtp);
    } finally {
      await jobs.stop();
      await smtp.stop();
    }
  });
});

/** A request.opened event written as the post use case writes it reaches the matching tutor's inbox. */
async function mailsNewRequest(smtp: SmtpCapture): Promise<void> {
  const owner = await customer('Dewi Kartika');
  const matching = await tutor({ name: 'Siti Rahma', subjects: ['SMA - Ekonomi'] });
  const elsewhere = await tutor({ subjects: ['SMA - Sejarah'] });
  const requestId = await request(owner, { subjects: ['SMA - Ekonomi'] });
  await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));

  const [mail] = await vi.waitFor(
    () => {
      const found = smtp.messages.filter((message) => message.to.includes(matching.email));
      if (found.length === 0) throw new Error('no mail yet');
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
  expect(mail?.subject).toBe('Ada permintaan belajar baru sesuai mata pelajaran Anda');
  expect(mail?.text).toContain('Halo Siti Rahma,');
  expect(mail?.text).toContain('Dewi sedang mencari tutor');
  expect(mail?.text).toContain(`Saya Tertarik Mengajar: https://ajarin.test/bidding/${requestId}`);
  expect(mail?.text).not.toContain(REQUEST_PHONE);
  const to = smtp.messages.flatMap((message) => message.to);
  expect(to).not.toContain(elsewhere.email);
  expect(to).not.toContain(owner.email);
}
