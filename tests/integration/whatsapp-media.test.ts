import { generateWAMessageContent, proto, type WAMessage } from '@whiskeysockets/baileys';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_WHATSAPP_TEXTS as W } from '../../core/chat/customer-whatsapp-texts.ts';
import { confirmProofMessage, WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import type { EmulatedWhatsAppUser } from '../../dev/whatsapp-emulator/index.ts';
import { startWhatsAppBotHarness } from '../helpers/whatsapp-bot.ts';

// Media as people send it on WhatsApp (docs/product.md#chat-whatsapp, issue 38 §5), end to end in
// the bot's WhatsApp channel over the emulator, each message shaped as Baileys 7.0.0-rc14 delivers
// it (decoded by its protobuf): an album answered once, a photo without a code asked about before
// it becomes a proof, voice notes and stickers, view-once photos, and a reply that meets a closing
// socket.

const bot = await startWhatsAppBotHarness();
const { db, emulator, fixtures, say, linked } = bot;

const pngOf = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

let sequence = 0;
/** A message from `user` as Baileys hands it over: the content decoded by its protobuf, the key as it builds it. */
function fromUser(user: EmulatedWhatsAppUser, content: proto.IMessage | null, key: Partial<WAMessage['key']> = {}): WAMessage {
  sequence += 1;
  return {
    key: { remoteJid: `${user.number}@s.whatsapp.net`, fromMe: false, id: `RAW${sequence}`, ...key },
    message: content ? proto.Message.decode(proto.Message.encode(content).finish()) : null,
    messageTimestamp: Math.floor(Date.now() / 1000),
  };
}

/** The bot's answers in `user`'s chat to what `act` sends, up to and including the answer to a BANTUAN sent after it. */
async function answersTo(user: EmulatedWhatsAppUser, act: () => Promise<unknown> | void): Promise<string[]> {
  const before = emulator.messagesTo(user.number).length;
  await act();
  // Answers keep the order of the questions in a chat: BANTUAN's answer comes after all of them.
  await emulator.sendText(user, 'BANTUAN');
  const chat = () => emulator.messagesTo(user.number).slice(before);
  const help = await emulator.waitForMessage(user.number, (message) => message.text === M.help && chat().includes(message));
  return chat()
    .slice(0, chat().indexOf(help))
    .map((message) => message.text);
}

async function unpaidCustomer(name: string) {
  const customer = await fixtures.customer(name);
  const tutor = await fixtures.tutor({ name: `Tutor ${name}` });
  const transactionId = await fixtures.choose(await fixtures.request(customer), tutor.id);
  return { customer, transactionId, user: await linked(customer, 'customer') };
}

const proofs = (transactionId: string) => db('payment_proofs').where({ transaction_id: transactionId });

describe('an album of photos', () => {
  it('is answered once, asking for one file at a time, and nothing becomes a proof', async () => {
    const { transactionId, user } = await unpaidCustomer('Album Pelanggan');
    const announcement = await generateWAMessageContent({ album: { expectedImageCount: 3 } }, { upload: async () => ({}) as never });
    const parent = fromUser(user, announcement);
    const photo = (caption?: string): proto.IMessage => ({
      imageMessage: { mimetype: 'image/jpeg', fileLength: 40_000, ...(caption ? { caption } : {}) },
      messageContextInfo: {
        messageAssociation: { associationType: proto.MessageAssociation.AssociationType.MEDIA_ALBUM, parentMessageKey: parent.key },
      },
    });
    const answers = await answersTo(user, () => {
      emulator.deliverRaw([parent], 'notify');
      emulator.deliverRaw([fromUser(user, photo('BUKTI A1B2C3D4')), fromUser(user, photo()), fromUser(user, photo())], 'notify');
    });
    expect(answers).toEqual([M.proofAlbum]);
    expect(await proofs(transactionId)).toHaveLength(0);
  });
});

describe('a photo without a transaction code', () => {
  it('asks first while one transaction waits, and YA sends it as that transaction’s proof', async () => {
    const { customer, transactionId, user } = await unpaidCustomer('Foto Tanpa Kode');
    const [awaiting] = await db('transactions').where({ id: transactionId }).select('id', 'total_price');
    const question = confirmProofMessage({
      id: transactionId,
      tutorName: 'Tutor Foto Tanpa Kode',
      totalPrice: Number(awaiting.total_price),
    });

    const photo = await pngOf();
    const asked = await answersTo(user, () => emulator.sendFile(user, { bytes: photo, mime: 'image/png', as: 'image' }));
    expect(asked).toEqual([question]);
    expect(await proofs(transactionId)).toHaveLength(0);

    expect(await say(user, 'YA')).toBe(M.proofReceived);
    expect(await proofs(transactionId).first('channel', 'uploaded_by', 'mime')).toEqual({
      channel: 'whatsapp',
      uploaded_by: customer.id,
      mime: 'image/png',
    });
  });

  it('asks about a photo whose caption is no code (homework, say), and BATAL sends nothing', async () => {
    const { transactionId, user } = await unpaidCustomer('Foto PR');
    const asked = await answersTo(user, () =>
      emulator.sendFile(user, { bytes: Buffer.from('x'), mime: 'image/png', as: 'image', caption: 'ini PR saya' }),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^Kirim sebagai bukti pembayaran untuk [0-9A-F]{8} /);
    expect(await say(user, 'BATAL')).toBe(W.cancelled);
    expect(await say(user, 'YA')).toBe(W.nothingToConfirm);
    expect(await proofs(transactionId)).toHaveLength(0);
  });
});

describe('what the bot cannot read', () => {
  it('answers a voice note and a sticker with one short line, to a customer and a tutor alike', async () => {
    const { user } = await unpaidCustomer('Suara Pelanggan');
    const voice = { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true, seconds: 3 } };
    const sticker = { stickerMessage: { mimetype: 'image/webp', isAnimated: false } };
    expect(await answersTo(user, () => emulator.deliverRaw([fromUser(user, voice)], 'notify'))).toEqual([M.voiceOrSticker]);
    const tutor = await linked(await fixtures.tutor({ name: 'Stiker Tutor' }), 'tutor');
    expect(await answersTo(tutor, () => emulator.deliverRaw([fromUser(tutor, sticker)], 'notify'))).toEqual([M.voiceOrSticker]);
  });

  it('asks for a view-once photo again, whether WhatsApp withheld it or sent it wrapped', async () => {
    const { transactionId, user } = await unpaidCustomer('Sekali Lihat');
    const withheld = fromUser(user, null, { isViewOnce: true });
    const wrapped = fromUser(user, {
      viewOnceMessageV2: { message: { imageMessage: { mimetype: 'image/jpeg', caption: 'BUKTI A1B2C3D4' } } },
    });
    expect(await answersTo(user, () => emulator.deliverRaw([withheld, wrapped], 'notify'))).toEqual([M.viewOnce, M.viewOnce]);
    expect(await proofs(transactionId)).toHaveLength(0);
  });
});

describe('a reply that meets a closing socket', () => {
  it('goes out once the socket is open again', async () => {
    const { user } = await unpaidCustomer('Soket Tutup');
    const before = emulator.messagesTo(user.number).length;
    // The send closes the socket under it, as Baileys' Boom 428 says.
    emulator.failNextSend(428);
    await emulator.sendText(user, 'TRANSAKSI');
    const reply = await emulator.waitForMessage(user.number, (message) => emulator.messagesTo(user.number).indexOf(message) >= before);
    expect(reply.text).toContain('*Transaksi Anda*');
    expect(emulator.messagesTo(user.number)).toHaveLength(before + 1);
  });
});
