import { randomUUID } from 'node:crypto';
import { Api } from 'grammy';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '../../core/accounts/mask-email.ts';
import { CHAT_LINK_MESSAGES } from '../../core/chat-links/chat-links.ts';
import { FORBIDDEN_MESSAGE } from '../../core/errors.ts';
import { REQUEST_MESSAGES as RM } from '../../core/requests/messages.ts';
import { TRANSACTION_MESSAGES as TM } from '../../core/transactions/messages.ts';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { listPendingProofs } from '../../services/payments/list-pending-proofs.ts';
import { samplePng, SAMPLE_PDF } from '../helpers/bookings.ts';
import { startTelegramBotHarness } from '../helpers/telegram-bot.ts';

// The real grammY bot, run by @grammyjs/runner, against the Bot API emulator: linking, the
// commands, the join button and a payment proof by chat (docs/product.md#chat-bots). Texts are the
// product's, to the letter; each refusal is checked to change nothing in the database.

const harness = await startTelegramBotHarness();
const { db, emulator, fixtures, say, link, nextMessage, startLink } = harness;

const PROOF_RECEIVED = 'Bukti diterima, akan diverifikasi dalam 3-4 jam.';
const GENERIC_FAILURE = 'Maaf, terjadi kesalahan. Silakan coba lagi.';

/** A new-request message with the join button, as the send worker posts it. */
async function postJoinButton(chatId: number, requestId: string): Promise<BotMessage> {
  const api = new Api(emulator.token, { apiRoot: emulator.apiRoot });
  const sent = await api.sendMessage(chatId, 'Permintaan belajar baru: SMA - Fisika', {
    reply_markup: { inline_keyboard: [[{ text: 'Saya Tertarik Mengajar', callback_data: `j:${requestId}` }]] },
  });
  const message = emulator.messagesTo(chatId).find((m) => m.messageId === sent.message_id);
  if (!message) throw new Error('the join message did not arrive');
  return message;
}

const current = (message: BotMessage) => emulator.messagesTo(message.chatId).find((m) => m.messageId === message.messageId)!;
const buttonsOf = (message: BotMessage) => current(message).replyMarkup?.inline_keyboard.flat() ?? [];
const participants = (requestId: string) => db('request_participants').where({ request_id: requestId }).select('tutor_id');
const proofsOf = (transactionId: string) => db('payment_proofs').where({ transaction_id: transactionId }).select('channel', 'mime');

describe('linking and commands', () => {
  it('/start alone tells an unlinked chat how to link on the web', async () => {
    const reply = await say(harness.chatUser('Andi'), '/start');
    expect(reply.text).toContain('https://ajarin.test/akun');
    expect(reply.text).toContain("'Hubungkan Telegram'");
  });

  it('the deep link binds the chat to the account, once', async () => {
    const tutor = await fixtures.tutor({ name: 'Siti Rahma' });
    const user = await link(tutor.id, 'tutor', 'Siti');
    expect(emulator.messagesTo(user.id).at(-1)?.text).toBe(
      'Akun Ajarin Anda (Siti Rahma) terhubung. Ketik /bantuan untuk melihat apa yang bisa saya bantu.',
    );
    const row = await db('chat_links').where({ user_id: tutor.id, channel: 'telegram' }).first('chat_id', 'opted_out_at');
    expect(row).toEqual({ chat_id: String(user.id), opted_out_at: null });

    // A spent or made-up token answers with the use case's message and links nothing.
    const stranger = harness.chatUser('Orang Lain');
    const refused = await say(stranger, `/start ${'A'.repeat(32)}`);
    expect(refused.text).toBe(CHAT_LINK_MESSAGES.invalidCode);
    expect(
      await db('chat_links')
        .where({ chat_id: String(stranger.id) })
        .first(),
    ).toBeUndefined();
  });

  it('a chat that keeps sending codes is held off, even with a right one; other chats are not', async () => {
    const guesser = harness.chatUser('Penebak');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await say(guesser, `/start ${'B'.repeat(31)}${attempt}`)).text).toBe(CHAT_LINK_MESSAGES.invalidCode);
    }
    const tutor = await fixtures.tutor({ name: 'Tutor Sabar' });
    const { code } = await createLinkCode({ db }, { id: tutor.id, role: 'tutor' }, 'telegram');
    expect((await say(guesser, `/start ${code}`)).text).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/);
    expect(
      await db('chat_links')
        .where({ chat_id: String(guesser.id) })
        .first(),
    ).toBeUndefined();

    // The code was not spent by the refused attempt: its owner links from another chat.
    const owner = harness.chatUser('Tutor Sabar');
    expect((await startLink(owner, code)).text).toContain('Tutor Sabar');
  });

  it('/start <token> asks first, naming the account by its masked email and the account the chat would leave; only Ya links', async () => {
    const owner = await fixtures.customer('Pemilik Kode');
    const earlier = await fixtures.customer('Akun Lama');
    const emailOf = async (id: string) => ((await db('users').where({ id }).first('email')) as { email: string }).email;
    const [ownerEmail, earlierEmail] = [await emailOf(owner.id), await emailOf(earlier.id)];
    const victim = harness.chatUser('Korban');
    await db('chat_links').insert({ user_id: earlier.id, channel: 'telegram', chat_id: String(victim.id) });
    const linkedTo = async () =>
      (
        await db('chat_links')
          .where({ channel: 'telegram', chat_id: String(victim.id) })
          .first('user_id')
      )?.user_id;
    const { code } = await createLinkCode({ db }, { id: owner.id, role: 'customer' }, 'telegram');

    const question = await say(victim, `/start ${code}`);
    expect(question.text).toBe(
      [
        `Hubungkan Telegram ini ke akun Ajarin ${maskEmail(ownerEmail)}?`,
        `Telegram ini sekarang terhubung ke akun ${maskEmail(earlierEmail)} dan akan lepas dari akun itu.`,
        'Lanjutkan hanya jika Anda sendiri yang membuat tautan ini di halaman Akun.',
      ].join('\n'),
    );
    expect(question.text).not.toContain(ownerEmail);
    expect(buttonsOf(question).map((button) => button.text)).toEqual(['Ya, Hubungkan', 'Batal']);
    expect(await linkedTo()).toBe(earlier.id);

    const cancelled = await nextMessage(victim, () => emulator.pressButton(victim, question, 'ln-batal'));
    expect(cancelled.text).toBe('Tidak jadi dihubungkan. Tidak ada yang berubah.');
    expect(await linkedTo()).toBe(earlier.id);

    // The buttons carry a nonce of the question, never the token; pressed from another chat it links nothing.
    const again = await say(victim, `/start ${code}`);
    const yes = buttonsOf(again)[0]!.callback_data!;
    expect(JSON.stringify(again.replyMarkup)).not.toContain(code);
    const elsewhere = harness.chatUser('Orang Lain');
    const ownMessage = await say(elsewhere, '/start');
    expect((await nextMessage(elsewhere, () => emulator.pressButton(elsewhere, ownMessage, yes))).text).toBe(
      CHAT_LINK_MESSAGES.invalidCode,
    );
    expect(await linkedTo()).toBe(earlier.id);
    const done = await nextMessage(victim, () => emulator.pressButton(victim, again, yes));
    expect(done.text).toBe(
      `Akun Ajarin Anda (Pemilik Kode) terhubung. Ketik /bantuan untuk melihat apa yang bisa saya bantu.\nTelegram ini tidak lagi terhubung ke akun ${maskEmail(earlierEmail)}.`,
    );
    expect(await linkedTo()).toBe(owner.id);
    expect(await db('chat_links').where({ user_id: earlier.id, channel: 'telegram' }).first()).toBeUndefined();
  });

  it('/bantuan says what the bot does for each role', async () => {
    const tutor = await link((await fixtures.tutor()).id, 'tutor');
    const customer = await link((await fixtures.customer()).id, 'customer');
    expect((await say(tutor, '/bantuan')).text).toContain("'Saya Tertarik Mengajar'");
    const customerHelp = (await say(customer, '/bantuan')).text;
    expect(customerHelp).toContain('/bukti');
    expect(customerHelp).not.toContain('Saya Tertarik Mengajar');
    expect((await say(harness.chatUser('Baru'), '/bantuan')).text).toContain("'Hubungkan Telegram'");
  });

  it('/berhenti mutes the chat and /mulai turns it back on', async () => {
    const customer = await fixtures.customer();
    const user = await link(customer.id, 'customer');
    const mutedAt = async () => (await db('chat_links').where({ user_id: customer.id }).first('opted_out_at')).opted_out_at as Date | null;
    expect((await say(user, '/berhenti')).text).toBe('Notifikasi Telegram dimatikan. Ketik /mulai untuk menyalakannya lagi.');
    expect(await mutedAt()).toBeInstanceOf(Date);
    expect((await say(user, '/mulai')).text).toBe('Notifikasi Telegram dinyalakan kembali.');
    expect(await mutedAt()).toBeNull();
  });

  it('an unlinked chat learns how to link whatever it sends', async () => {
    const user = harness.chatUser('Tamu');
    for (const text of ['halo', '/berhenti', '/bukti']) expect((await say(user, text)).text).toContain('/akun');
  });
});

describe('the join button', () => {
  let owner: Awaited<ReturnType<typeof fixtures.customer>>;
  beforeAll(async () => {
    owner = await fixtures.customer('Budi Santoso');
  });

  it('joins the request, turns into Sudah Bergabung, and a second press changes nothing', async () => {
    const tutor = await fixtures.tutor();
    const user = await link(tutor.id, 'tutor');
    const requestId = await fixtures.request(owner);
    const message = await postJoinButton(user.id, requestId);

    expect(await emulator.pressButton(user, message, `j:${requestId}`)).toMatchObject({ answered: true, text: RM.joined });
    expect(await participants(requestId)).toEqual([{ tutor_id: tutor.id }]);
    await expect.poll(() => buttonsOf(message)).toEqual([{ text: 'Sudah Bergabung', callback_data: 'noop' }]);

    // An old copy of the keyboard pressed again: the same answer, still one participant.
    expect(await emulator.pressButton(user, message, `j:${requestId}`)).toMatchObject({ answered: true, text: RM.joined });
    expect(await participants(requestId)).toHaveLength(1);
    expect(await emulator.pressButton(user, message, 'noop')).toMatchObject({ answered: true });
    expect(await participants(requestId)).toHaveLength(1);
  });

  it('on a cancelled request says so and closes the button', async () => {
    const user = await link((await fixtures.tutor()).id, 'tutor');
    const requestId = await fixtures.request(owner, { status: 'CANCELLED' });
    const message = await postJoinButton(user.id, requestId);
    expect(await emulator.pressButton(user, message, `j:${requestId}`)).toMatchObject({ text: RM.alreadyCancelled });
    await expect.poll(() => buttonsOf(message)).toEqual([{ text: 'Permintaan sudah ditutup', callback_data: 'noop' }]);
    expect(await participants(requestId)).toEqual([]);
  });

  it('on a full request says penuh', async () => {
    const user = await link((await fixtures.tutor()).id, 'tutor');
    const requestId = await fixtures.request(owner);
    for (let i = 0; i < 10; i += 1) await fixtures.join(requestId, (await fixtures.tutor()).id);
    const message = await postJoinButton(user.id, requestId);
    expect(await emulator.pressButton(user, message, `j:${requestId}`)).toMatchObject({ text: RM.full });
    await expect.poll(() => buttonsOf(message)).toEqual([{ text: 'penuh', callback_data: 'noop' }]);
    expect(await participants(requestId)).toHaveLength(10);
  });

  it('a forged, stale or foreign press answers politely and changes nothing', async () => {
    const tutor = await fixtures.tutor();
    const user = await link(tutor.id, 'tutor');
    const requestId = await fixtures.request(owner);
    const message = await postJoinButton(user.id, requestId);
    const before = buttonsOf(message);

    for (const data of ['j:bukan-uuid', `j:${randomUUID()}`, `x:${requestId}`, `j:${requestId}:extra`]) {
      const answer = await emulator.pressButton(user, message, data);
      expect(answer.answered).toBe(true);
      expect(answer.text).toBeTruthy();
      expect(answer.text).not.toBe(RM.joined);
    }
    // A real join button in a customer's chat and in an unlinked one.
    const customer = await link((await fixtures.customer()).id, 'customer');
    const inCustomerChat = await postJoinButton(customer.id, requestId);
    expect(await emulator.pressButton(customer, inCustomerChat, `j:${requestId}`)).toMatchObject({ text: 'Tombol ini hanya untuk tutor.' });
    const stranger = harness.chatUser('Asing');
    expect((await emulator.pressButton(stranger, await postJoinButton(stranger.id, requestId), `j:${requestId}`)).text).toContain(
      'Hubungkan Telegram',
    );
    // Someone else's press on the tutor's message (Telegram never sends one; the bot does not trust it).
    expect((await emulator.pressButton(customer, message, `j:${requestId}`)).text).toContain('Hubungkan Telegram');

    expect(await participants(requestId)).toEqual([]);
    expect(buttonsOf(message)).toEqual(before);
  });
});

describe('payment proof by chat', () => {
  let tutorId: string;
  beforeAll(async () => {
    tutorId = (await fixtures.tutor({ name: 'Dewi Lestari' })).id;
  });

  /** A linked customer with one UNPAID transaction (a chosen request) of Rp 600.000. */
  async function customerWithUnpaid() {
    const customer = await fixtures.customer('Rina Wati');
    const transactionId = await fixtures.choose(await fixtures.request(customer), tutorId);
    return { customer, transactionId, user: await link(customer.id, 'customer') };
  }

  /** Sends a file, expects the question, presses the transaction's button; the bot's answer. */
  async function sendAndChoose(user: EmulatedUser, transactionId: string, send: () => Promise<void>): Promise<BotMessage> {
    const question = await nextMessage(user, send);
    expect(question.text).toBe('Bukti pembayaran ini untuk transaksi yang mana?');
    expect(question.replyMarkup?.inline_keyboard.flat()).toEqual([
      { text: 'Dewi Lestari · Rp 600.000', callback_data: `p:${transactionId}` },
    ]);
    return nextMessage(user, () => emulator.pressButton(user, question, `p:${transactionId}`));
  }

  it('a photo becomes a proof with channel telegram that the admin queue shows', async () => {
    const { transactionId, user } = await customerWithUnpaid();
    const answer = await sendAndChoose(user, transactionId, () => emulator.sendPhoto(user, Buffer.from(samplePngBytes)));
    expect(answer.text).toBe(PROOF_RECEIVED);
    expect(await proofsOf(transactionId)).toEqual([{ channel: 'telegram', mime: 'image/png' }]);
    const queue = await listPendingProofs({ db }, { id: randomUUID(), role: 'admin' });
    expect(queue.map((proof) => proof.transactionId)).toContain(transactionId);
  });

  it('/bukti first, then a PDF document, also works', async () => {
    const { transactionId, user } = await customerWithUnpaid();
    const question = await say(user, '/bukti');
    const prompt = await nextMessage(user, () => emulator.pressButton(user, question, `p:${transactionId}`));
    expect(prompt.text).toContain('Kirim foto atau PDF');
    const answer = await nextMessage(user, () => emulator.sendDocument(user, SAMPLE_PDF, 'application/pdf', 'bukti.pdf'));
    expect(answer.text).toBe(PROOF_RECEIVED);
    expect(await proofsOf(transactionId)).toEqual([{ channel: 'telegram', mime: 'application/pdf' }]);
  });

  it('a too-big or non-image document gets the pipeline message and stores nothing', async () => {
    const { transactionId, user } = await customerWithUnpaid();
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(800 * 1024, 0x20)]);
    expect((await nextMessage(user, () => emulator.sendDocument(user, big, 'application/pdf', 'besar.pdf'))).text).toBe(TM.fileTooLarge);
    expect((await nextMessage(user, () => emulator.sendDocument(user, Buffer.from('halo'), 'text/plain', 'catatan.txt'))).text).toBe(
      TM.fileType,
    );
    // Declared a PNG, but its bytes are not one: the pipeline judges the bytes.
    const fake = await sendAndChoose(user, transactionId, () =>
      emulator.sendDocument(user, Buffer.from('bukan gambar sama sekali'), 'image/png', 'bukti.png'),
    );
    expect(fake.text).toBe(TM.fileType);
    expect(await proofsOf(transactionId)).toEqual([]);
    expect((await db('transactions').where({ id: transactionId }).first('payment_status')).payment_status).toBe('UNPAID');
  });

  it("a button pressed twice, or another customer's transaction, stores nothing more", async () => {
    const { transactionId, user } = await customerWithUnpaid();
    const question = await nextMessage(user, () => emulator.sendPhoto(user, Buffer.from(samplePngBytes)));
    const other = await customerWithUnpaid();
    // The other customer's transaction id in this customer's question: the use case refuses it.
    const refused = await nextMessage(user, () => emulator.pressButton(user, question, `p:${other.transactionId}`));
    expect(refused.text).toBe(FORBIDDEN_MESSAGE);
    expect(await emulator.pressButton(user, question, `p:${transactionId}`)).toMatchObject({
      text: 'Pilihan ini sudah tidak berlaku. Kirim ulang foto bukti pembayaran Anda.',
    });
    expect(await proofsOf(transactionId)).toEqual([]);
    expect(await proofsOf(other.transactionId)).toEqual([]);
  });

  it('an unexpected failure answers with the fixed text, never the error', async () => {
    const { transactionId, user } = await customerWithUnpaid();
    harness.storage.failNextPut();
    const answer = await sendAndChoose(user, transactionId, () => emulator.sendPhoto(user, Buffer.from(samplePngBytes)));
    expect(answer.text).toBe(GENERIC_FAILURE);
    expect(await proofsOf(transactionId)).toEqual([]);
  });

  it('an album of photos asks once, for its first photo, not once per photo', async () => {
    const { transactionId, user } = await customerWithUnpaid();
    const before = emulator.lastMessageId(user.id);
    for (let i = 0; i < 3; i += 1)
      await emulator.sendPhoto(user, Buffer.from(samplePngBytes), undefined, { mediaGroupId: `album-${user.id}` });
    // A message after the album is answered in order: by then each photo would have had its question.
    await emulator.sendText(user, '/bantuan');
    await emulator.waitForMessage(user.id, (m) => m.messageId > before && (m.text ?? '').includes('/bukti: kirim bukti pembayaran'));
    const questions = emulator
      .messagesTo(user.id)
      .filter((m) => m.messageId > before && m.text === 'Bukti pembayaran ini untuk transaksi yang mana?');
    expect(questions).toHaveLength(1);
    await emulator.pressButton(user, questions[0]!, `p:${transactionId}`);
    await emulator.waitForMessage(user.id, (m) => m.text === PROOF_RECEIVED);
    expect(await proofsOf(transactionId)).toEqual([{ channel: 'telegram', mime: 'image/png' }]);
  });

  it('a customer with nothing to pay is told so; an unlinked photo learns how to link', async () => {
    const user = await link((await fixtures.customer()).id, 'customer');
    expect((await nextMessage(user, () => emulator.sendPhoto(user, Buffer.from(samplePngBytes)))).text).toBe(
      'Tidak ada transaksi yang menunggu pembayaran.',
    );
    const stranger = harness.chatUser('Asing');
    expect((await nextMessage(stranger, () => emulator.sendPhoto(stranger, Buffer.from(samplePngBytes)))).text).toContain(
      "'Hubungkan Telegram'",
    );
  });
});

describe('a user who blocks the bot', () => {
  it('is marked blocked the moment Telegram says so, and reachable again once unblocked; a mute stays', async () => {
    const tutor = await fixtures.tutor({ name: 'Tutor Pemblokir' });
    const user = await link(tutor.id, 'tutor');
    const link_ = () => db('chat_links').where({ user_id: tutor.id, channel: 'telegram' }).first('blocked_at', 'opted_out_at');
    await emulator.blockBot(user);
    await expect.poll(async () => (await link_())?.blocked_at, { timeout: 10_000 }).not.toBeNull();
    // Nothing was sent to find out: no 403 was needed.
    expect(emulator.messagesTo(user.id).at(-1)?.text).toContain('terhubung');

    await emulator.unblockBot(user);
    await expect.poll(async () => (await link_())?.blocked_at, { timeout: 10_000 }).toBeNull();
    expect((await say(user, '/berhenti')).text).toContain('dimatikan');
    await emulator.blockBot(user);
    await emulator.unblockBot(user);
    await say(user, '/bantuan');
    expect(await link_()).toEqual({ blocked_at: null, opted_out_at: expect.any(Date) });
  });
});

let samplePngBytes: Buffer;
beforeAll(async () => {
  samplePngBytes = await samplePng(7, 64);
});

describe('leak scan', () => {
  it('no phone number or token in any message the bot sent, nor in any log line', async () => {
    const { rows } = await db.raw<{ rows: { phone: string }[] }>(
      `select phone_number as phone from tutors where phone_number is not null
       union select phone from customers where phone is not null
       union select phone from learning_requests
       union select customer_phone from transactions`,
    );
    const secrets = [...rows.map((row) => row.phone), emulator.token, emulator.token.split(':')[1]!];
    expect(rows.length).toBeGreaterThan(0);
    const messages = emulator.allMessages();
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) {
      const shown = JSON.stringify([message.text, message.caption, message.replyMarkup]);
      for (const secret of secrets) expect(shown, `message ${message.messageId} to ${message.chatId}`).not.toContain(secret);
    }
    const log = harness.logLines.join('\n');
    expect(log).toContain('telegram update failed');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
