import type { WAMessage } from '@whiskeysockets/baileys';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../core/accounts/mask-email.ts';
import { CUSTOMER_WHATSAPP_TEXTS } from '../../core/chat/customer-whatsapp-texts.ts';
import { notLinkedMessage, WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { REQUEST_MESSAGES } from '../../core/requests/messages.ts';
import { TRANSACTION_MESSAGES } from '../../core/transactions/messages.ts';
import { shortCode } from '../../core/whatsapp/short-codes.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { PROOF_MAX_BYTES } from '../../services/payments/proof-file.ts';
import { BOT_NUMBER, startWhatsAppBotHarness, waitFor } from '../helpers/whatsapp-bot.ts';

// The WhatsApp bot end to end in the bot process, with WhatsApp replaced by the emulator (sockets
// on Baileys' own event buffer): linking, joining by keyword, a photo proof, muting, messages sent
// while the bot was away (delivered as 'append'), LID-only senders, a notification through the
// 'whatsapp' queue exactly once (also when the socket closes mid-send), and no phone number, code
// or token in any text a chat receives.

const bot = await startWhatsAppBotHarness();
const { db, config, emulator, fixtures, say, linked, newUser, notify, deliveryStatus } = bot;
const INVALID_CODE = 'Kode tidak valid atau sudah kedaluwarsa. Buat kode baru di halaman Akun.';

async function pngOf(bytes: number): Promise<Buffer> {
  const side = Math.max(8, Math.ceil(Math.sqrt(bytes / 3)));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const settled = (outboxId: number, userId: string) =>
  waitFor(async () => {
    const status = await deliveryStatus(outboxId, userId);
    return status === 'sent' || status === 'skipped' || status === 'failed' ? status : undefined;
  }, 'the delivery to settle');

describe('linking', () => {
  it('links a chat with LINK <code>, and a chat that is not linked is told how', async () => {
    const customer = await fixtures.customer('Rina Pelanggan');
    const stranger = newUser();
    expect(await say(stranger, 'BUKTI')).toBe(notLinkedMessage(config.APP_URL));
    expect(await say(stranger, 'LINK ZZZZZZZZ')).toBe(INVALID_CODE);

    const user = await linked(customer, 'customer');
    expect(await db('chat_links').where({ user_id: customer.id }).first('channel', 'chat_id')).toEqual({
      channel: 'whatsapp',
      chat_id: `${user.number}@s.whatsapp.net`,
    });
    expect(await say(user, 'bantuan')).toBe(M.help);
    expect(await say(user, 'apa kabar')).toBe(M.unknown);

    // The same person writing from WhatsApp's private id (LID), with the number alongside, is known.
    expect(await say(user, 'BANTUAN', { as: 'lid' })).toBe(M.help);
  });

  it('LINK <kode> asks first, naming the account by its masked email and the one the chat leaves; only YA links', async () => {
    const owner = await fixtures.customer('Pemilik Kode');
    const earlier = await fixtures.customer('Akun Lama');
    const emailOf = async (id: string) => ((await db('users').where({ id }).first('email')) as { email: string }).email;
    const victim = await linked(earlier, 'customer');
    const chatId = `${victim.number}@s.whatsapp.net`;
    const linkedTo = async () => (await db('chat_links').where({ channel: 'whatsapp', chat_id: chatId }).first('user_id'))?.user_id;
    const { code } = await createLinkCode({ db }, { id: owner.id, role: 'customer' }, 'whatsapp');
    bot.issuedCodes.push(code);

    const question = await say(victim, `LINK ${code}`);
    expect(question).toBe(
      [
        `Hubungkan WhatsApp ini ke akun Ajarin ${maskEmail(await emailOf(owner.id))}?`,
        `WhatsApp ini sekarang terhubung ke akun ${maskEmail(await emailOf(earlier.id))} dan akan lepas dari akun itu.`,
        'Lanjutkan hanya jika Anda sendiri yang membuat kode ini di halaman Akun.',
        '',
        'Balas YA untuk menghubungkan.',
      ].join('\n'),
    );
    expect(question).not.toContain(await emailOf(owner.id));
    expect(await linkedTo()).toBe(earlier.id);
    expect(await say(victim, 'YA')).toBe(
      `Akun WhatsApp ini sekarang terhubung dengan akun Ajarin Pemilik Kode. Notifikasi akan dikirim ke sini. Kirim BANTUAN untuk melihat daftar perintah.\nWhatsApp ini tidak lagi terhubung ke akun ${maskEmail(await emailOf(earlier.id))}.`,
    );
    expect(await linkedTo()).toBe(owner.id);
    // The question is answered: a second YA is not read as it again.
    expect(await say(victim, 'YA')).toBe(CUSTOMER_WHATSAPP_TEXTS.nothingToConfirm);
  });

  it('knows a linked person writing from their LID alone, by the number ↔ LID pair WhatsApp told, and answers at the number', async () => {
    const tutor = await fixtures.tutor({ name: 'Lidia Tutor' });
    const user = await linked(tutor, 'tutor');
    // A send to a LID can be accepted by WhatsApp and never delivered: the answer goes to the number.
    expect(await say(user, 'BANTUAN', { as: 'lid-only' })).toBe(M.help);
    expect(emulator.messagesTo(user.number).at(-1)?.jid).toBe(`${user.number}@s.whatsapp.net`);
    expect(await say(user, 'BANTUAN', { as: 'lid' })).toBe(M.help);
    expect(emulator.messagesTo(user.number).at(-1)?.jid).toBe(`${user.number}@s.whatsapp.net`);
  });

  it('holds off a chat that keeps sending codes, even with a right one; other chats are not', async () => {
    const tutor = await fixtures.tutor({ name: 'Tutor Sabar' });
    const guesser = newUser();
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await say(guesser, `LINK ZZZZZZZ${attempt + 2}`)).toBe(INVALID_CODE);
    // A stranger gets three answers an hour (the reply guard); the attempts still count.
    for (let attempt = 3; attempt < 5; attempt += 1) await emulator.sendText(guesser, `LINK ZZZZZZZ${attempt + 2}`);
    const { code } = await createLinkCode({ db }, { id: tutor.id, role: 'tutor' }, 'whatsapp');
    bot.issuedCodes.push(code);
    await emulator.sendText(guesser, `LINK ${code}`);
    const other = newUser();
    expect(await say(other, `LINK ${code}`)).toMatch(/^Hubungkan WhatsApp ini ke akun Ajarin /);
    expect(await say(other, 'YA')).toContain(tutor.name);
    expect(
      await db('chat_links')
        .where({ chat_id: `${guesser.number}@s.whatsapp.net` })
        .first(),
    ).toBeUndefined();
    expect(emulator.messagesTo(guesser.number)).toHaveLength(3);
  });

  it('ignores groups, status updates, broadcasts and its own messages', async () => {
    const before = emulator.sent().length;
    const member = newUser();
    const raw = (remoteJid: string, key: Partial<WAMessage['key']> = {}): WAMessage => ({
      key: { remoteJid, fromMe: false, id: `RAW${Math.random().toString(36).slice(2)}`, ...key },
      message: { conversation: 'BANTUAN' },
      messageTimestamp: Math.floor(Date.now() / 1000),
    });
    emulator.deliverRaw(
      [
        raw('120363000000000001@g.us', { participant: `${member.number}@s.whatsapp.net` }),
        raw('status@broadcast'),
        raw('12345@broadcast'),
        raw(`${member.number}@s.whatsapp.net`, { fromMe: true }),
      ],
      'notify',
    );
    // A message after them is answered: by then the ignored ones would have been too.
    const user = newUser();
    await say(user, 'BANTUAN');
    expect(
      emulator
        .sent()
        .slice(before)
        .map((message) => message.chatId),
    ).toEqual([user.number]);
  });
});

describe('messages sent while the bot was away', () => {
  it('answers what WhatsApp delivers after a reconnect (type append): a join and a proof, each once', async () => {
    const owner = await fixtures.customer('Putri Pemilik');
    const requestId = await fixtures.request(owner, { subjects: ['SMA - Sejarah'] });
    const tutor = await fixtures.tutor({ name: 'Bayu Tutor', subjects: ['SMA - Sejarah'] });
    const tutorChat = await linked(tutor, 'tutor');
    const customer = await fixtures.customer('Sinta Pembayar');
    const transaction = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const customerChat = await linked(customer, 'customer');

    // A deploy or a lost connection: the socket is gone and the reconnect takes a while.
    emulator.holdConnections(true);
    emulator.drop(428);
    await waitFor(() => (bot.channel.whatsapp.connection.isOpen() ? undefined : true), 'the socket to close');
    await emulator.sendText(tutorChat, `IKUT ${shortCode(requestId)}`);
    const photo = await pngOf(20_000);
    await emulator.sendFile(customerChat, { bytes: photo, mime: 'image/png', as: 'image', caption: `BUKTI ${shortCode(transaction)}` });
    expect(emulator.transcript(tutorChat.number).at(-1)).toMatchObject({ from: 'user', held: true });

    emulator.holdConnections(false);
    expect((await emulator.waitForMessage(tutorChat.number, (message) => message.text === REQUEST_MESSAGES.joined)).text).toBe(
      REQUEST_MESSAGES.joined,
    );
    expect((await emulator.waitForMessage(customerChat.number, (message) => message.text === M.proofReceived)).text).toBe(M.proofReceived);
    expect(await db('request_participants').where({ request_id: requestId, tutor_id: tutor.id })).toHaveLength(1);
    expect(await db('payment_proofs').where({ transaction_id: transaction }).first('channel')).toEqual({ channel: 'whatsapp' });
  });

  it('answers a message once, though WhatsApp delivers it live and again among the held ones', async () => {
    const user = newUser();
    const message: WAMessage = {
      key: { remoteJid: `${user.number}@s.whatsapp.net`, fromMe: false, id: 'TWICE-1' },
      message: { conversation: 'BANTUAN' },
      messageTimestamp: Math.floor(Date.now() / 1000),
    };
    emulator.deliverRaw([message], 'notify');
    emulator.deliverRaw([message], 'append');
    await emulator.waitForMessage(user.number, () => true);
    // Answers keep the order of the questions: once the next one is answered, a second answer would be there.
    expect(await say(user, 'halo')).toBe(notLinkedMessage(config.APP_URL));
    expect(emulator.messagesTo(user.number).map((reply) => reply.text)).toEqual([
      `${M.help}\n\n${notLinkedMessage(config.APP_URL)}`,
      notLinkedMessage(config.APP_URL),
    ]);
  });
});

describe('joining a request with IKUT', () => {
  it('runs the web join: joined once, again is a no-op, only tutors, unknown codes refused', async () => {
    const owner = await fixtures.customer('Budi Pemilik');
    const requestId = await fixtures.request(owner, { subjects: ['SMA - Kimia'] });
    const tutor = await fixtures.tutor({ name: 'Siti Tutor', subjects: ['SMA - Kimia'] });
    const user = await linked(tutor, 'tutor');

    expect(await say(user, `IKUT ${shortCode(requestId).toLowerCase()}`)).toBe(REQUEST_MESSAGES.joined);
    expect(await say(user, `ikut ${shortCode(requestId)}`)).toBe(REQUEST_MESSAGES.joined);
    expect(await db('request_participants').where({ request_id: requestId })).toHaveLength(1);

    expect(await say(user, 'IKUT')).toBe(M.joinUsage);
    const unknown = shortCode(requestId) === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF';
    expect(await say(user, `IKUT ${unknown}`)).toBe(M.joinUnknownCode);

    const ownerChat = await linked(owner, 'customer');
    expect(await say(ownerChat, `IKUT ${shortCode(requestId)}`)).toBe(M.joinTutorsOnly);

    const closed = await fixtures.request(owner, { subjects: ['SMA - Kimia'], status: 'CANCELLED' });
    expect(await say(user, `IKUT ${shortCode(closed)}`)).toBe(REQUEST_MESSAGES.alreadyCancelled);
  });

  it("records a WhatsApp-only tutor's activity, so the 30-day sweep does not mark them busy", async () => {
    const tutor = await fixtures.tutor({ name: 'Tutor WhatsApp Saja' });
    await db('tutors')
      .where({ id: tutor.id })
      .update({ last_active_at: db.raw(`now() - interval '20 days'`) });
    const user = await linked(tutor, 'tutor');
    await say(user, 'BANTUAN');
    const row = await waitFor(async () => {
      const { recent } = await db('tutors').where({ id: tutor.id }).first(db.raw(`last_active_at > now() - interval '1 minute' as recent`));
      return recent ? true : undefined;
    }, 'the activity to be recorded');
    expect(row).toBe(true);
  });
});

describe('payment proof by photo', () => {
  it('takes a photo captioned with the transaction code through the web proof pipeline, channel whatsapp, and says so once', async () => {
    const customer = await fixtures.customer('Dewi Pembayar');
    const tutor = await fixtures.tutor({ name: 'Agus Tutor' });
    const first = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const second = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const user = await linked(customer, 'customer');

    const listing = await say(user, 'BUKTI');
    expect(listing).toContain(shortCode(first));
    expect(listing).toContain(shortCode(second));
    expect(listing).toContain('Agus Tutor, Rp 600.000');

    // Two are waiting: a photo without a code is sent back with the list.
    const photo = await pngOf(20_000);
    const before = emulator.messagesTo(user.number).length;
    await emulator.sendFile(user, { bytes: photo, mime: 'image/png', as: 'image' });
    expect((await emulator.waitForMessage(user.number, (m) => emulator.messagesTo(user.number).indexOf(m) >= before)).text).toContain(
      'Kirim ulang',
    );

    const sendProof = async (caption: string) => {
      const count = emulator.messagesTo(user.number).length;
      await emulator.sendFile(user, { bytes: photo, mime: 'image/png', as: 'image', caption });
      return (await emulator.waitForMessage(user.number, (m) => emulator.messagesTo(user.number).indexOf(m) >= count)).text;
    };
    expect(await sendProof(`BUKTI ${shortCode(second)}`)).toBe(M.proofReceived);
    const proof = await db('payment_proofs').where({ transaction_id: second }).first('id', 'channel', 'uploaded_by', 'mime');
    expect(proof).toMatchObject({ channel: 'whatsapp', uploaded_by: customer.id, mime: 'image/png' });
    expect(await db('transactions').where({ id: second }).first('payment_status')).toEqual({ payment_status: 'PROOF_SUBMITTED' });

    // The proof's event tells the customer nothing more on WhatsApp: the bot's reply said it.
    const outboxId = await notify('payment.proof_submitted', { transactionId: second, proofId: proof.id });
    expect(await deliveryStatus(outboxId, customer.id)).toBe('skipped');

    // Sent again: the web's rule answers.
    expect(await sendProof(`BUKTI ${shortCode(second)}`)).toBe(TRANSACTION_MESSAGES.proofPending);
  });

  it('refuses a file too large before downloading it, a lying one while downloading, and what is not a proof', async () => {
    const customer = await fixtures.customer('Eko Pembayar');
    const tutor = await fixtures.tutor({ name: 'Tono Tutor' });
    const transaction = await fixtures.choose(await fixtures.request(customer), tutor.id);
    const user = await linked(customer, 'customer');
    const caption = `BUKTI ${shortCode(transaction)}`;
    const sendFile = async (file: Parameters<typeof emulator.sendFile>[1]) => {
      const count = emulator.messagesTo(user.number).length;
      await emulator.sendFile(user, file);
      return (await emulator.waitForMessage(user.number, (m) => emulator.messagesTo(user.number).indexOf(m) >= count)).text;
    };

    expect(
      await sendFile({
        bytes: Buffer.from('%PDF-1.4'),
        declaredBytes: PROOF_MAX_BYTES + 1,
        mime: 'application/pdf',
        as: 'document',
        fileName: 'bukti.pdf',
        caption,
      }),
    ).toBe(TRANSACTION_MESSAGES.fileTooLarge);
    const liar = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PROOF_MAX_BYTES + 10), Buffer.from('%%EOF')]);
    expect(await sendFile({ bytes: liar, declaredBytes: 1_000, mime: 'application/pdf', as: 'document', caption })).toBe(
      TRANSACTION_MESSAGES.fileTooLarge,
    );
    expect(await sendFile({ bytes: Buffer.from('bukan gambar'), mime: 'text/plain', as: 'document', caption })).toBe(
      TRANSACTION_MESSAGES.fileType,
    );
    emulator.deliverRaw(
      [
        {
          key: { remoteJid: `${user.number}@s.whatsapp.net`, fromMe: false, id: 'VIDEO-1' },
          message: { videoMessage: { caption } },
          messageTimestamp: Math.floor(Date.now() / 1000),
        },
      ],
      'notify',
    );
    expect((await emulator.waitForMessage(user.number, (m) => m.text === M.proofNotAFile)).text).toBe(M.proofNotAFile);
    expect(await sendFile({ bytes: Buffer.from('x'), mime: 'image/png', as: 'image', caption: 'BUKTI 12' })).toBe(M.proofMalformedCode);

    expect(await db('payment_proofs').where({ transaction_id: transaction })).toHaveLength(0);
    expect(await db('transactions').where({ id: transaction }).first('payment_status')).toEqual({ payment_status: 'UNPAID' });

    const tutorChat = await linked(tutor, 'tutor');
    const count = emulator.messagesTo(tutorChat.number).length;
    await emulator.sendFile(tutorChat, { bytes: Buffer.from('x'), mime: 'image/png', as: 'image', caption });
    expect((await emulator.waitForMessage(tutorChat.number, (m) => emulator.messagesTo(tutorChat.number).indexOf(m) >= count)).text).toBe(
      M.proofCustomersOnly,
    );
  });
});

describe('notifications through the whatsapp queue', () => {
  it('sends a new request to a linked tutor once, with the reply keyword; a muted tutor gets nothing', async () => {
    const tutor = await fixtures.tutor({ name: 'Maya Tutor', subjects: ['SMA - Biologi'] });
    const user = await linked(tutor, 'tutor');
    const muted = await fixtures.tutor({ name: 'Diam Tutor', subjects: ['SMA - Biologi'] });
    const mutedUser = await linked(muted, 'tutor');
    expect(await say(mutedUser, 'BERHENTI')).toBe(M.muted);

    const owner = await fixtures.customer('Lina Pemilik');
    // Contacts in the notes reach the tutor hidden (docs/product.md#privacy-free-text), shapes that
    // got through before issue 40 included.
    const notes = 'Bab sel. WA ０８１２\u200B7711\u200B2233, DM di IG linabio';
    const requestId = await fixtures.request(owner, { subjects: ['SMA - Biologi'], notes });
    const outboxId = await notify('request.opened', { requestId });
    expect(await settled(outboxId, tutor.id)).toBe('sent');
    expect(await deliveryStatus(outboxId, muted.id)).toBeUndefined();
    const toTutor = emulator.messagesTo(user.number).filter((message) => message.text.includes('Balas: IKUT'));
    expect(toTutor).toHaveLength(1);
    expect(toTutor[0]!.text.startsWith('*Ada permintaan belajar baru sesuai mata pelajaran Anda*')).toBe(true);
    expect(toTutor[0]!.text.endsWith(`Balas: IKUT ${shortCode(requestId)}`)).toBe(true);
    expect(toTutor[0]!.text).toContain('Catatan: Bab sel. WA [nomor disembunyikan], DM di IG [kontak disembunyikan]');
    for (const piece of ['７７１１', '7711', 'linabio']) expect(toTutor[0]!.text).not.toContain(piece);
    expect(emulator.messagesTo(mutedUser.number).filter((message) => message.text.includes('Balas: IKUT'))).toHaveLength(0);

    // The event again (a retried job) plans nothing new and sends nothing more.
    await bot.plan(outboxId);
    const delivery = await db('notification_deliveries').where({ outbox_id: outboxId, user_id: tutor.id }).first('id');
    const repeat = await bot.queues.get('whatsapp').add('whatsapp', { deliveryId: delivery.id });
    await waitFor(async () => ((await repeat.getState()) === 'completed' ? true : undefined), 'the repeated job to finish');
    expect(emulator.messagesTo(user.number).filter((message) => message.text.includes(`Balas: IKUT ${shortCode(requestId)}`))).toHaveLength(
      1,
    );

    // The tutor replies with the keyword from the message and joins.
    expect(await say(user, `IKUT ${shortCode(requestId)}`)).toBe(REQUEST_MESSAGES.joined);
    // MULAI turns messages back on.
    expect(await say(mutedUser, 'MULAI')).toBe(M.unmuted);
    const again = await notify('request.opened', { requestId: await fixtures.request(owner, { subjects: ['SMA - Biologi'] }) });
    expect(await settled(again, muted.id)).toBe('sent');
  });

  it('holds sends while the socket is down and delivers them after the reconnect', async () => {
    const tutor = await fixtures.tutor({ name: 'Sabar Tutor', subjects: ['SMA - Geografi'] });
    const user = await linked(tutor, 'tutor');
    emulator.holdConnections(true);
    emulator.drop(428);
    await waitFor(() => (bot.channel.whatsapp.connection.isOpen() ? undefined : true), 'the socket to close');

    const owner = await fixtures.customer('Lina Pemilik');
    const outboxId = await notify('request.opened', { requestId: await fixtures.request(owner, { subjects: ['SMA - Geografi'] }) });
    const queue = new Queue('whatsapp', { connection: { url: config.REDIS_URL }, prefix: bot.prefix });
    await waitFor(async () => {
      const counts = await queue.getJobCounts('wait', 'prioritized', 'delayed');
      return (counts.wait ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0) > 0 ? true : undefined;
    }, 'the job to wait');
    expect(await deliveryStatus(outboxId, tutor.id)).toBe('pending');

    emulator.holdConnections(false);
    await waitFor(() => (bot.channel.whatsapp.connection.isOpen() ? true : undefined), 'the reconnect');
    await queue.promoteJobs();
    expect(await settled(outboxId, tutor.id)).toBe('sent');
    expect(emulator.messagesTo(user.number).filter((message) => message.text.includes('Balas: IKUT'))).toHaveLength(1);
    await queue.close();
  });

  it('a send that meets a closing socket (a Boom 428) waits and goes out after the reconnect, even on its last attempt', async () => {
    const tutor = await fixtures.tutor({ name: 'Tekun Tutor', subjects: ['SMA - Ekonomi'] });
    const user = await linked(tutor, 'tutor');
    const owner = await fixtures.customer('Lina Pemilik');
    const requestId = await fixtures.request(owner, { subjects: ['SMA - Ekonomi'] });
    // Planned for nobody yet: the test adds the one job itself, with a single attempt.
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
    const [delivery] = await db('notification_deliveries')
      .insert({ outbox_id: outboxId, user_id: tutor.id, channel: 'whatsapp', status: 'pending' })
      .returning<{ id: string }[]>('id');

    emulator.failNextSend(428);
    const queue = new Queue('whatsapp', { connection: { url: config.REDIS_URL }, prefix: bot.prefix });
    await queue.add('whatsapp', { deliveryId: delivery!.id }, { attempts: 1, priority: 10 });
    await waitFor(async () => ((await queue.getJobCounts('delayed')).delayed ? true : undefined), 'the job to wait for the socket');
    expect(await deliveryStatus(outboxId, tutor.id)).toBe('pending');

    await waitFor(() => (bot.channel.whatsapp.connection.isOpen() ? true : undefined), 'the reconnect');
    await queue.promoteJobs();
    expect(await settled(outboxId, tutor.id)).toBe('sent');
    expect(emulator.messagesTo(user.number).filter((message) => message.text.endsWith(`Balas: IKUT ${shortCode(requestId)}`))).toHaveLength(
      1,
    );
    await queue.close();
  });
});

describe('privacy', () => {
  it('sends no phone number, linking code or token in any chat text, and logs no chat number', async () => {
    const phones = (await db('tutors').pluck('phone_number')) as string[];
    phones.push(...((await db('customers').pluck('phone')) as string[]), fixtures.REQUEST_PHONE);
    const sent = emulator.sent();
    expect(sent.length).toBeGreaterThan(20);
    for (const { text } of sent) {
      for (const phone of phones) {
        expect(text).not.toContain(phone);
        expect(text).not.toContain(`62${phone.slice(1)}`);
      }
      for (const code of bot.issuedCodes) expect(text).not.toContain(code);
    }
    const log = bot.logLines.join('\n');
    for (const { chatId } of sent) expect(log).not.toContain(chatId);
    expect(log).not.toContain(BOT_NUMBER);
  });
});
