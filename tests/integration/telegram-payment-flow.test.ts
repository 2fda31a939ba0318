import { describe, expect, it } from 'vitest';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { samplePng, startBookingsApp, type Actor } from '../helpers/bookings.ts';
import { startChatStack } from '../helpers/chat-stack.ts';

// A payment verified end to end through Telegram (docs/product.md#chat-bots): both sides link their
// chats by the deep link /akun hands out, the customer sends the transfer's photo to the real bot,
// the admin verifies it over HTTP, and the real send worker tells the customer the tutor's number
// and the tutor the customer's. No chat hears a number before that, nor a link token or where a
// proof is kept. A rejected proof tells the customer why, and still no number.

const app = await startBookingsApp({ env: { TELEGRAM_BOT_TOKEN: newEmulatorBotToken() } });
const { call, db, createCustomer, createTutor, createAdmin, book } = app;
const stack = await startChatStack(app.deps);
const { emulator, chatUser, nextMessage, startLink } = stack;

const PROOF_RECEIVED = 'Bukti diterima, akan diverifikasi dalam 3-4 jam.';

/** Every link code the API handed out in this file: only its own /start may ever carry one. */
const linkCodes: string[] = [];

/** Asks the API for a deep link, as 'Hubungkan Telegram' does, and opens it in a new chat. */
async function linkByDeepLink(actor: Actor, firstName: string): Promise<EmulatedUser> {
  const res = await call(actor, 'POST', '/api/account/chats/telegram/code');
  expect(res.status).toBe(201);
  const deepLink = new URL(res.body.deepLink as string);
  expect(deepLink.origin + deepLink.pathname).toBe(`https://t.me/${emulator.botUsername}`);
  const token = deepLink.searchParams.get('start') ?? '';
  expect(token).toBe(res.body.code);
  linkCodes.push(token);
  const user = chatUser(firstName);
  const reply = await startLink(user, token);
  expect(reply.text).toBe(`Akun Ajarin Anda (${actor.name}) terhubung. Ketik /bantuan untuk melihat apa yang bisa saya bantu.`);
  return user;
}

const titled = (title: string) => (message: BotMessage) => message.text?.startsWith(`${title}\n`) ?? false;
const waitTitled = (user: EmulatedUser, title: string) => emulator.waitForMessage(user.id, titled(title), 20_000);
const countTitled = (user: EmulatedUser, title: string) => emulator.messagesTo(user.id).filter(titled(title)).length;
const shown = (message: BotMessage) => JSON.stringify([message.text, message.caption, message.replyMarkup]);
const pendingProof = async (transactionId: string) =>
  (await db('payment_proofs').where({ transaction_id: transactionId, decision: 'PENDING' }).first('id', 'file_key')) as {
    id: string;
    file_key: string;
  };

/** Every phone number the database knows, as stored and without its leading 0 (+62 forms). */
async function allPhones(): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { phone: string }[] }>(
    `select phone_number as phone from tutors where phone_number is not null
     union select phone from customers where phone is not null
     union select customer_phone from transactions`,
  );
  return rows.flatMap(({ phone }) => [phone, phone.replace(/^0/, '')]);
}

/** The photo's proof: sent, its transaction picked from the buttons, and the bot's answer. */
async function sendProofPhoto(
  user: EmulatedUser,
  photo: Buffer,
  transactionId: string,
  expectedButtons: { text: string; callback_data: string }[],
): Promise<BotMessage> {
  const question = await nextMessage(user, () => emulator.sendPhoto(user, photo));
  expect(question.text).toBe('Bukti pembayaran ini untuk transaksi yang mana?');
  expect(question.replyMarkup?.inline_keyboard.flat()).toEqual(expectedButtons);
  const before = Math.max(...emulator.messagesTo(user.id).map((m) => m.messageId));
  await emulator.pressButton(user, question, `p:${transactionId}`);
  // The bot's answer, not a notification the worker may post in between.
  return emulator.waitForMessage(user.id, (m) => m.messageId > before && m.text === PROOF_RECEIVED);
}

describe('a payment proof sent by Telegram and verified by the admin', () => {
  it('reaches both chats with the numbers only after PAID; a rejection tells the reason and no number', async () => {
    const customer = await createCustomer('Rina Wati');
    const tutor = await createTutor({ name: 'Dewi Lestari', price: 100_000 });
    const otherTutor = await createTutor({ name: 'Agus Salim', price: 150_000 });
    const admin = await createAdmin();
    const customerChat = await linkByDeepLink(customer, 'Rina');
    const tutorChat = await linkByDeepLink(tutor, 'Dewi');
    const otherTutorChat = await linkByDeepLink(otherTutor, 'Agus');

    const paid = await book(customer, tutor);
    const rejected = await book(customer, otherTutor);
    const bookingPhone = ((await db('transactions').where({ id: paid.id }).first('customer_phone')) as { customer_phone: string })
      .customer_phone;
    expect(bookingPhone).not.toBe(customer.phone);
    // Both sides hear of the bookings while they are unpaid.
    await waitTitled(tutorChat, 'Ada pesanan baru untuk Anda di Ajarin');
    await waitTitled(otherTutorChat, 'Ada pesanan baru untuk Anda di Ajarin');
    await expect.poll(() => countTitled(customerChat, 'Pesanan berhasil dibuat, segera lakukan pembayaran'), { timeout: 20_000 }).toBe(2);

    // The customer's photo, for one of the two unpaid bookings the bot offers (newest first).
    const received = await sendProofPhoto(customerChat, await samplePng(11, 48), paid.id, [
      { text: 'Agus Salim · Rp 300.000', callback_data: `p:${rejected.id}` },
      { text: 'Dewi Lestari · Rp 200.000', callback_data: `p:${paid.id}` },
    ]);
    expect(received.text).toBe(PROOF_RECEIVED);
    const proof = await pendingProof(paid.id);
    expect(await db('payment_proofs').where({ id: proof.id }).first('channel', 'mime', 'uploaded_by')).toEqual({
      channel: 'telegram',
      mime: 'image/png',
      uploaded_by: customer.id,
    });
    // The bot's reply is the receipt in this chat: the proof's event does not say it here a second time.
    const receiptInChat = async () =>
      (
        await db('notification_deliveries as d')
          .join('outbox as o', 'o.id', 'd.outbox_id')
          .where({ 'o.type': 'payment.proof_submitted', 'd.user_id': customer.id, 'd.channel': 'telegram' })
          .first<{ status: string } | undefined>('d.status')
      )?.status;
    await expect.poll(receiptInChat, { timeout: 20_000 }).toBe('skipped');
    expect(countTitled(customerChat, 'Bukti pembayaran diterima')).toBe(0);

    // The admin finds it in the queue over HTTP, opens the file, and verifies it.
    const queue = await call(admin, 'GET', '/api/admin/proofs');
    expect(queue.status).toBe(200);
    expect(queue.body.proofs).toContainEqual(
      expect.objectContaining({
        proofId: proof.id,
        transactionId: paid.id,
        mime: 'image/png',
        amountDue: 200_000 + (paid.uniqueCode as number),
        customerName: 'Rina Wati',
        tutorName: 'Dewi Lestari',
      }),
    );
    const preview = await call(admin, 'GET', `/api/transactions/${paid.id}/proofs/${proof.id}/file`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');

    // Before PAID, not one number in any chat.
    const phonesBeforePaid = await allPhones();
    const beforePaid = emulator.allMessages();
    expect(beforePaid.length).toBeGreaterThanOrEqual(9);
    for (const message of beforePaid) {
      for (const phone of phonesBeforePaid)
        expect(shown(message), `message ${message.messageId} to ${message.chatId}`).not.toContain(phone);
    }

    const approved = await call(admin, 'POST', `/api/admin/proofs/${proof.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ decision: 'APPROVED', paymentStatus: 'PAID' });

    const toCustomer = await waitTitled(customerChat, 'Pembayaran terverifikasi, hubungi tutor Anda');
    expect(toCustomer.text).toContain('Halo Rina Wati,');
    expect(toCustomer.text).toContain('Pembayaran Anda sudah terverifikasi.');
    expect(toCustomer.text).toContain(
      `Nomor telepon tutor Dewi Lestari: ${tutor.phone}. Hubungi tutor Anda untuk mengatur jadwal belajar.`,
    );
    expect(toCustomer.text).toContain('Total: Rp 200.000');
    expect(toCustomer.replyMarkup?.inline_keyboard.flat()).toEqual([
      { text: "Setelah kelas selesai, tekan 'Tandai Selesai' di halaman transaksi", url: `https://ajarin.test/transactions/${paid.id}` },
    ]);
    const toTutor = await waitTitled(tutorChat, 'Pembayaran siswa terverifikasi');
    expect(toTutor.text).toContain('Halo Dewi Lestari,');
    expect(toTutor.text).toContain('Pembayaran dari Rina Wati sudah terverifikasi.');
    expect(toTutor.text).toContain(`Nomor telepon siswa: ${bookingPhone}. Hubungi siswa untuk mengatur jadwal belajar.`);
    expect(toTutor.replyMarkup?.inline_keyboard.flat()).toEqual([
      { text: 'Detail', url: `https://ajarin.test/tutor-transactions/${paid.id}` },
    ]);

    // The other booking's proof, rejected with a reason.
    const second = await sendProofPhoto(customerChat, await samplePng(12, 48), rejected.id, [
      { text: 'Agus Salim · Rp 300.000', callback_data: `p:${rejected.id}` },
    ]);
    expect(second.text).toBe(PROOF_RECEIVED);
    const secondProof = await pendingProof(rejected.id);
    const reason = 'Nominal transfer tidak sesuai dengan total pesanan.';
    const refused = await call(admin, 'POST', `/api/admin/proofs/${secondProof.id}/reject`, { json: { reason } });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ decision: 'REJECTED', paymentStatus: 'UNPAID' });
    const rejection = await waitTitled(customerChat, 'Bukti pembayaran ditolak');
    expect(rejection.text).toContain('Bukti pembayaran Anda untuk pesanan dengan tutor Agus Salim belum dapat kami terima.');
    expect(rejection.text).toContain(`Alasan: ${reason}`);

    // Everything settled: each verified message went once, and they are the only ones with a number.
    const unsettled = async () =>
      Number((await db('notification_deliveries').whereIn('status', ['pending', 'sending']).count({ count: '*' }))[0]?.count);
    await expect.poll(unsettled, { timeout: 20_000 }).toBe(0);
    expect(countTitled(customerChat, 'Pembayaran terverifikasi, hubungi tutor Anda')).toBe(1);
    expect(countTitled(tutorChat, 'Pembayaran siswa terverifikasi')).toBe(1);
    expect(countTitled(otherTutorChat, 'Pembayaran siswa terverifikasi')).toBe(0);
    const allowed = new Map<number, string>([
      [toCustomer.messageId * 1e10 + customerChat.id, tutor.phone!],
      [toTutor.messageId * 1e10 + tutorChat.id, bookingPhone],
    ]);
    const phones = await allPhones();
    const proofs = (await db('payment_proofs').select('id', 'file_key')) as { id: string; file_key: string }[];
    expect(proofs).toHaveLength(2);
    const secrets = [...linkCodes, ...proofs.flatMap((row) => [row.id, row.file_key]), emulator.token, '/proofs/', '/file'];
    const messages = emulator.allMessages();
    for (const message of messages) {
      const where = `message ${message.messageId} to ${message.chatId}`;
      const mayShow = allowed.get(message.messageId * 1e10 + message.chatId);
      for (const phone of phones) {
        if (mayShow !== undefined && (phone === mayShow || phone === mayShow.replace(/^0/, ''))) continue;
        expect(shown(message), where).not.toContain(phone);
      }
      for (const secret of secrets) expect(shown(message), where).not.toContain(secret);
    }
    // Nor did the bot or the workers log a number or a link token.
    const log = stack.logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [...phones, ...linkCodes, emulator.token]) expect(log).not.toContain(secret);
  }, 60_000);
});
