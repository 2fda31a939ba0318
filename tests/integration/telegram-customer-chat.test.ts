import { describe, expect, it } from 'vitest';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { buttonData, postTutorJoined } from '../helpers/customer-chat.ts';
import { startTelegramBotHarness } from '../helpers/telegram-bot.ts';

// The customers' chat on Telegram (docs/product.md#customers-in-the-chat), over the real bot and
// the Bot API emulator: choosing a tutor from the tutor-joined message.

const harness = await startTelegramBotHarness();
const { db, emulator, fixtures, link, nextMessage, config } = harness;
const requestDeps = { db, config };

const transactionsOf = (requestId: string) => db('transactions').where({ request_id: requestId }).select('id', 'tutor_id', 'total_price');

describe("'Pilih Tutor Ini' in the chat", () => {
  it('asks with the computed total, then chooses and answers with the payment instructions', async () => {
    const customer = await fixtures.customer('Rina Wati');
    const tutor = await fixtures.tutor({ name: 'Dewi Lestari' });
    const requestId = await fixtures.request(customer);
    await fixtures.join(requestId, tutor.id);
    const chat = await link(customer.id, 'customer', 'Rina');

    const joined = await postTutorJoined(emulator, db, chat, { requestId, tutorId: tutor.id });
    expect(joined.text).toContain('Universitas: Universitas Indonesia');
    expect(joined.text).toContain('Tarif: Rp 100.000/jam');
    const question = await nextMessage(chat, () => emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini')));
    expect(question.text).toBe(
      [
        'Pilih Dewi Lestari sebagai tutor untuk permintaan belajar ini?',
        '',
        'Universitas: Universitas Indonesia',
        'Rating: 0,0 (0 ulasan)',
        'Tarif: Rp 100.000/jam',
        'Mata pelajaran: SMA - Fisika',
        'Durasi: 3 jam, 2 orang',
        'Total: Rp 600.000',
      ].join('\n'),
    );
    expect(await transactionsOf(requestId)).toEqual([]);

    const answer = await nextMessage(chat, () => emulator.pressButton(chat, question, buttonData(question, 'Ya, Pilih Tutor Ini')));
    expect(answer.text).toContain('Anda memilih Dewi Lestari sebagai tutor. Transaksi sudah dibuat.');
    expect(answer.text).toContain('1. Transfer Rp 600.000 ke nomor GOPAY 081234567890.');
    expect(answer.text).not.toContain(tutor.phone);
    expect(await transactionsOf(requestId)).toEqual([{ id: expect.any(String), tutor_id: tutor.id, total_price: 600_000 }]);
    expect(emulator.messagesTo(chat.id).find((message) => message.messageId === question.messageId)?.replyMarkup?.inline_keyboard.flat() ?? []).toEqual([]);
  });

  it('a press on a request already chosen is answered with the web\'s words and opens nothing', async () => {
    const customer = await fixtures.customer('Sari');
    const first = await fixtures.tutor({ name: 'Tutor Satu' });
    const second = await fixtures.tutor({ name: 'Tutor Dua' });
    const requestId = await fixtures.request(customer);
    await fixtures.join(requestId, first.id);
    await fixtures.join(requestId, second.id);
    const chat = await link(customer.id, 'customer', 'Sari');
    const joined = await postTutorJoined(emulator, db, chat, { requestId, tutorId: second.id });
    const question = await nextMessage(chat, () => emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini')));

    await chooseTutor(requestDeps, { id: customer.id, role: 'customer' }, requestId, { tutorId: first.id });
    expect(await emulator.pressButton(chat, question, buttonData(question, 'Ya, Pilih Tutor Ini'))).toMatchObject({ text: 'Tutor sudah dipilih untuk permintaan ini.', showAlert: true });
    expect(await emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini'))).toMatchObject({ text: 'Tutor sudah dipilih untuk permintaan ini.' });
    expect(await transactionsOf(requestId)).toEqual([expect.objectContaining({ tutor_id: first.id })]);
  });

  it('a confirmation pressed while the web chooses at once opens one transaction', async () => {
    const customer = await fixtures.customer('Dina');
    const tutor = await fixtures.tutor();
    const requestId = await fixtures.request(customer);
    await fixtures.join(requestId, tutor.id);
    const chat = await link(customer.id, 'customer', 'Dina');
    const joined = await postTutorJoined(emulator, db, chat, { requestId, tutorId: tutor.id });
    const question = await nextMessage(chat, () => emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini')));

    const [pressed, web] = await Promise.allSettled([
      emulator.pressButton(chat, question, buttonData(question, 'Ya, Pilih Tutor Ini')),
      chooseTutor(requestDeps, { id: customer.id, role: 'customer' }, requestId, { tutorId: tutor.id }),
    ]);
    expect(pressed.status).toBe('fulfilled');
    expect(await transactionsOf(requestId)).toHaveLength(1);
    // Whoever lost was told the web's 409 text.
    if (web.status === 'rejected') expect((web.reason as Error).message).toBe('Tutor sudah dipilih untuk permintaan ini.');
    else expect(pressed.status === 'fulfilled' && pressed.value.text).toBe('Tutor sudah dipilih untuk permintaan ini.');
  });

  it("another customer's request, a tutor who never joined, or forged data changes nothing", async () => {
    const owner = await fixtures.customer('Pemilik');
    const stranger = await fixtures.customer('Orang Lain');
    const tutor = await fixtures.tutor();
    const outsider = await fixtures.tutor();
    const requestId = await fixtures.request(owner);
    await fixtures.join(requestId, tutor.id);
    const ownerChat = await link(owner.id, 'customer', 'Pemilik');
    const strangerChat = await link(stranger.id, 'customer', 'Orang');
    const joined = await postTutorJoined(emulator, db, ownerChat, { requestId, tutorId: tutor.id });
    const data = buttonData(joined, 'Pilih Tutor Ini');

    expect(await emulator.pressButton(strangerChat, { ...joined, chatId: strangerChat.id }, data)).toMatchObject({ text: 'Akses Ditolak' });
    expect(await emulator.pressButton(strangerChat, { ...joined, chatId: strangerChat.id }, data.replace(/^ch:/, 'cy:'))).toMatchObject({ text: 'Akses Ditolak' });
    const forgedTutor = data.slice(0, 3 + 22) + Buffer.from(outsider.id.replace(/-/g, ''), 'hex').toString('base64url');
    expect(await emulator.pressButton(ownerChat, joined, forgedTutor.replace(/^ch:/, 'cy:'))).toMatchObject({ text: 'Tutor ini tidak ada dalam daftar tutor yang tertarik.' });
    expect(await emulator.pressButton(ownerChat, joined, 'cy:not-an-id')).toMatchObject({ text: 'Tombol ini sudah tidak berlaku.' });
    expect(await transactionsOf(requestId)).toEqual([]);
  });
});
