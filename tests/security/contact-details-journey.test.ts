import { describe, expect, it } from 'vitest';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import type { Actor } from '../helpers/bookings.ts';
import { startRequestsChatStack } from '../helpers/requests-chat-stack.ts';
import { scanForContactDetails, type SeenBy } from './harness.ts';

// The whole request journey with contacts typed into free text (docs/product.md#privacy-free-text):
// a customer writes her number, address, handle and a wa.me link into the request; matching tutors
// hear of it by email and Telegram, read it on the web, join from the chat and the web; she reads
// their cards and one tutor's profile (whose bio carries his own handle), chooses him and pays; the
// admin verifies. Everything each person was shown — every API answer, email and chat message —
// is kept with who saw it, and scanned: no contact of one side reaches the other before PAID, and
// after it only the paid tutor reads hers.

const app = await startRequestsChatStack();
const {
  createCustomer,
  createTutor,
  createAdmin,
  uploadProof,
  pendingProofId,
  linkTelegram,
  telegramTitled,
  mailTitled,
  settled,
  emulator,
} = app;

const NOTES =
  'Anak saya kelas 11 IPA, butuh les Fisika Senin dan Kamis jam 19.00, budget Rp 150.000/jam. ' +
  'Biar cepat hubungi langsung WA 0812-7711-2233 / +62 812 7711 2233, email rina.les@gmail.com, IG: @rina.belajar, atau wa.me/6281277112233';
const CUSTOMER = { pieces: ['rina.les@gmail.com', 'rina.belajar', 'wa.me/'], phones: ['0812-7711-2233', '0813-9900-1122'] };
const REQUEST_NAME = 'Rina Wati 0813-9900-1122';
const BIO = 'Mahasiswa Fisika ITB. Jadwal dan materi lengkap di IG @dewa.fisika atau Line: dewafisika, WA 0821 4455 6677.';
const TUTOR = { pieces: ['dewa.fisika', 'dewafisika'], phones: ['0821 4455 6677'] };

type Phase = 'before PAID' | 'after PAID';
const seen: (SeenBy & { phase: Phase })[] = [];
let phase: Phase = 'before PAID';

/** A call through the phone-leak recorder, kept with who was shown its answer. */
async function as(viewer: Actor, method: string, path: string, options: Parameters<typeof app.call>[3] = {}) {
  const res = await app.call(viewer, method, path, options);
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  seen.push({ where: `${method} ${path}`, viewer: viewer.id, text: res.text, phase });
  return res;
}

const chats = new Map<number, string>();
const mailsTo = new Map<string, string>();
const collected = { mails: 0, messages: 0 };
/** Every email and chat message since the last call, kept with its recipient and the phase it was sent in. */
function collectMessages(): void {
  const mails = app.mails().slice(collected.mails);
  const messages = emulator.allMessages().slice(collected.messages);
  collected.mails += mails.length;
  collected.messages += messages.length;
  for (const mail of mails)
    seen.push({
      where: `mail '${mail.subject}'`,
      viewer: mailsTo.get(mail.to[0] ?? '') ?? mail.to.join(','),
      text: `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`,
      phase,
    });
  for (const message of messages) {
    seen.push({
      where: `telegram ${message.chatId}/${message.messageId}`,
      viewer: chats.get(message.chatId) ?? String(message.chatId),
      text: JSON.stringify([message.text, message.replyMarkup]),
      phase,
    });
  }
}

async function person<T extends Actor>(actor: Promise<T>, chatName?: string): Promise<T & { chat?: EmulatedUser }> {
  const made = await actor;
  mailsTo.set(made.email, made.id);
  if (!chatName) return made;
  const chat = await linkTelegram(made, chatName);
  chats.set(chat.id, made.id);
  return { ...made, chat };
}

const rina = await person(createCustomer('Rina Wati'), 'Rina');
const dewa = await person(createTutor({ name: 'Dewa Saputra', subjects: ['SMA - Fisika'] }), 'Dewa');
const agus = await person(createTutor({ name: 'Agus Pratama', subjects: ['SMA - Fisika', 'SMA - Kimia'] }), 'Agus');
const sari = await person(createTutor({ name: 'Sari Utami', subjects: ['SMA - Fisika'] }));
const admin = await person(createAdmin());
const tutors = [dewa, agus, sari];

describe('a request journey with contacts in the notes and in a bio', () => {
  it('shows no contact of one side to the other before PAID, and only the paid tutor the customer’s after', async () => {
    await as(dewa, 'PUT', '/api/tutors/me', {
      json: {
        name: 'Dewa Saputra',
        university: 'Institut Teknologi Bandung',
        subjects: ['SMA - Fisika'],
        pricePerHour: '120000',
        phone: '082111112222',
        bankAccount: 'BCA 1234567890',
        bio: BIO,
        experience: ['Asisten lab Fisika Dasar'],
        notesToStudents: '',
      },
    });

    const posted = await as(rina, 'POST', '/api/requests', {
      json: {
        customerName: REQUEST_NAME,
        phone: '085799887766',
        subjects: ['SMA - Fisika'],
        studentCount: 1,
        durationHours: 2,
        notes: NOTES,
      },
    });
    const requestId = posted.body.request.id as string;

    // Every matching tutor hears of it: Dewa and Agus in the chat and by email, Sari by email.
    const invitations: Record<string, BotMessage> = {};
    for (const tutor of [dewa, agus])
      invitations[tutor.id] = await telegramTitled(tutor.chat!, 'Ada permintaan belajar baru sesuai mata pelajaran Anda');
    for (const tutor of tutors) await mailTitled(tutor.email, 'Ada permintaan belajar baru sesuai mata pelajaran Anda');

    for (const tutor of tutors) {
      await as(tutor, 'GET', '/api/requests/open');
      await as(tutor, 'GET', `/api/requests/${requestId}`);
    }
    // Dewa and Agus join from the chat's button, Sari on the web.
    for (const tutor of [dewa, agus]) {
      const answer = await emulator.pressButton(tutor.chat!, invitations[tutor.id]!, `j:${requestId}`);
      expect(answer.text).toBe('Berhasil bergabung! Pemilik permintaan akan melihat profil Anda.');
    }
    await as(sari, 'POST', `/api/requests/${requestId}/join`);
    const joinedNews = () =>
      app
        .mails()
        .filter((mail) => mail.to.includes(rina.email) && mail.subject === 'Ada tutor yang tertarik dengan permintaan belajar Anda').length;
    await expect.poll(joinedNews, { timeout: 20_000 }).toBe(tutors.length);

    // Rina looks at who joined, and at Dewa's profile and reviews.
    await as(rina, 'GET', `/api/requests/${requestId}`);
    await as(rina, 'GET', `/api/tutors/${dewa.id}`);
    await as(rina, 'GET', `/api/tutors/${dewa.id}/reviews`);
    await as(rina, 'GET', '/api/tutors?limit=100');

    const chosen = await as(rina, 'POST', `/api/requests/${requestId}/choose`, { json: { tutorId: dewa.id } });
    const transactionId = chosen.body.transactionId as string;
    await telegramTitled(dewa.chat!, 'Anda dipilih sebagai tutor');
    await telegramTitled(agus.chat!, 'Pemilik permintaan memilih tutor lain');
    await mailTitled(sari.email, 'Pemilik permintaan memilih tutor lain');
    await telegramTitled(rina.chat!, 'Tutor sudah dipilih, segera lakukan pembayaran');
    await as(dewa, 'GET', '/api/tutor/transactions');
    await as(dewa, 'GET', `/api/tutor/transactions/${transactionId}`);
    for (const tutor of tutors) await as(tutor, 'GET', `/api/requests/${requestId}`);
    await as(rina, 'GET', `/api/transactions/${transactionId}`);

    expect((await uploadProof(rina, transactionId)).status).toBe(201);
    await telegramTitled(rina.chat!, 'Bukti pembayaran diterima');
    await as(admin, 'GET', '/api/admin/proofs');
    await settled();
    collectMessages();

    phase = 'after PAID';
    await as(admin, 'POST', `/api/admin/proofs/${await pendingProofId(transactionId)}/approve`);
    await telegramTitled(dewa.chat!, 'Pembayaran siswa terverifikasi');
    await telegramTitled(rina.chat!, 'Pembayaran terverifikasi, hubungi tutor Anda');
    const paidView = await as(dewa, 'GET', `/api/tutor/transactions/${transactionId}`);
    for (const tutor of tutors) await as(tutor, 'GET', `/api/requests/${requestId}`);
    await as(rina, 'GET', `/api/tutors/${dewa.id}`);
    await as(rina, 'GET', `/api/transactions/${transactionId}`);
    await settled();
    collectMessages();

    const tutorIds = new Set(tutors.map((tutor) => tutor.id));
    const byTutors = seen.filter((entry) => tutorIds.has(entry.viewer));
    const byRina = seen.filter((entry) => entry.viewer === rina.id);
    expect(byTutors.filter((entry) => entry.where.startsWith('telegram')).length).toBeGreaterThanOrEqual(4);
    expect(byTutors.filter((entry) => entry.where.startsWith('mail')).length).toBeGreaterThanOrEqual(5);
    expect(byRina.length).toBeGreaterThanOrEqual(15);

    // Before PAID no tutor was shown anything of Rina's contacts; after it, only Dewa, whom she paid.
    const counterparts = byTutors.filter((entry) => entry.phase === 'before PAID' || entry.viewer !== dewa.id);
    expect(scanForContactDetails({ seen: counterparts, ...CUSTOMER })).toEqual([]);
    // Dewa's bio is public: masked for Rina before and after she paid him.
    expect(scanForContactDetails({ seen: byRina, ...TUTOR })).toEqual([]);

    // The scan would have seen them: the authors, the admin and the paid tutor read them as written.
    expect(scanForContactDetails({ seen: byRina, ...CUSTOMER })).not.toEqual([]);
    expect(scanForContactDetails({ seen: seen.filter((entry) => entry.viewer === dewa.id), ...TUTOR })).not.toEqual([]);
    expect(paidView.body.transaction).toMatchObject({ notes: NOTES, customerName: REQUEST_NAME, customerPhone: '085799887766' });
    const adminView = await as(admin, 'GET', `/api/requests/${requestId}`);
    expect(adminView.body.request).toMatchObject({ notes: NOTES, customerName: REQUEST_NAME });
  }, 90_000);
});
