import { describe, expect, it } from 'vitest';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { samplePng } from '../helpers/bookings.ts';
import { buttonData, postTutorJoined } from '../helpers/customer-chat.ts';
import { startTelegramBotHarness } from '../helpers/telegram-bot.ts';

// The customers' chat on Telegram (docs/product.md#customers-in-the-chat), over the real bot and
// the Bot API emulator: choosing a tutor from the tutor-joined message, and /transaksi.

const harness = await startTelegramBotHarness();
const { db, emulator, fixtures, link, nextMessage, say, config } = harness;
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
    const { unique_code: code } = await db('transactions').where({ request_id: requestId }).first('unique_code');
    const due = `Rp 600.${String(code).padStart(3, '0')}`;
    expect(answer.text).toContain(`Jumlah yang harus dibayar: ${due}\nKode unik: Rp ${code}\n`);
    expect(answer.text).toContain(`1. Transfer tepat ${due} (termasuk kode unik) ke nomor GOPAY 081234567890.`);
    expect(answer.text).not.toContain(tutor.phone);
    expect(await transactionsOf(requestId)).toEqual([{ id: expect.any(String), tutor_id: tutor.id, total_price: 600_000 }]);
    expect(
      emulator
        .messagesTo(chat.id)
        .find((message) => message.messageId === question.messageId)
        ?.replyMarkup?.inline_keyboard.flat() ?? [],
    ).toEqual([]);
  });

  it("a press on a request already chosen is answered with the web's words and opens nothing", async () => {
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
    expect(await emulator.pressButton(chat, question, buttonData(question, 'Ya, Pilih Tutor Ini'))).toMatchObject({
      text: 'Tutor sudah dipilih untuk permintaan ini.',
      showAlert: true,
    });
    expect(await emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini'))).toMatchObject({
      text: 'Tutor sudah dipilih untuk permintaan ini.',
    });
    expect(await transactionsOf(requestId)).toEqual([expect.objectContaining({ tutor_id: first.id })]);
  });

  it('a press on a cancelled or expired request says so and opens nothing', async () => {
    const customer = await fixtures.customer('Wulan');
    const tutor = await fixtures.tutor();
    const requestId = await fixtures.request(customer);
    await fixtures.join(requestId, tutor.id);
    const chat = await link(customer.id, 'customer', 'Wulan');
    const joined = await postTutorJoined(emulator, db, chat, { requestId, tutorId: tutor.id });
    const question = await nextMessage(chat, () => emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini')));

    await db('learning_requests').where({ id: requestId }).update({ status: 'CANCELLED' });
    expect(await emulator.pressButton(chat, question, buttonData(question, 'Ya, Pilih Tutor Ini'))).toMatchObject({
      text: 'Permintaan belajar sudah dibatalkan.',
    });
    await db('learning_requests')
      .where({ id: requestId })
      .update({ status: 'OPEN', expires_at: db.raw("now() - interval '1 minute'") });
    expect(await emulator.pressButton(chat, joined, buttonData(joined, 'Pilih Tutor Ini'))).toMatchObject({
      text: 'Permintaan belajar ini sudah kedaluwarsa.',
    });
    expect(await transactionsOf(requestId)).toEqual([]);
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
    expect(await emulator.pressButton(strangerChat, { ...joined, chatId: strangerChat.id }, data.replace(/^ch:/, 'cy:'))).toMatchObject({
      text: 'Akses Ditolak',
    });
    const forgedTutor = data.slice(0, 3 + 22) + Buffer.from(outsider.id.replace(/-/g, ''), 'hex').toString('base64url');
    expect(await emulator.pressButton(ownerChat, joined, forgedTutor.replace(/^ch:/, 'cy:'))).toMatchObject({
      text: 'Tutor ini tidak ada dalam daftar tutor yang tertarik.',
    });
    expect(await emulator.pressButton(ownerChat, joined, 'cy:not-an-id')).toMatchObject({ text: 'Tombol ini sudah tidak berlaku.' });
    expect(await transactionsOf(requestId)).toEqual([]);
  });
});

describe('/transaksi', () => {
  /** A customer with `count` transactions, one per request, the newest last. */
  async function customerWithTransactions(name: string, statuses: string[]) {
    const customer = await fixtures.customer(name);
    const tutor = await fixtures.tutor({ name: `Guru ${name}` });
    const ids: string[] = [];
    for (const status of statuses) {
      const requestId = await fixtures.request(customer);
      ids.push(await fixtures.choose(requestId, tutor.id, status));
      // created_at orders the list: one millisecond apart is enough, equal would fall back to the id.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { customer, tutor, ids };
  }

  it("lists five at a time, newest first, with the web's status words and Berikutnya", async () => {
    const { customer, ids } = await customerWithTransactions('Lina', ['UNPAID', 'PAID', 'PAID', 'UNPAID', 'UNPAID', 'PROOF_SUBMITTED']);
    const chat = await link(customer.id, 'customer', 'Lina');
    const first = await say(chat, '/transaksi');
    expect(first.text?.split('\n').slice(0, 4)).toEqual([
      'Transaksi Anda, terbaru lebih dulu:',
      '',
      '1. Guru Lina — SMA - Fisika',
      'Rp 600.000 · Menunggu Verifikasi · Sedang Berlangsung',
    ]);
    expect(first.text?.split('\n')).toHaveLength(2 + 5 * 2);
    expect(first.replyMarkup?.inline_keyboard.flat()).toEqual([
      { text: '2. Kirim Bukti', callback_data: `kb:${ids[4]}` },
      { text: '3. Kirim Bukti', callback_data: `kb:${ids[3]}` },
      { text: '4. Tandai Selesai', callback_data: `sd:${ids[2]}` },
      { text: '5. Tandai Selesai', callback_data: `sd:${ids[1]}` },
      { text: 'Berikutnya', callback_data: `tx:${ids[1]}` },
    ]);
    const second = await nextMessage(chat, () => emulator.pressButton(chat, first, `tx:${ids[1]}`));
    expect(second.text).toBe(
      ['Transaksi Anda, terbaru lebih dulu:', '', '1. Guru Lina — SMA - Fisika', 'Rp 600.000 · Belum Dibayar · Sedang Berlangsung'].join(
        '\n',
      ),
    );
    expect(second.replyMarkup?.inline_keyboard.flat()).toEqual([{ text: '1. Kirim Bukti', callback_data: `kb:${ids[0]}` }]);

    const fromMenu = await nextMessage(chat, () => emulator.pressButton(chat, first, 'menu:transaksi'));
    expect(fromMenu.text).toBe(first.text);
  });

  it("'Kirim Bukti' makes the next photo that transaction's proof", async () => {
    const { customer, ids } = await customerWithTransactions('Maya', ['UNPAID', 'UNPAID']);
    const chat = await link(customer.id, 'customer', 'Maya');
    const list = await say(chat, '/transaksi');
    const asked = await nextMessage(chat, () => emulator.pressButton(chat, list, `kb:${ids[0]}`));
    expect(asked.text).toBe('Kirim foto atau PDF bukti transfer untuk transaksi ini sekarang (dalam 15 menit).');
    const received = await nextMessage(chat, async () => emulator.sendPhoto(chat, await samplePng(3, 32)));
    expect(received.text).toBe('Bukti diterima, akan diverifikasi dalam 3-4 jam.');
    expect(await db('transactions').whereIn('id', ids).orderBy('created_at').pluck('payment_status')).toEqual([
      'PROOF_SUBMITTED',
      'UNPAID',
    ]);
    // Pressed again, the button says where the transaction stands now.
    expect(await emulator.pressButton(chat, list, `kb:${ids[0]}`)).toMatchObject({
      text: 'Transaksi ini tidak lagi menunggu bukti pembayaran. Statusnya sekarang: Menunggu Verifikasi · Sedang Berlangsung.',
      showAlert: true,
    });
  });

  it("'Tandai Selesai' asks first, then marks the class done once; a second press says it is done", async () => {
    const { customer, ids } = await customerWithTransactions('Nina', ['PAID']);
    const chat = await link(customer.id, 'customer', 'Nina');
    const list = await say(chat, '/transaksi');
    const question = await nextMessage(chat, () => emulator.pressButton(chat, list, `sd:${ids[0]}`));
    expect(question.text).toBe(
      'Tandai kelas bersama Guru Nina (SMA - Fisika) selesai?\nSetelah itu pembayaran diteruskan ke tutor dan refund tidak dapat diajukan.',
    );
    expect(await db('transactions').where({ id: ids[0] }).first('class_status')).toEqual({ class_status: 'IN_PROGRESS' });
    const done = await nextMessage(chat, () => emulator.pressButton(chat, question, buttonData(question, 'Ya, Kelas Selesai')));
    expect(done.text).toBe('Kelas telah ditandai selesai');
    expect(await db('transactions').where({ id: ids[0] }).first('class_status')).toEqual({ class_status: 'DONE' });
    expect(await emulator.pressButton(chat, question, `sy:${ids[0]}`)).toMatchObject({
      text: 'Kelas ini tidak dapat ditandai selesai. Statusnya sekarang: Sudah Dibayar (Terverifikasi) · Kelas Selesai.',
    });
  });

  it("another customer's transaction in the callback data is refused and changes nothing", async () => {
    const { ids } = await customerWithTransactions('Pemilik', ['PAID']);
    const other = await fixtures.customer('Penyusup');
    const chat = await link(other.id, 'customer', 'Penyusup');
    const list = await say(chat, '/transaksi');
    expect(list.text).toBe('Anda belum memiliki transaksi.');
    for (const kind of ['kb', 'sd', 'sy'])
      expect(await emulator.pressButton(chat, list, `${kind}:${ids[0]}`)).toMatchObject({ text: 'Akses Ditolak' });
    const foreignPage = await nextMessage(chat, () => emulator.pressButton(chat, list, `tx:${ids[0]}`));
    expect(foreignPage.text).toBe('Anda belum memiliki transaksi.');
    expect(await db('transactions').where({ id: ids[0] }).first('class_status')).toEqual({ class_status: 'IN_PROGRESS' });
  });

  it('a tutor is told the command is for customers', async () => {
    const tutor = await fixtures.tutor();
    const chat = await link(tutor.id, 'tutor', 'Guru');
    expect((await say(chat, '/transaksi')).text).toBe('Perintah ini hanya untuk pelanggan.');
  });
});

describe('/minta', () => {
  const lastButtons = (message: { replyMarkup?: { inline_keyboard: { text: string; callback_data?: string }[][] } }) =>
    message.replyMarkup?.inline_keyboard.flat() ?? [];

  it("writes a request step by step with the form's checks, then creates it with the web's use case", async () => {
    const customer = await fixtures.customer('Tari');
    const chat = await link(customer.id, 'customer', 'Tari');
    const subjects = await say(chat, '/minta');
    expect(subjects.text).toContain('Mata pelajaran apa yang ingin Anda pelajari?');
    expect(lastButtons(subjects)).toHaveLength(27 + 2);
    expect(await emulator.pressButton(chat, subjects, 'rn')).toMatchObject({ text: 'Please select at least one subject', showAlert: true });

    const found = await say(chat, 'fisika');
    expect(found.text).toBe('Mata pelajaran yang cocok dengan "fisika":');
    expect(lastButtons(found)).toEqual([
      { text: 'SMA - Fisika', callback_data: 'rs:11' },
      { text: 'Lanjut', callback_data: 'rn' },
      { text: 'Batal', callback_data: 'rb' },
    ]);
    expect(await emulator.pressButton(chat, found, 'rs:11')).toMatchObject({ text: 'Dipilih: SMA - Fisika' });
    await expect
      .poll(() => lastButtons(emulator.messagesTo(chat.id).find((message) => message.messageId === found.messageId)!)[0]?.text)
      .toBe('✓ SMA - Fisika');
    expect(await emulator.pressButton(chat, subjects, 'rs:19')).toMatchObject({ text: 'Dipilih: SMA - Fisika, SMP - Matematika' });
    expect((await say(chat, 'kimia organik')).text).toBe(
      'Tidak ada mata pelajaran yang cocok dengan "kimia organik". Coba kata lain, misalnya "matematika" atau "SNBT".',
    );

    const students = await nextMessage(chat, () => emulator.pressButton(chat, found, 'rn'));
    expect(students.text).toBe('Berapa jumlah siswa? Ketik angka 1 sampai 10.');
    expect((await say(chat, 'dua')).text).toBe('Jumlah siswa minimal 1 orang.\n\nBerapa jumlah siswa? Ketik angka 1 sampai 10.');
    expect((await say(chat, '11')).text).toBe('Jumlah siswa maksimal 10 orang.\n\nBerapa jumlah siswa? Ketik angka 1 sampai 10.');
    expect((await say(chat, '2')).text).toBe('Berapa jam durasi belajarnya? Ketik angka 1 sampai 8.');
    expect((await say(chat, '9')).text).toBe('Durasi maksimal 8 jam.\n\nBerapa jam durasi belajarnya? Ketik angka 1 sampai 8.');
    const notes = await say(chat, '3');
    expect(notes.text).toContain('Ada catatan untuk tutor');
    expect((await say(chat, 'x'.repeat(2001))).text).toMatch(/^Catatan maksimal 2000 karakter\.\n\nAda catatan untuk tutor/);
    const summary = await say(chat, 'Persiapan UTBK, WA 0812-3456-7890');
    expect(summary.text).toBe(
      [
        'Periksa permintaan belajar Anda:',
        '',
        'Mata pelajaran: SMA - Fisika, SMP - Matematika',
        'Jumlah siswa: 2 orang',
        'Durasi: 3 jam',
        'Catatan: Persiapan UTBK, WA 0812-3456-7890',
        'Nomor atau kontak di catatan akan disembunyikan sampai pembayaran',
        'Nama: Tari',
        'Telepon: 081398765432',
      ].join('\n'),
    );
    expect((await say(chat, 'kirim')).text).toBe("Tekan 'Kirim Permintaan' untuk mengirim, atau ketik /batal.");
    const created = await nextMessage(chat, () => emulator.pressButton(chat, summary, 'ry'));
    expect(created.text).toBe(
      'Permintaan belajar Anda sudah dibuat. Tutor dengan mata pelajaran yang cocok diberi tahu, dan Anda akan diberi tahu saat ada tutor yang tertarik.',
    );
    expect(
      await db('learning_requests')
        .where({ customer_id: customer.id })
        .select('subjects', 'student_count', 'duration_hours', 'notes', 'phone', 'customer_name', 'status'),
    ).toEqual([
      {
        subjects: ['SMA - Fisika', 'SMP - Matematika'],
        student_count: 2,
        duration_hours: 3,
        notes: 'Persiapan UTBK, WA 0812-3456-7890',
        phone: '081398765432',
        customer_name: 'Tari',
        status: 'OPEN',
      },
    ]);
    // Sent once: the press again finds no draft.
    expect(await emulator.pressButton(chat, summary, 'ry')).toMatchObject({
      showAlert: true,
      text: expect.stringContaining('sudah kedaluwarsa'),
    });
    expect(await db('learning_requests').where({ customer_id: customer.id }).count({ count: '*' }).first()).toEqual({ count: 1 });
  });

  it('asks for the phone when the profile has none; /batal leaves at any step; the draft lives in Redis for 30 minutes', async () => {
    const customer = await fixtures.customer('Umi');
    await db('customers').where({ id: customer.id }).update({ phone: null });
    const chat = await link(customer.id, 'customer', 'Umi');
    const subjects = await say(chat, '/minta');
    await emulator.pressButton(chat, subjects, 'rs:0');
    const key = `${config.REDIS_PREFIX}:request-draft:telegram:${customer.id}`;
    expect(await harness.redis.ttl(key)).toBeGreaterThan(29 * 60);
    await nextMessage(chat, () => emulator.pressButton(chat, subjects, 'rn'));
    await say(chat, '1');
    const notes = await say(chat, '1');
    const phone = await nextMessage(chat, () => emulator.pressButton(chat, notes, 'rk'));
    expect(phone.text).toContain('Nomor telepon Anda belum ada di profil.');
    expect((await say(chat, '12345')).text).toMatch(
      /^Format nomor telepon tidak valid\. Contoh: 081234567890\n\nNomor telepon Anda belum ada/,
    );
    expect((await say(chat, '0812 1111 2222')).text).toContain('Telepon: 081211112222');

    expect((await say(chat, '/batal')).text).toBe('Penulisan permintaan belajar dibatalkan. Tidak ada yang dikirim.');
    expect(await harness.redis.exists(key)).toBe(0);
    expect((await say(chat, '/batal')).text).toBe('Tidak ada permintaan belajar yang sedang ditulis.');
    expect((await say(chat, '3')).text).not.toContain('Berapa');

    // Lapsed (Redis let it go): a press on the old buttons says so.
    const again = await say(chat, '/minta');
    await harness.redis.del(key);
    expect(await emulator.pressButton(chat, again, 'rs:1')).toMatchObject({
      showAlert: true,
      text: 'Penulisan permintaan belajar ini sudah kedaluwarsa (lebih dari 30 menit tanpa jawaban). Mulai lagi dengan /minta.',
    });
    expect(await db('learning_requests').where({ customer_id: customer.id }).count({ count: '*' }).first()).toEqual({ count: 0 });
  });

  it('the menu button opens it too; a tutor is told it is for customers', async () => {
    const customer = await fixtures.customer('Vina');
    const chat = await link(customer.id, 'customer', 'Vina');
    const list = await say(chat, '/transaksi');
    expect((await nextMessage(chat, () => emulator.pressButton(chat, list, 'menu:minta'))).text).toContain('Mata pelajaran apa');
    await say(chat, '/batal');
    const tutor = await fixtures.tutor();
    const tutorChat = await link(tutor.id, 'tutor', 'Guru');
    expect((await say(tutorChat, '/minta')).text).toBe('Hanya pelanggan yang dapat membuat permintaan belajar.');
  });
});
