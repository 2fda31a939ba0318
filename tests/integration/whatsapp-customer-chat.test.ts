import { describe, expect, it } from 'vitest';
import { shortCode } from '../../core/whatsapp/short-codes.ts';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { startWhatsAppBotHarness } from '../helpers/whatsapp-bot.ts';

// The customers' chat on WhatsApp (docs/product.md#customers-in-the-chat), over the real
// conversation, send gate and emulator: PILIH from the tutor-joined message, YA / BATAL, TRANSAKSI
// with BERIKUTNYA, and SELESAI.

const harness = await startWhatsAppBotHarness();
const { db, config, emulator, fixtures, say, linked, notify } = harness;

const transactionsOf = (requestId: string) => db('transactions').where({ request_id: requestId }).select('tutor_id', 'total_price');

describe('PILIH on WhatsApp', () => {
  it('the tutor-joined message says which reply chooses; PILIH asks with the total, YA chooses and tells how to pay', async () => {
    const customer = await fixtures.customer('Rina Wati');
    const tutor = await fixtures.tutor({ name: 'Dewi Lestari' });
    const requestId = await fixtures.request(customer);
    await fixtures.join(requestId, tutor.id);
    const chat = await linked(customer, 'customer');

    await notify('request.tutor_joined', { requestId, tutorId: tutor.id });
    const reply = `PILIH ${shortCode(requestId)} ${shortCode(tutor.id)}`;
    const joined = await emulator.waitForMessage(chat.number, (message) =>
      message.text.includes('tertarik dengan permintaan belajar Anda'),
    );
    expect(joined.text).toContain(`Balas ${reply} untuk memilih tutor ini.`);
    expect(joined.text).toContain('Tarif: Rp 100.000/jam');

    const question = await say(chat, reply.toLowerCase());
    expect(question).toBe(
      [
        'Pilih Dewi Lestari sebagai tutor untuk permintaan belajar ini?',
        '',
        'Universitas: Universitas Indonesia',
        'Rating: 0,0 (0 ulasan)',
        'Tarif: Rp 100.000/jam',
        'Mata pelajaran: SMA - Fisika',
        'Durasi: 3 jam, 2 orang',
        'Total: Rp 600.000',
        '',
        'Balas YA untuk memilih tutor ini, atau BATAL.',
      ].join('\n'),
    );
    expect(await transactionsOf(requestId)).toEqual([]);
    const answer = await say(chat, 'ya');
    const [transaction] = await db('transactions').where({ request_id: requestId }).select('id');
    expect(answer).toContain('Anda memilih Dewi Lestari sebagai tutor. Transaksi sudah dibuat.');
    const { unique_code: code } = await db('transactions').where({ request_id: requestId }).first('unique_code');
    const due = `Rp 600.${String(code).padStart(3, '0')}`;
    expect(answer).toContain(`Jumlah yang harus dibayar: ${due}\nKode unik: Rp ${code}\n`);
    expect(answer).toContain(`1. Transfer tepat ${due} (termasuk kode unik) ke nomor GOPAY 081234567890.`);
    expect(answer).toContain(`dengan keterangan BUKTI ${shortCode(transaction.id)}`);
    expect(answer).not.toContain(tutor.phone);
    expect(await transactionsOf(requestId)).toEqual([{ tutor_id: tutor.id, total_price: 600_000 }]);
    // The question is spent.
    expect(await say(chat, 'YA')).toBe('Tidak ada yang menunggu jawaban YA. Kirim BANTUAN untuk melihat daftar perintah.');
  });

  it("BATAL drops the question; a request chosen meanwhile gets the web's words; unknown or foreign codes change nothing", async () => {
    const customer = await fixtures.customer('Sari');
    const stranger = await fixtures.customer('Orang Lain');
    const first = await fixtures.tutor();
    const second = await fixtures.tutor();
    const requestId = await fixtures.request(customer);
    await fixtures.join(requestId, first.id);
    await fixtures.join(requestId, second.id);
    const chat = await linked(customer, 'customer');
    const strangerChat = await linked(stranger, 'customer');
    const reply = `PILIH ${shortCode(requestId)} ${shortCode(second.id)}`;

    expect(await say(chat, reply)).toContain('Total: Rp 600.000');
    expect(await say(chat, 'BATAL')).toBe('Dibatalkan. Tidak ada yang diubah.');
    expect(await say(chat, 'YA')).toContain('Tidak ada yang menunggu jawaban YA.');
    expect(await say(strangerChat, reply)).toBe(
      'Kode permintaan atau tutor tidak ditemukan di antara permintaan belajar Anda. Periksa kembali kodenya.',
    );
    expect(await say(chat, 'PILIH 123')).toContain('Kirim PILIH diikuti kode permintaan dan kode tutor');

    expect(await say(chat, reply)).toContain('Total: Rp 600.000');
    await chooseTutor({ db, config }, { id: customer.id, role: 'customer' }, requestId, { tutorId: first.id });
    expect(await say(chat, 'YA')).toBe('Tutor sudah dipilih untuk permintaan ini.');
    expect(await say(chat, reply)).toBe('Tutor sudah dipilih untuk permintaan ini.');
    expect(await transactionsOf(requestId)).toEqual([expect.objectContaining({ tutor_id: first.id })]);
  });

  it('a tutor is told PILIH is for customers', async () => {
    const tutor = await fixtures.tutor();
    const chat = await linked(tutor, 'tutor');
    expect(await say(chat, 'PILIH A1B2C3D4 E5F6A7B8')).toBe('Perintah ini hanya untuk pelanggan.');
  });
});

describe('TRANSAKSI and SELESAI on WhatsApp', () => {
  it('lists five at a time with codes and what to do, BERIKUTNYA the rest; SELESAI asks, YA marks done once', async () => {
    const customer = await fixtures.customer('Lina');
    const tutor = await fixtures.tutor({ name: 'Guru Lina' });
    const ids: string[] = [];
    for (const status of ['PAID', 'UNPAID', 'UNPAID', 'UNPAID', 'UNPAID', 'UNPAID']) {
      ids.push(await fixtures.choose(await fixtures.request(customer), tutor.id, status));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const chat = await linked(customer, 'customer');
    const first = await say(chat, 'transaksi');
    expect(first.split('\n').slice(0, 5)).toEqual([
      '*Transaksi Anda*',
      '',
      `*${shortCode(ids[5]!)}* — Guru Lina, SMA - Fisika`,
      'Rp 600.000 · Belum Dibayar · Sedang Berlangsung',
      `Kirim Bukti: foto atau PDF dengan keterangan BUKTI ${shortCode(ids[5]!)}`,
    ]);
    expect(first).not.toContain(shortCode(ids[0]!));
    expect(first.endsWith('Balas BERIKUTNYA untuk 5 transaksi berikutnya.')).toBe(true);
    const second = await say(chat, 'BERIKUTNYA');
    expect(second).toBe(
      [
        '*Transaksi Anda*',
        '',
        `*${shortCode(ids[0]!)}* — Guru Lina, SMA - Fisika`,
        'Rp 600.000 · Sudah Dibayar (Terverifikasi) · Sedang Berlangsung',
        `Tandai Selesai: balas SELESAI ${shortCode(ids[0]!)}`,
      ].join('\n'),
    );
    expect(await say(chat, 'BERIKUTNYA')).toBe('Tidak ada transaksi lagi.');

    expect(await say(chat, `SELESAI ${shortCode(ids[1]!)}`)).toBe(
      'Kelas ini tidak dapat ditandai selesai. Statusnya sekarang: Belum Dibayar · Sedang Berlangsung.',
    );
    expect(await say(chat, `selesai ${shortCode(ids[0]!)}`)).toBe(
      'Tandai kelas bersama Guru Lina (SMA - Fisika) selesai?\nSetelah itu pembayaran diteruskan ke tutor dan refund tidak dapat diajukan.\n\nBalas YA jika kelas sudah selesai, atau BATAL.',
    );
    expect(await say(chat, 'YA')).toBe('Kelas telah ditandai selesai');
    expect(await db('transactions').where({ id: ids[0] }).first('class_status')).toEqual({ class_status: 'DONE' });
    expect(await say(chat, `SELESAI ${shortCode(ids[0]!)}`)).toBe(
      'Kelas ini tidak dapat ditandai selesai. Statusnya sekarang: Sudah Dibayar (Terverifikasi) · Kelas Selesai.',
    );
  });

  it("another customer's transaction code is unknown; a customer without transactions is told so", async () => {
    const owner = await fixtures.customer('Pemilik');
    const tutor = await fixtures.tutor();
    const id = await fixtures.choose(await fixtures.request(owner), tutor.id, 'PAID');
    const other = await fixtures.customer('Penyusup');
    const chat = await linked(other, 'customer');
    expect(await say(chat, 'TRANSAKSI')).toBe('Anda belum memiliki transaksi.');
    expect(await say(chat, `SELESAI ${shortCode(id)}`)).toBe('Kode transaksi tidak ditemukan di antara transaksi Anda.');
    expect(await say(chat, 'SELESAI')).toBe('Kirim SELESAI diikuti kode transaksi, misalnya SELESAI A1B2C3D4.');
    expect(await db('transactions').where({ id }).first('class_status')).toEqual({ class_status: 'IN_PROGRESS' });
  });
});

describe('MINTA on WhatsApp', () => {
  it("writes a request by numbered subjects and typed answers with the form's checks; YA sends it once", async () => {
    const customer = await fixtures.customer('Tari');
    const chat = await linked(customer, 'customer');
    const subjects = await say(chat, 'minta');
    expect(subjects).toContain('Mata pelajaran apa yang ingin Anda pelajari?');
    expect(subjects).toContain('12. SMA - Fisika');
    expect(await say(chat, 'fisika')).toBe('Mata pelajaran yang cocok dengan "fisika":\n12. SMA - Fisika');
    expect(await say(chat, '99')).toMatch(/^Please select at least one subject\n\nMata pelajaran apa/);
    expect(await say(chat, '12, 20')).toBe('Dipilih: SMA - Fisika, SMP - Matematika\n\nBerapa jumlah siswa? Ketik angka 1 sampai 10.');
    expect(await say(chat, '0')).toBe('Jumlah siswa minimal 1 orang.\n\nBerapa jumlah siswa? Ketik angka 1 sampai 10.');
    expect(await say(chat, '2')).toBe('Berapa jam durasi belajarnya? Ketik angka 1 sampai 8.');
    expect(await say(chat, '3')).toContain('balas - untuk melewati');
    const summary = await say(chat, '-');
    expect(summary).toBe(
      [
        'Periksa permintaan belajar Anda:',
        '',
        'Mata pelajaran: SMA - Fisika, SMP - Matematika',
        'Jumlah siswa: 2 orang',
        'Durasi: 3 jam',
        'Catatan: -',
        'Nama: Tari',
        'Telepon: 081398765432',
        '',
        'Balas YA untuk mengirim permintaan ini, atau BATAL.',
      ].join('\n'),
    );
    expect(await say(chat, 'YA')).toBe(
      'Permintaan belajar Anda sudah dibuat. Tutor dengan mata pelajaran yang cocok diberi tahu, dan Anda akan diberi tahu saat ada tutor yang tertarik.',
    );
    expect(
      await db('learning_requests').where({ customer_id: customer.id }).select('subjects', 'student_count', 'duration_hours', 'notes'),
    ).toEqual([{ subjects: ['SMA - Fisika', 'SMP - Matematika'], student_count: 2, duration_hours: 3, notes: null }]);
    expect(await say(chat, 'YA')).toContain('Tidak ada yang menunggu jawaban YA.');
  });

  it('tells the customer before YA that the contact typed into the notes will be hidden from tutors until payment', async () => {
    const customer = await fixtures.customer('Vina');
    const chat = await linked(customer, 'customer');
    await say(chat, 'MINTA');
    await say(chat, '12');
    await say(chat, '1');
    await say(chat, '2');
    const notes = 'Bab listrik. IG: vina.belajar';
    const summary = await say(chat, notes);
    expect(summary).toContain(`Catatan: ${notes}\nNomor atau kontak di catatan akan disembunyikan sampai pembayaran\nNama: Vina`);
    expect(await say(chat, 'YA')).toContain('Permintaan belajar Anda sudah dibuat.');
    expect(await db('learning_requests').where({ customer_id: customer.id }).first('notes')).toEqual({ notes });
  });

  it('BATAL leaves at any step, other keywords stay keywords, and the draft is in Redis for 30 minutes', async () => {
    const customer = await fixtures.customer('Umi');
    const chat = await linked(customer, 'customer');
    await say(chat, 'MINTA');
    const key = `${harness.prefix}:request-draft:whatsapp:${customer.id}`;
    expect(await harness.channel.services.redis.ttl(key)).toBeGreaterThan(29 * 60);
    await say(chat, '1');
    expect(await say(chat, 'TRANSAKSI')).toBe('Anda belum memiliki transaksi.');
    expect(await say(chat, '2')).toBe('Berapa jam durasi belajarnya? Ketik angka 1 sampai 8.');
    expect(await say(chat, 'batal')).toBe('Penulisan permintaan belajar dibatalkan. Tidak ada yang dikirim.');
    expect(await harness.channel.services.redis.exists(key)).toBe(0);
    expect(await say(chat, 'BATAL')).toBe('Tidak ada yang menunggu jawaban YA. Kirim BANTUAN untuk melihat daftar perintah.');
    expect(await db('learning_requests').where({ customer_id: customer.id }).count({ count: '*' }).first()).toEqual({ count: 0 });
  });
});
