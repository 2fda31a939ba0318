import { afterAll, describe, expect, it } from 'vitest';
import { shortCode } from '../../core/whatsapp/short-codes.ts';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { createWhatsAppEmulator, type EmulatedWhatsAppUser } from '../../dev/whatsapp-emulator/index.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { samplePng } from '../helpers/bookings.ts';
import { startChatStack } from '../helpers/chat-stack.ts';
import { buttonData } from '../helpers/customer-chat.ts';
import { startRequestsApp } from '../helpers/requests.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

// The leak scan of a whole journey in the chats (docs/product.md#customers-in-the-chat): the
// customer writes a request with /minta (typing a number and an address into the notes), the tutor
// joins with IKUT on WhatsApp, the customer chooses with 'Pilih Tutor Ini' and sends the proof as a
// photo, the admin verifies it. Every chat message and every email is captured: before PAID, none
// to one side holds the other side's phone number, nor the contact typed in the notes; after PAID,
// the customer's chat holds the tutor's number.

const capture = await startSmtpCapture();
afterAll(() => capture.stop());
const app = await startRequestsApp({ env: { TELEGRAM_BOT_TOKEN: newEmulatorBotToken(), SMTP_URL: capture.url } });
const whatsapp = createWhatsAppEmulator();
const stack = await startChatStack(app.deps, { whatsapp });
const { emulator } = stack;
const { db, call } = app;

const NOTES_PHONE = '0812-9999-8888';
const NOTES_EMAIL = 'rina.pribadi@example.com';

/** Every way a number may be written that the scan looks for: as typed, digits only, and +62 / 62 forms. */
const forms = (phone: string): string[] => {
  const digits = phone.replace(/\D/g, '');
  const national = digits.replace(/^(62|0)/, '');
  return [phone, digits, `0${national}`, `62${national}`, `+62${national}`, national];
};

const telegramText = (message: BotMessage) => JSON.stringify([message.text, message.caption, message.replyMarkup]);

describe('a whole journey in the chats', () => {
  it('shows no counterpart number and no typed contact before PAID, and the tutor number after', { timeout: 120_000 }, async () => {
    const customer = await app.createCustomer('Rina Wati');
    const tutor = await app.createTutor({ name: 'Dewi Lestari', subjects: ['SMA - Fisika'] });
    const admin = await app.createAdmin();

    // Both link their chats the way /akun tells them to.
    const customerChat: EmulatedUser = stack.chatUser('Rina');
    const { code: telegramCode } = await createLinkCode({ db }, customer, 'telegram');
    await stack.startLink(customerChat, telegramCode);
    const tutorChat: EmulatedWhatsAppUser = { number: '6285799990001', name: 'Dewi', lid: '300000000099001' };
    const { code: whatsappCode } = await createLinkCode({ db }, tutor, 'whatsapp');
    await whatsapp.sendText(tutorChat, `LINK ${whatsappCode} YA`);
    await whatsapp.waitForMessage(tutorChat.number, (message) => message.text.includes('terhubung'));
    const say = (text: string) => stack.nextMessage(customerChat, () => emulator.sendText(customerChat, text));
    const press = (message: BotMessage, data: string) =>
      stack.nextMessage(customerChat, () => emulator.pressButton(customerChat, message, data));

    // The customer writes the request in the chat.
    await say('/minta');
    const found = await say('fisika');
    await emulator.pressButton(customerChat, found, 'rs:11');
    await press(found, 'rn');
    await say('1');
    await say('2');
    const summary = await say(`Tolong hubungi WA ${NOTES_PHONE} atau ${NOTES_EMAIL}`);
    expect((await press(summary, 'ry')).text).toContain('Permintaan belajar Anda sudah dibuat.');
    const request = await db('learning_requests').where({ customer_id: customer.id }).first<{ id: string; phone: string }>('id', 'phone');

    // The tutor hears of it on WhatsApp and joins by its code.
    const invitation = await whatsapp.waitForMessage(
      tutorChat.number,
      (message) => message.text.includes(`IKUT ${shortCode(request.id)}`),
      20_000,
    );
    expect(invitation.text).toContain('[nomor disembunyikan]');
    const before = whatsapp.messagesTo(tutorChat.number).length;
    await whatsapp.sendText(tutorChat, `IKUT ${shortCode(request.id)}`);
    await whatsapp.waitForMessage(
      tutorChat.number,
      (message) => whatsapp.messagesTo(tutorChat.number).indexOf(message) >= before && message.text.startsWith('Berhasil bergabung'),
    );

    // The customer chooses from the tutor-joined message and pays by photo.
    const joined = await emulator.waitForMessage(
      customerChat.id,
      (message) => (message.replyMarkup?.inline_keyboard.flat() ?? []).some((button) => button.text === 'Pilih Tutor Ini'),
      20_000,
    );
    const question = await press(joined, buttonData(joined, 'Pilih Tutor Ini'));
    expect((await press(question, buttonData(question, 'Ya, Pilih Tutor Ini'))).text).toContain('Anda memilih Dewi Lestari sebagai tutor.');
    const transaction = await db('transactions').where({ request_id: request.id }).first<{ id: string }>('id');
    const which = await stack.nextMessage(customerChat, async () => emulator.sendPhoto(customerChat, await samplePng(7, 40)));
    expect((await press(which, `p:${transaction.id}`)).text).toBe('Bukti diterima, akan diverifikasi dalam 3-4 jam.');

    // Everything sent so far has gone out.
    const settled = async () =>
      Number((await db('outbox').whereNull('relayed_at').count({ count: '*' }))[0]?.count) +
      Number((await db('notification_deliveries').whereIn('status', ['pending', 'sending']).count({ count: '*' }))[0]?.count);
    await expect.poll(settled, { timeout: 30_000 }).toBe(0);

    const customerSecrets = [...forms(customer.phone!), ...forms(request.phone), ...forms(NOTES_PHONE), NOTES_EMAIL];
    const tutorSecrets = forms(tutor.phone!);
    const toTutor = [
      ...whatsapp.messagesTo(tutorChat.number).map((message) => message.text),
      ...capture.messages
        .filter((mail) => mail.to.includes(tutor.email))
        .map((mail) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`),
    ];
    const toCustomer = [
      ...emulator.messagesTo(customerChat.id).map(telegramText),
      ...capture.messages
        .filter((mail) => mail.to.includes(customer.email))
        .map((mail) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`),
    ];
    expect(toTutor.length).toBeGreaterThanOrEqual(3);
    expect(toCustomer.length).toBeGreaterThanOrEqual(8);
    for (const text of toTutor)
      for (const secret of customerSecrets) expect(text, 'a message to the tutor before PAID').not.toContain(secret);
    for (const text of toCustomer)
      for (const secret of tutorSecrets) expect(text, 'a message to the customer before PAID').not.toContain(secret);

    // The admin verifies: now the customer's chat tells the tutor's number.
    const proof = await db('payment_proofs').where({ transaction_id: transaction.id, decision: 'PENDING' }).first<{ id: string }>('id');
    expect((await call(admin, 'POST', `/api/admin/proofs/${proof.id}/approve`)).status).toBe(200);
    const verified = await emulator.waitForMessage(
      customerChat.id,
      (message) => message.text?.startsWith('Pembayaran terverifikasi') ?? false,
      20_000,
    );
    expect(verified.text).toContain(tutor.phone!);
  });
});

describe('the choice from two chats at once', () => {
  it("opens one transaction; the chat that lost is told the web's 409 text", { timeout: 60_000 }, async () => {
    const customer = await app.createCustomer('Sinta Dewi');
    const tutor = await app.createTutor({ name: 'Agus Salim', subjects: ['SMA - Fisika'] });
    const telegramChat = stack.chatUser('Sinta');
    const { code: telegramCode } = await createLinkCode({ db }, customer, 'telegram');
    await stack.startLink(telegramChat, telegramCode);
    const whatsappChat: EmulatedWhatsAppUser = { number: '6285799990002', name: 'Sinta', lid: '300000000099002' };
    const { code: whatsappCode } = await createLinkCode({ db }, customer, 'whatsapp');
    await whatsapp.sendText(whatsappChat, `LINK ${whatsappCode} YA`);
    await whatsapp.waitForMessage(whatsappChat.number, (message) => message.text.includes('terhubung'));
    const request = await app.postRequest(customer);
    await app.join(tutor, request.id);

    // Both chats hold the question.
    const joined = await emulator.waitForMessage(
      telegramChat.id,
      (message) => (message.replyMarkup?.inline_keyboard.flat() ?? []).some((button) => button.text === 'Pilih Tutor Ini'),
      20_000,
    );
    const question = await stack.nextMessage(telegramChat, () =>
      emulator.pressButton(telegramChat, joined, buttonData(joined, 'Pilih Tutor Ini')),
    );
    const asked = whatsapp.messagesTo(whatsappChat.number).length;
    await whatsapp.sendText(whatsappChat, `PILIH ${shortCode(request.id)} ${shortCode(tutor.id)}`);
    await whatsapp.waitForMessage(
      whatsappChat.number,
      (message) =>
        whatsapp.messagesTo(whatsappChat.number).indexOf(message) >= asked &&
        message.text.endsWith('Balas YA untuk memilih tutor ini, atau BATAL.'),
    );

    const before = whatsapp.messagesTo(whatsappChat.number).length;
    const [pressed] = await Promise.all([
      emulator.pressButton(telegramChat, question, buttonData(question, 'Ya, Pilih Tutor Ini')),
      whatsapp.sendText(whatsappChat, 'YA'),
    ]);
    const whatsappAnswer = await whatsapp.waitForMessage(
      whatsappChat.number,
      (message) =>
        whatsapp.messagesTo(whatsappChat.number).indexOf(message) >= before &&
        (message.text.startsWith('Anda memilih') || message.text === 'Tutor sudah dipilih untuk permintaan ini.'),
    );
    expect(await db('transactions').where({ request_id: request.id }).count({ count: '*' }).first()).toEqual({ count: 1 });
    const telegramLost = pressed.text === 'Tutor sudah dipilih untuk permintaan ini.';
    const whatsappLost = whatsappAnswer.text === 'Tutor sudah dipilih untuk permintaan ini.';
    expect([telegramLost, whatsappLost].filter(Boolean)).toHaveLength(1);
  });
});
