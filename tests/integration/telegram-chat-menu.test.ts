import { Api } from 'grammy';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../core/errors.ts';
import { REQUEST_MESSAGES as RM } from '../../core/requests/messages.ts';
import { TRANSACTION_MESSAGES as TM } from '../../core/transactions/messages.ts';
import type { BotMessage, EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { unlinkChat } from '../../services/chat-links/account-chats.ts';
import { renderTelegram } from '../../services/notifications/render-telegram.ts';
import { loadTransactionContext } from '../../services/transactions/transaction-notification.ts';
import { classDoneContent } from '../../services/transactions/transaction-outcome-notifications.ts';
import { startTelegramBotHarness } from '../helpers/telegram-bot.ts';

// The chat menu and what it opens, over the real grammY bot and the Bot API emulator
// (docs/product.md#chat-commands): /menu per role with the chat's own command list, a tutor's
// open requests, balance and payout, availability, this chat's notification switches and /putus.
// Every press is re-checked against the database: a stale, foreign or wrong-role press changes nothing.

const harness = await startTelegramBotHarness();
const { db, emulator, fixtures, say, link } = harness;
const api = new Api(emulator.token, { apiRoot: emulator.apiRoot });

let subjectSequence = 0;
/** A subject no other test's requests share, so each list holds only its own requests. */
const ownSubject = () => `Uji Menu ${(subjectSequence += 1)}`;

const current = (message: BotMessage) => emulator.messagesTo(message.chatId).find((m) => m.messageId === message.messageId)!;
const buttonsOf = (message: BotMessage) => current(message).replyMarkup?.inline_keyboard.flat() ?? [];

/** Runs `action` and waits for `count` new bot messages in the chat. */
async function messagesAfter(user: EmulatedUser, action: () => Promise<unknown>, count: number): Promise<BotMessage[]> {
  const before = emulator.lastMessageId(user.id);
  await action();
  await emulator.waitForMessage(user.id, () => emulator.messagesTo(user.id).filter((m) => m.messageId > before).length >= count);
  return emulator.messagesTo(user.id).filter((m) => m.messageId > before);
}

const press = (user: EmulatedUser, message: BotMessage, data: string) => emulator.pressButton(user, message, data);
const commandsOf = (chatId: number) =>
  api.getMyCommands({ scope: { type: 'chat', chat_id: chatId } }).then((list) => list.map((item) => item.command));

/** A PAID transaction of `tutorId` whose class is done: ready to withdraw. */
async function doneClass(tutorId: string): Promise<string> {
  const owner = await fixtures.customer('Rina Lestari');
  const transactionId = await fixtures.choose(await fixtures.request(owner), tutorId, 'PAID');
  await db('transactions').where({ id: transactionId }).update({ class_status: 'DONE', class_done_at: db.fn.now() });
  return transactionId;
}

describe('/menu', () => {
  it("shows each role its own buttons with 'Buka Ajarin', and gives the chat that role's command list", async () => {
    const tutor = await link((await fixtures.tutor()).id, 'tutor');
    expect(await commandsOf(tutor.id)).toEqual([
      'menu',
      'permintaan',
      'saldo',
      'sibuk',
      'tersedia',
      'jadwal',
      'pengaturan',
      'putus',
      'bantuan',
      'berhenti',
      'mulai',
    ]);
    const menu = await say(tutor, '/menu');
    expect(menu.text).toBe('Menu Ajarin untuk tutor. Pilih yang ingin Anda lakukan:');
    expect(buttonsOf(menu).map((button) => button.text)).toEqual([
      'Permintaan Belajar',
      'Saldo & Pencairan',
      'Set Sibuk',
      'Set Tersedia',
      'Jadwal Kelas',
      'Pengaturan Notifikasi',
      'Putuskan Chat Ini',
      'Bantuan',
      'Buka Ajarin',
    ]);
    expect(buttonsOf(menu)[0]).toEqual({ text: 'Permintaan Belajar', callback_data: 'menu:permintaan' });

    const customer = await link((await fixtures.customer()).id, 'customer');
    expect(await commandsOf(customer.id)).toEqual([
      'menu',
      'transaksi',
      'minta',
      'bukti',
      'jadwal',
      'pengaturan',
      'putus',
      'bantuan',
      'berhenti',
      'mulai',
    ]);
    const customerMenu = await say(customer, '/menu');
    expect(buttonsOf(customerMenu).map((button) => button.callback_data ?? button.text)).toEqual([
      'menu:transaksi',
      'menu:minta',
      'menu:bukti',
      'menu:jadwal',
      'menu:pengaturan',
      'menu:putus',
      'menu:bantuan',
      'Buka Ajarin',
    ]);
    // A press on a menu item runs the command it stands for.
    const help = await harness.nextMessage(customer, () => press(customer, customerMenu, 'menu:bantuan'));
    expect(help.text).toContain(
      '/transaksi: transaksi Anda dan statusnya\n/minta: tulis permintaan belajar baru\n/bukti: kirim bukti pembayaran',
    );
    const tutorHelp = (await say(tutor, '/bantuan')).text;
    for (const line of [
      '/menu: menu Ajarin dengan tombol',
      '/permintaan: permintaan belajar',
      '/saldo: saldo dan pengajuan pencairan dana',
      '/sibuk: ',
      '/tersedia: ',
      '/pengaturan: ',
      '/putus: ',
    ]) {
      expect(tutorHelp).toContain(line);
    }

    expect((await say(harness.chatUser('Asing'), '/menu')).text).toContain("'Hubungkan Telegram'");
  });

  it('refuses a tutor-only item pressed by a customer, and changes nothing', async () => {
    const tutorMenu = await say(await link((await fixtures.tutor()).id, 'tutor'), '/menu');
    const customerRow = await fixtures.customer();
    const customer = await link(customerRow.id, 'customer');
    const before = await db('tutors').where({ id: customerRow.id }).first();
    for (const key of ['saldo', 'permintaan', 'sibuk']) {
      const reply = await harness.nextMessage(customer, () => press(customer, { ...tutorMenu, chatId: customer.id }, `menu:${key}`));
      expect(reply.text).toBe('Perintah ini hanya untuk tutor.');
    }
    expect(await db('tutors').where({ id: customerRow.id }).first()).toEqual(before);
  });
});

describe('/permintaan', () => {
  it("lists the matching open requests five at a time, newest first, with 'Berikutnya' and each join's state", async () => {
    const subject = ownSubject();
    const tutorRow = await fixtures.tutor({ subjects: [subject] });
    const owner = await fixtures.customer('Budi Santoso');
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push(
        await fixtures.request(owner, { subjects: [subject], notes: index === 5 ? 'Hubungi WA 0812-3456-7890 ya' : `Catatan ${index}` }),
      );
      await db('learning_requests')
        .where({ id: ids.at(-1) })
        .update({ created_at: db.raw(`now() - make_interval(mins => ?)`, [60 - index]) });
    }
    await fixtures.join(ids[4]!, tutorRow.id);
    const tutor = await link(tutorRow.id, 'tutor');

    const page = await messagesAfter(tutor, () => emulator.sendText(tutor, '/permintaan'), 7);
    expect(page[0]!.text).toBe('Permintaan belajar terbuka yang cocok dengan mata pelajaran Anda: 6.');
    const items = page.slice(1, 6);
    // Newest first; the notes' phone number is masked before any payment.
    expect(items[0]!.text).toContain('Catatan: Hubungi WA [nomor disembunyikan] ya');
    expect(items[0]!.text).not.toContain('3456');
    expect(items[0]!.text).toContain(`${subject}\nSiswa: 2 orang · Durasi: 3 jam`);
    expect(items[0]!.text).toMatch(/Diposting: .+\nTutor bergabung: 0\/10/);
    expect(buttonsOf(items[0]!)).toEqual([{ text: 'Saya Tertarik Mengajar', callback_data: `j:${ids[5]}` }]);
    expect(buttonsOf(items[1]!)).toEqual([{ text: 'Sudah Bergabung', callback_data: 'noop' }]);
    const next = page[6]!;
    expect(buttonsOf(next)).toEqual([{ text: 'Berikutnya', callback_data: `rq:${ids[1]}` }]);

    const rest = await messagesAfter(tutor, () => press(tutor, next, `rq:${ids[1]}`), 1);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.text).toContain('Catatan: Catatan 0');

    // The join runs the web's use case; a request closed since the list answers with its state.
    expect(await press(tutor, items[0]!, `j:${ids[5]}`)).toMatchObject({ text: RM.joined });
    await db('learning_requests').where({ id: ids[3] }).update({ status: 'CANCELLED' });
    expect(await press(tutor, items[2]!, `j:${ids[3]}`)).toMatchObject({ text: RM.alreadyCancelled });
    await expect.poll(() => buttonsOf(items[2]!)).toEqual([{ text: 'Permintaan sudah ditutup', callback_data: 'noop' }]);
    expect(await db('request_participants').where({ request_id: ids[3] }).first()).toBeUndefined();
  });

  it("shows a full request as 'penuh', and says so when nothing is open", async () => {
    const subject = ownSubject();
    const tutorRow = await fixtures.tutor({ subjects: [subject] });
    const tutor = await link(tutorRow.id, 'tutor');
    expect((await say(tutor, '/permintaan')).text).toBe(
      'Belum ada permintaan belajar terbuka yang cocok dengan mata pelajaran Anda. Anda akan diberi tahu saat ada yang baru.',
    );

    const requestId = await fixtures.request(await fixtures.customer(), { subjects: [subject] });
    for (let index = 0; index < 10; index += 1) await fixtures.join(requestId, (await fixtures.tutor({ subjects: [subject] })).id);
    const page = await messagesAfter(tutor, () => emulator.sendText(tutor, '/permintaan'), 2);
    expect(buttonsOf(page[1]!)).toEqual([{ text: 'penuh', callback_data: 'noop' }]);
  });
});

describe('/saldo and Ajukan Pencairan', () => {
  it('shows the summary cards, confirms with amount, fee and account, and queues one payout however often it is pressed', async () => {
    const tutorRow = await fixtures.tutor({ name: 'Siti Rahma' });
    await db('tutors').where({ id: tutorRow.id }).update({ bank_account: 'BNI 0123456789' });
    const transactionId = await doneClass(tutorRow.id);
    const tutor = await link(tutorRow.id, 'tutor');

    const balance = await say(tutor, '/saldo');
    expect(balance.text).toBe(
      [
        'Saldo Anda',
        'Pendapatan Bulan Ini: Rp 0',
        'Siap Dicairkan: Rp 510.000 (1 kelas)',
        'Dalam Proses Pencairan: Rp 0 (0 pencairan)',
        'Pembayaran Upcoming: Rp 0 (0 kelas)',
        '',
        'Kelas yang siap dicairkan:',
      ].join('\n'),
    );
    expect(buttonsOf(balance)).toEqual([{ text: 'Ajukan Pencairan · Rp 510.000 · SMA - Fisika', callback_data: `w:${transactionId}` }]);

    const confirm = await harness.nextMessage(tutor, () => press(tutor, balance, `w:${transactionId}`));
    expect(confirm.text).toBe(
      [
        'Ajukan pencairan untuk kelas ini?',
        'SMA - Fisika — Rina Lestari',
        'Pendapatan: Rp 510.000',
        'Biaya admin: Rp 2.500',
        'Ditransfer: Rp 507.500',
        'Rekening: BNI 0123456789',
      ].join('\n'),
    );
    expect(buttonsOf(confirm)).toEqual([{ text: 'Ya, Ajukan Pencairan', callback_data: `wy:${transactionId}` }]);

    expect(await press(tutor, confirm, `wy:${transactionId}`)).toMatchObject({ text: TM.payoutRequested });
    expect(await press(tutor, confirm, `wy:${transactionId}`)).toMatchObject({ text: TM.payoutExists, showAlert: true });
    // The stale 'Ajukan Pencairan' of the balance answers with the state too.
    expect(await press(tutor, balance, `w:${transactionId}`)).toMatchObject({ text: TM.payoutExists });
    expect(await db('payouts').where({ transaction_id: transactionId }).select('status', 'net_amount')).toEqual([
      { status: 'REQUESTED', net_amount: 507_500 },
    ]);
    expect(
      await db('outbox')
        .where({ type: 'payout.requested' })
        .whereRaw(`payload->>'transactionId' = ?`, [transactionId])
        .count<{ count: number }[]>('* as count'),
    ).toEqual([{ count: 1 }]);
    expect((await say(tutor, '/saldo')).text).toContain('Dalam Proses Pencairan: Rp 507.500 (1 pencairan)');
  });

  it("refuses another tutor's class and a customer's press, and asks for an account first", async () => {
    const owner = await fixtures.tutor();
    const transactionId = await doneClass(owner.id);
    const otherRow = await fixtures.tutor();
    const other = await link(otherRow.id, 'tutor');
    const button = { ...(await say(other, '/saldo')), chatId: other.id };
    expect(await press(other, button, `w:${transactionId}`)).toMatchObject({ text: FORBIDDEN_MESSAGE, showAlert: true });
    expect(await press(other, button, `wy:${transactionId}`)).toMatchObject({ text: FORBIDDEN_MESSAGE });
    const customer = await link((await fixtures.customer()).id, 'customer');
    expect(await press(customer, { ...button, chatId: customer.id }, `wy:${transactionId}`)).toMatchObject({
      text: 'Tombol ini hanya untuk tutor.',
    });
    expect(await press(other, button, 'wy:not-a-uuid')).toMatchObject({ text: 'Tombol ini sudah tidak berlaku.' });
    expect(await db('payouts').where({ transaction_id: transactionId }).first()).toBeUndefined();

    const ownerChat = await link(owner.id, 'tutor');
    const balance = await say(ownerChat, '/saldo');
    const reply = await harness.nextMessage(ownerChat, () => press(ownerChat, balance, `w:${transactionId}`));
    expect(reply.text).toBe('Nomor rekening harus diisi. Isi nomor rekening Anda di https://ajarin.test/dashboard, lalu ajukan lagi.');
  });
});

describe("the class-done message's 'Ajukan Pencairan'", () => {
  it('opens the same confirmation as /saldo, straight from the notification', async () => {
    const tutorRow = await fixtures.tutor({ name: 'Dewi Lestari' });
    await db('tutors').where({ id: tutorRow.id }).update({ bank_account: 'BCA 9876543210' });
    const transactionId = await doneClass(tutorRow.id);
    const tutor = await link(tutorRow.id, 'tutor');
    const context = await loadTransactionContext(db, transactionId);
    const rendered = renderTelegram(
      classDoneContent(
        context!,
        {
          appUrl: 'https://ajarin.test',
          gopayNumber: '0812',
          secretKey: Buffer.alloc(32),
          requestMaxTutors: 10,
        },
        'customer',
      )!,
    );
    const sent = await api.sendMessage(tutor.id, rendered.text, { parse_mode: rendered.parse_mode, reply_markup: rendered.reply_markup });
    const notification = emulator.messagesTo(tutor.id).find((m) => m.messageId === sent.message_id)!;
    expect(buttonsOf(notification)).toEqual([{ text: 'Ajukan Pencairan', callback_data: `w:${transactionId}` }]);

    const confirm = await harness.nextMessage(tutor, () => press(tutor, notification, `w:${transactionId}`));
    // A BCA account pays no fee, as on the web.
    expect(confirm.text).toContain('Biaya admin: Rp 0\nDitransfer: Rp 510.000\nRekening: BCA 9876543210');
    expect(await press(tutor, confirm, `wy:${transactionId}`)).toMatchObject({ text: TM.payoutRequested });
    expect(await db('payouts').where({ transaction_id: transactionId }).select('status')).toEqual([{ status: 'REQUESTED' }]);
  });
});

describe('/sibuk and /tersedia', () => {
  it("switch the tutor's availability like the dashboard", async () => {
    const tutorRow = await fixtures.tutor();
    const tutor = await link(tutorRow.id, 'tutor');
    expect((await say(tutor, '/sibuk')).text).toBe(
      'Status Anda sekarang Sibuk: siswa tidak dapat memesan Anda dulu, dan profil Anda tampil sebagai Sibuk.',
    );
    expect(await db('tutors').where({ id: tutorRow.id }).first('is_available')).toEqual({ is_available: false });
    expect((await say(tutor, '/tersedia')).text).toBe('Status Anda sekarang Tersedia: siswa dapat memesan Anda.');
    expect(await db('tutors').where({ id: tutorRow.id }).first('is_available')).toEqual({ is_available: true });
    const customer = await link((await fixtures.customer()).id, 'customer');
    expect((await say(customer, '/sibuk')).text).toBe('Perintah ini hanya untuk tutor.');
  });
});

describe('/pengaturan and /putus', () => {
  it("switches this chat's groups in the /akun table, only the role's own", async () => {
    const customerRow = await fixtures.customer();
    const customer = await link(customerRow.id, 'customer');
    const settings = await say(customer, '/pengaturan');
    expect(settings.text).toBe('Notifikasi Telegram untuk chat ini. Email dan kanal lain diatur di halaman Akun.');
    expect(buttonsOf(settings)).toEqual([
      { text: 'Transaksi dan pembayaran: Aktif', callback_data: 'pf:transactions' },
      { text: 'Permintaan belajar: Aktif', callback_data: 'pf:requests' },
      { text: 'Feedback dan laporan: Aktif', callback_data: 'pf:feedback' },
    ]);
    expect(await press(customer, settings, 'pf:requests')).toMatchObject({
      text: 'Notifikasi Permintaan belajar dinonaktifkan untuk chat ini.',
    });
    await expect.poll(() => buttonsOf(settings)[1]).toEqual({ text: 'Permintaan belajar: Nonaktif', callback_data: 'pf:requests' });
    expect(await db('notification_preferences').where({ user_id: customerRow.id }).select('channel', 'group', 'enabled')).toEqual([
      { channel: 'telegram', group: 'requests', enabled: false },
    ]);

    // Groups the role never receives, or that cannot be switched, are refused and change nothing.
    expect(await press(customer, settings, 'pf:payouts')).toMatchObject({ showAlert: true });
    expect(await press(customer, settings, 'pf:account')).toMatchObject({ text: 'Tombol ini sudah tidak berlaku.' });
    expect(await db('notification_preferences').where({ user_id: customerRow.id }).count<{ count: number }[]>('* as count')).toEqual([
      { count: 1 },
    ]);
  });

  it('unlinks after the confirmation only, and the chat gets the default command list back', async () => {
    const tutorRow = await fixtures.tutor();
    const tutor = await link(tutorRow.id, 'tutor');
    const ask = await say(tutor, '/putus');
    expect(buttonsOf(ask)).toEqual([
      { text: 'Ya, Putuskan', callback_data: 'putus:ya' },
      { text: 'Batal', callback_data: 'putus:batal' },
    ]);
    expect((await harness.nextMessage(tutor, () => press(tutor, ask, 'putus:batal'))).text).toBe('Baik, chat ini tetap terhubung.');
    expect(await db('chat_links').where({ user_id: tutorRow.id }).first()).toBeDefined();

    const again = await say(tutor, '/putus');
    expect((await harness.nextMessage(tutor, () => press(tutor, again, 'putus:ya'))).text).toBe(
      'Chat ini sudah diputus dari akun Ajarin Anda. Untuk menghubungkannya lagi, buka halaman Akun di web.',
    );
    expect(await db('chat_links').where({ user_id: tutorRow.id }).first()).toBeUndefined();
    expect(await commandsOf(tutor.id)).toEqual(['start', 'bantuan', 'bukti', 'berhenti', 'mulai']);
    expect((await say(tutor, '/saldo')).text).toContain("'Hubungkan Telegram'");
  });

  it('gives a chat unlinked from /akun the default command list back at its next menu command', async () => {
    const tutorRow = await fixtures.tutor();
    const tutor = await link(tutorRow.id, 'tutor');
    expect(await commandsOf(tutor.id)).toContain('saldo');
    await unlinkChat({ db }, { id: tutorRow.id, role: 'tutor' }, 'telegram');
    expect((await say(tutor, '/saldo')).text).toContain("'Hubungkan Telegram'");
    expect(await commandsOf(tutor.id)).toEqual(['start', 'bantuan', 'bukti', 'berhenti', 'mulai']);
  });
});
