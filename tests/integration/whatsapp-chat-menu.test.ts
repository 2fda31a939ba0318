import { describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { REQUEST_MESSAGES as RM } from '../../core/requests/messages.ts';
import { TRANSACTION_MESSAGES as TM } from '../../core/transactions/messages.ts';
import { shortCode } from '../../core/whatsapp/short-codes.ts';
import { startWhatsAppBotHarness } from '../helpers/whatsapp-bot.ts';

// The chat menu on WhatsApp, over the real conversation and the emulator (docs/product.md#chat-commands):
// MENU numbered per role with a number running its item, the tutor's PERMINTAAN, SALDO and CAIR with
// YA, SIBUK/TERSEDIA, PENGATURAN and PUTUS. Short answers (numbers, YA, BERIKUTNYA) stand for what the
// bot's last reply offered, kept in Redis; a stale, foreign or wrong-role keyword changes nothing.

const bot = await startWhatsAppBotHarness();
const { db, fixtures, say, linked } = bot;

let subjectSequence = 0;
const ownSubject = () => `Uji WA ${(subjectSequence += 1)}`;

async function doneClass(tutorId: string): Promise<string> {
  const owner = await fixtures.customer('Rina Lestari');
  const transactionId = await fixtures.choose(await fixtures.request(owner), tutorId, 'PAID');
  await db('transactions').where({ id: transactionId }).update({ class_status: 'DONE', class_done_at: db.fn.now() });
  return transactionId;
}

describe('MENU', () => {
  it("numbers the role's items, and a number runs that item", async () => {
    const tutorRow = await fixtures.tutor({ name: 'Siti Menu' });
    const tutor = await linked(tutorRow, 'tutor');
    expect(await say(tutor, 'menu')).toBe(
      [
        '*Menu Ajarin untuk tutor*',
        '1. Permintaan Belajar — ketik PERMINTAAN',
        '2. Saldo & Pencairan — ketik SALDO',
        '3. Set Sibuk — ketik SIBUK',
        '4. Set Tersedia — ketik TERSEDIA',
        '5. Jadwal Kelas — ketik JADWAL',
        '6. Pengaturan Notifikasi — ketik PENGATURAN',
        '7. Putuskan Chat Ini — ketik PUTUS',
        '8. Bantuan — ketik BANTUAN',
        '',
        'Balas dengan angkanya (berlaku 10 menit) atau ketik kata kuncinya.',
      ].join('\n'),
    );
    expect(await say(tutor, '3')).toBe(
      'Status Anda sekarang Sibuk: siswa tidak dapat memesan Anda dulu, dan profil Anda tampil sebagai Sibuk.',
    );
    expect(await db('tutors').where({ id: tutorRow.id }).first('is_available')).toEqual({ is_available: false });
    // The number answered the menu; the reply after it offered nothing, so the number means nothing now.
    expect(await say(tutor, '3')).toBe(M.unknown);
    expect(await say(tutor, 'MENU')).toContain('8. Bantuan');
    expect(await say(tutor, '8')).toBe(M.help);

    const customer = await linked(await fixtures.customer('Budi Menu'), 'customer');
    const menu = await say(customer, 'MENU');
    expect(menu).toContain(
      '1. Transaksi Saya — ketik TRANSAKSI\n2. Buat Permintaan Belajar — ketik MINTA\n3. Kirim Bukti Pembayaran — ketik BUKTI',
    );
    expect(await say(customer, '3')).toBe(M.proofNothingAwaiting);
    // A tutor's keyword from a customer is refused and changes nothing.
    for (const keyword of ['PERMINTAAN', 'SALDO', 'SIBUK', 'CAIR A1B2C3D4'])
      expect(await say(customer, keyword)).toBe('Perintah ini hanya untuk tutor.');
    expect(await say(tutor, 'BANTUAN')).toContain('PERMINTAAN — permintaan belajar yang masih terbuka (tutor)');
  });
});

describe('PERMINTAAN', () => {
  it('lists five matching open requests with their IKUT codes or states, and BERIKUTNYA the rest', async () => {
    const subject = ownSubject();
    const tutorRow = await fixtures.tutor({ subjects: [subject] });
    const owner = await fixtures.customer('Budi Santoso');
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push(
        await fixtures.request(owner, { subjects: [subject], notes: index === 5 ? 'WA saya +62 812 3456 7890' : `Catatan ${index}` }),
      );
      await db('learning_requests')
        .where({ id: ids.at(-1) })
        .update({ created_at: db.raw(`now() - make_interval(mins => ?)`, [60 - index]) });
    }
    await fixtures.join(ids[4]!, tutorRow.id);
    const tutor = await linked(tutorRow, 'tutor');

    const page = await say(tutor, 'PERMINTAAN');
    expect(page.startsWith('Permintaan belajar terbuka yang cocok dengan mata pelajaran Anda: 6.\n\n1) ')).toBe(true);
    expect(page).toContain('Catatan: WA saya [nomor disembunyikan]');
    expect(page).not.toContain('3456');
    expect(page).toContain(`Balas: IKUT ${shortCode(ids[5]!)}`);
    expect(page).toContain('Catatan: Catatan 4\n');
    expect(page).toMatch(/Catatan 4\nDiposting: .+\nTutor bergabung: 1\/10\nSudah Bergabung/);
    expect(page).not.toContain('Catatan 0');
    expect(page.endsWith('Balas BERIKUTNYA untuk permintaan berikutnya.')).toBe(true);

    const rest = await say(tutor, 'berikutnya');
    expect(rest).toContain('Catatan: Catatan 0');
    expect(rest).not.toContain('BERIKUTNYA');

    expect(await say(tutor, `IKUT ${shortCode(ids[5]!)}`)).toBe(RM.joined);
    await db('learning_requests').where({ id: ids[3] }).update({ status: 'CANCELLED' });
    expect(await say(tutor, `IKUT ${shortCode(ids[3]!)}`)).toBe(RM.alreadyCancelled);
  });
});

describe('SALDO and CAIR', () => {
  it('shows the summary, confirms with amount, fee and account, and YA queues one payout however often it is sent', async () => {
    const tutorRow = await fixtures.tutor({ name: 'Siti Rahma' });
    await db('tutors').where({ id: tutorRow.id }).update({ bank_account: 'BNI 0123456789' });
    const transactionId = await doneClass(tutorRow.id);
    const code = shortCode(transactionId);
    const tutor = await linked(tutorRow, 'tutor');

    expect(await say(tutor, 'SALDO')).toBe(
      [
        'Saldo Anda',
        'Pendapatan Bulan Ini: Rp 0',
        'Siap Dicairkan: Rp 510.000 (1 kelas)',
        'Dalam Proses Pencairan: Rp 0 (0 pencairan)',
        'Pembayaran Upcoming: Rp 0 (0 kelas)',
        '',
        'Kelas yang siap dicairkan:',
        `1. Rp 510.000 · SMA - Fisika — CAIR ${code}`,
        '',
        'Balas dengan angkanya (atau CAIR <kode>) untuk mengajukan pencairan.',
      ].join('\n'),
    );
    expect(await say(tutor, '1')).toBe(
      [
        'Ajukan pencairan untuk kelas ini?',
        'SMA - Fisika — Rina Lestari',
        'Pendapatan: Rp 510.000',
        'Biaya admin: Rp 2.500',
        'Ditransfer: Rp 507.500',
        'Rekening: BNI 0123456789',
        '',
        'Balas YA untuk mengajukan pencairan ini.',
      ].join('\n'),
    );
    expect(await say(tutor, 'ya')).toBe(TM.payoutRequested);
    expect(await say(tutor, `CAIR ${code} YA`)).toBe(TM.payoutExists);
    expect(await say(tutor, `CAIR ${code}`)).toBe(TM.payoutExists);
    expect(await db('payouts').where({ transaction_id: transactionId }).select('status', 'net_amount')).toEqual([
      { status: 'REQUESTED', net_amount: 507_500 },
    ]);
    expect(
      await db('outbox')
        .where({ type: 'payout.requested' })
        .whereRaw(`payload->>'transactionId' = ?`, [transactionId])
        .count<{ count: number }[]>('* as count'),
    ).toEqual([{ count: 1 }]);
  });

  it("does not find another tutor's class, and asks for an account first", async () => {
    const owner = await fixtures.tutor();
    const transactionId = await doneClass(owner.id);
    const other = await linked(await fixtures.tutor(), 'tutor');
    expect(await say(other, `CAIR ${shortCode(transactionId)} YA`)).toBe(
      'Kode tidak ditemukan di antara kelas Anda. Kirim SALDO untuk melihat kelas yang siap dicairkan.',
    );
    expect(await say(other, 'CAIR')).toBe(
      'Kirim CAIR diikuti kode kelasnya, misalnya CAIR A1B2C3D4. Kirim SALDO untuk melihat kelas yang siap dicairkan.',
    );
    expect(await db('payouts').where({ transaction_id: transactionId }).first()).toBeUndefined();

    const ownerChat = await linked(owner, 'tutor');
    expect(await say(ownerChat, `CAIR ${shortCode(transactionId)}`)).toBe(
      'Nomor rekening harus diisi. Isi nomor rekening Anda di https://ajarin.test/dashboard, lalu ajukan lagi.',
    );
    expect(await say(ownerChat, 'YA')).toBe(M.unknown);
  });
});

describe('SIBUK and TERSEDIA', () => {
  it("switch the tutor's availability like the dashboard", async () => {
    const tutorRow = await fixtures.tutor();
    const tutor = await linked(tutorRow, 'tutor');
    expect(await say(tutor, 'sibuk')).toBe(
      'Status Anda sekarang Sibuk: siswa tidak dapat memesan Anda dulu, dan profil Anda tampil sebagai Sibuk.',
    );
    expect(await db('tutors').where({ id: tutorRow.id }).first('is_available')).toEqual({ is_available: false });
    expect(await say(tutor, 'TERSEDIA')).toBe('Status Anda sekarang Tersedia: siswa dapat memesan Anda.');
    expect(await db('tutors').where({ id: tutorRow.id }).first('is_available')).toEqual({ is_available: true });
  });
});

describe('PENGATURAN and PUTUS', () => {
  it("switches this chat's groups in the /akun table by number", async () => {
    const customerRow = await fixtures.customer('Budi Atur');
    const customer = await linked(customerRow, 'customer');
    const list = [
      'Notifikasi WhatsApp untuk chat ini. Email dan kanal lain diatur di halaman Akun.',
      '1. Transaksi dan pembayaran: Aktif',
      '2. Permintaan belajar: Aktif',
      '3. Feedback dan laporan: Aktif',
      '',
      'Balas dengan angkanya untuk mengubah.',
    ];
    expect(await say(customer, 'PENGATURAN')).toBe(list.join('\n'));
    expect(await say(customer, '2')).toBe(
      [
        'Notifikasi Permintaan belajar dinonaktifkan untuk chat ini.',
        '',
        ...list.map((line) => line.replace('Permintaan belajar: Aktif', 'Permintaan belajar: Nonaktif')),
      ].join('\n'),
    );
    expect(await db('notification_preferences').where({ user_id: customerRow.id }).select('channel', 'group', 'enabled')).toEqual([
      { channel: 'whatsapp', group: 'requests', enabled: false },
    ]);
    expect(await say(customer, 'PENGATURAN 9')).toContain('Pilihan 9 tidak ada.');
    expect(await say(customer, '2')).toContain('Notifikasi Permintaan belajar diaktifkan untuk chat ini.');
    expect(await db('notification_preferences').where({ user_id: customerRow.id }).select('enabled')).toEqual([{ enabled: true }]);
  });

  it('unlinks after YA only', async () => {
    const tutorRow = await fixtures.tutor();
    const tutor = await linked(tutorRow, 'tutor');
    expect(await say(tutor, 'PUTUS')).toBe(
      'Putuskan chat ini dari akun Ajarin Anda? Setelah diputus, chat ini tidak menerima notifikasi lagi dan perintah bot tidak dapat dipakai sampai Anda menghubungkannya kembali dari halaman Akun.\n\nBalas YA untuk memutuskan.',
    );
    expect(await say(tutor, 'SALDO')).toContain('Saldo Anda');
    // The YA belonged to the question before SALDO: it means nothing now.
    expect(await say(tutor, 'YA')).toBe(M.unknown);
    expect(await db('chat_links').where({ user_id: tutorRow.id }).first()).toBeDefined();
    await say(tutor, 'PUTUS');
    expect(await say(tutor, 'YA')).toBe(
      'Chat ini sudah diputus dari akun Ajarin Anda. Untuk menghubungkannya lagi, buka halaman Akun di web.',
    );
    expect(await db('chat_links').where({ user_id: tutorRow.id }).first()).toBeUndefined();
  });
});
