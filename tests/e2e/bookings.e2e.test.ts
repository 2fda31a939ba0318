import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eApp } from './helpers/e2e-app.ts';
import { confirmedCustomer, uniqueEmail } from './helpers/accounts-api.ts';
import {
  DEMO,
  apiBooking,
  apiCall,
  apiPay,
  apiSignIn,
  gotoLive,
  pageShot,
  proofPng,
  rupiahValue,
  signedInPage,
} from './helpers/bookings-flow.ts';
import { signIn, toast } from './helpers/ui.ts';

// The whole money path in real Chromium, one browser context per person: a customer books the demo
// tutor and pays, an admin verifies, phones are revealed, the class is done and reviewed, the tutor
// is paid out. The steps share state and run in order.

// The demo story's proofs, payouts and transactions would crowd the queues this flow empties.
const e2e = useE2eApp({ demoStory: false });
let tutorId: string;
let customer: Page;
let tutor: Page;
let admin: Page;
let transactionUrl: string;
let transactionId: string;

const HIDDEN = 'Tersembunyi hingga dibayar';
const STEP_TIMEOUT = 120_000;

beforeAll(async () => {
  tutorId = (await apiSignIn(e2e.app.baseUrl, 'tutor')).userId;
});

const contact = (page: Page, title: 'Kontak Tutor' | 'Kontak Siswa'): Locator => page.getByRole('region', { name: title });
const proofItem = (page: Page): Locator => page.getByRole('listitem', { name: `Bukti pembayaran ${DEMO.customer.name}` });

async function uploadProof(page: Page, label: string): Promise<void> {
  await page
    .getByLabel('File bukti pembayaran')
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: await proofPng(label) });
  await page.getByAltText('Pratinjau bukti pembayaran').waitFor();
  await page.getByRole('button', { name: 'Unggah Bukti Pembayaran' }).click();
  await toast(page, 'Upload Berhasil').waitFor();
  await page.getByText('Bukti pembayaran Anda sudah kami terima dan akan diverifikasi dalam 3-4 jam.').waitFor();
}

/** The proof image really loaded (it is fetched with the viewer's token, not a plain URL). */
async function expectImageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

describe('bookings and money in the browser', () => {
  it('sends a visitor who opens the booking page to /auth with the toast of product.md#booking-create', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.app.baseUrl}/book/${tutorId}`);
    await toast(page, 'Kamu harus login terlebih dahulu untuk memesan tutor.').waitFor();
    await page.waitForURL(`${e2e.app.baseUrl}/auth`);
    await context.close();
  });

  it(
    'lets the customer book the demo tutor with form checks, a live total and the connectivity indicator',
    { timeout: STEP_TIMEOUT },
    async () => {
      customer = await signedInPage(e2e.browser, e2e.app.baseUrl, 'customer', '/tutors');
      await customer.goto(`${e2e.app.baseUrl}/book/${tutorId}`);
      await customer.getByRole('heading', { name: `Pesan ${DEMO.tutor.name}` }).waitFor();
      expect(await customer.getByRole('link', { name: 'Kembali ke profil tutor' }).getAttribute('href')).toBe(`/tutor-detail/${tutorId}`);
      const form = customer.getByRole('form', { name: 'Form pemesanan tutor' });
      expect(await form.getByLabel('Nama Lengkap').inputValue()).toBe(DEMO.customer.name);

      await form.getByRole('button', { name: 'Pesan Sekarang' }).click();
      await form.getByText('Nomor telepon harus lebih dari 10 angka.').waitFor();
      await form.getByText('Pilih minimal 1 mata pelajaran.').waitFor();
      await toast(customer, 'Nomor telepon harus lebih dari 10 angka.').waitFor();

      await form.getByLabel('Nomor Telepon').fill(DEMO.customer.phone);
      await form.getByRole('checkbox', { name: 'SMA - Fisika' }).check();
      await form.getByRole('group', { name: 'Durasi (jam)' }).getByText('2', { exact: true }).click();
      await form.getByRole('group', { name: 'Jumlah Siswa (orang)' }).getByText('3', { exact: true }).click();
      await expect.poll(() => customer.getByTestId('booking-total').textContent()).toBe('Rp 510.000');
      await form.getByRole('group', { name: 'Jumlah Siswa (orang)' }).getByText('1', { exact: true }).click();
      await expect.poll(() => customer.getByTestId('booking-total').textContent()).toBe('Rp 170.000');
      await form.getByLabel('Catatan').fill('Persiapan ulangan Fisika bab gerak lurus.');

      // docs/product.md#web-connectivity: offline, then back online; the indicator stays 5 s after
      // reconnecting.
      await customer.context().setOffline(true);
      await toast(customer, 'Koneksi Terputus').waitFor();
      await customer.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      await pageShot(customer, 'booking-offline');
      await customer.context().setOffline(false);
      await toast(customer, 'Koneksi Terhubung Kembali').waitFor();
      await customer
        .getByText(/^Anda kembali online setelah 0 menit \d+ detik\.$/)
        .first()
        .waitFor();
      const online = customer.getByRole('status').filter({ hasText: /^Online$/ });
      await online.waitFor();
      await online.waitFor({ state: 'detached', timeout: 8_000 });

      await pageShot(customer, 'booking-form');
      await form.getByRole('button', { name: 'Pesan Sekarang' }).click();
      await toast(customer, 'Berhasil memesan tutor! Melihat detail transaksi.').waitFor();
      await customer.waitForURL(/\/transactions\/[0-9a-f-]{36}$/);
      transactionUrl = customer.url();
      transactionId = transactionUrl.split('/').at(-1) ?? '';
    },
  );

  it(
    'shows the unpaid transaction with hidden contact, payment methods and client-side upload checks',
    { timeout: STEP_TIMEOUT },
    async () => {
      await customer.getByRole('heading', { name: 'Detail Transaksi' }).waitFor();
      await contact(customer, 'Kontak Tutor').getByText(HIDDEN).waitFor();
      expect(await customer.getByText(DEMO.tutor.phone).count()).toBe(0);
      await customer.getByText('Belum Dibayar').first().waitFor();
      await customer.getByText('Rp 85.000 × 2 jam × 1 orang').waitFor();
      const methods = customer.getByRole('region', { name: 'Metode Pembayaran' });
      await methods.getByText('Instant').waitFor();
      await methods.getByText('Scan & Pay').waitFor();
      // The default QRIS_IMAGE_URL is the sample image the web app ships: it must really load.
      const qris = methods.getByRole('img', { name: 'Kode QRIS Ajarin' });
      await qris.waitFor();
      await expect.poll(() => qris.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await customer.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.baseUrl });
      await methods.getByRole('button', { name: 'Salin nomor GOPAY' }).click();
      await toast(customer, 'Nomor GOPAY berhasil disalin').waitFor();
      expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe(
        await methods.getByLabel('Nomor GOPAY', { exact: true }).textContent(),
      );
      // The amount to pay (total + kode unik) copies as digits alone, what a banking app takes.
      await methods.getByRole('button', { name: 'Salin jumlah transfer' }).click();
      await toast(customer, 'Jumlah transfer berhasil disalin').waitFor();
      const due = await methods.getByLabel('Jumlah yang harus dibayar', { exact: true }).textContent();
      expect(due).toMatch(/^Rp 170\.\d{3}$/);
      expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe((due ?? '').replace(/\D/g, ''));
      expect(await customer.getByRole('button', { name: 'Batalkan' }).isVisible()).toBe(true);
      expect(await customer.getByRole('button', { name: 'Refund' }).count()).toBe(0);

      const submit = customer.getByRole('button', { name: 'Unggah Bukti Pembayaran' });
      expect(await submit.isDisabled()).toBe(true);
      await customer
        .getByLabel('File bukti pembayaran')
        .setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(750 * 1024 + 1) });
      await customer.getByText('Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.').first().waitFor();
      await customer
        .getByLabel('File bukti pembayaran')
        .setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
      await customer.getByText('Hanya file gambar atau PDF yang diperbolehkan.').first().waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await pageShot(customer, 'transaction-unpaid');
      await customer.setViewportSize({ width: 375, height: 800 });
      await pageShot(customer, 'transaction-unpaid-mobile');
      await customer.setViewportSize({ width: 1280, height: 900 });

      // A file that only claims to be a PNG passes the browser's check; the server's answer is shown.
      await customer
        .getByLabel('File bukti pembayaran')
        .setInputFiles({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('MZ bukan gambar sama sekali') });
      expect(await submit.isDisabled()).toBe(false);
      await submit.click();
      await toast(customer, 'Upload Gagal').waitFor();
      await customer.getByText('Hanya file gambar atau PDF yang diperbolehkan.').first().waitFor();
      await customer.getByText('Belum Dibayar').first().waitFor();
    },
  );

  it('lets an admin reject a proof with a reason that the customer sees before sending a new one', { timeout: STEP_TIMEOUT }, async () => {
    await uploadProof(customer, 'Transfer pertama');
    await expectImageLoaded(customer.getByAltText('Bukti pembayaran'));

    admin = await signedInPage(e2e.browser, e2e.app.baseUrl, 'admin', '/admin');
    const item = proofItem(admin);
    await item.waitFor();
    await expectImageLoaded(item.getByAltText('Bukti pembayaran'));
    // The amount due: the total plus the kode unik.
    await item.getByText(/^Rp 170\.\d{3}$/).waitFor();
    await item.getByRole('button', { name: 'Tolak' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tolak bukti pembayaran' });
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await dialog.getByText('Alasan penolakan harus diisi.').waitFor();
    await dialog.getByLabel('Alasan Penolakan').fill('Nominal transfer tidak sesuai');
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await toast(admin, 'Bukti pembayaran ditolak. Siswa dapat mengunggah ulang.').waitFor();
    await admin.getByText('Tidak ada bukti pembayaran').waitFor();

    // Live update: the customer's open page learns of the rejection without a reload.
    await customer
      .getByText('Alasan: Nominal transfer tidak sesuai. Silakan unggah bukti pembayaran yang baru.')
      .waitFor({ timeout: 15_000 });
    await pageShot(customer, 'transaction-proof-rejected');
    await uploadProof(customer, 'Transfer kedua');
    await expectImageLoaded(customer.getByAltText('Bukti pembayaran'));
    await pageShot(customer, 'transaction-proof-pending');
  });

  it('approves the proof in /admin; a second admin with a stale list gets the 409 message', { timeout: STEP_TIMEOUT }, async () => {
    tutor = await signedInPage(e2e.browser, e2e.app.baseUrl, 'tutor', '/dashboard');
    await gotoLive(tutor, `${e2e.app.baseUrl}/tutor-transactions/${transactionId}`);
    await contact(tutor, 'Kontak Siswa').getByText(HIDDEN).waitFor();
    expect(await tutor.getByText(DEMO.customer.phone).count()).toBe(0);

    // A second admin whose page hears no live updates keeps showing the proof after it is decided.
    const otherAdmin = await signedInPage(e2e.browser, e2e.app.baseUrl, 'admin', '/admin');
    await otherAdmin.route('**/api/events**', (route) => route.abort());
    await otherAdmin.reload();
    await proofItem(otherAdmin).waitFor();

    await admin.reload();
    const item = proofItem(admin);
    await expectImageLoaded(item.getByAltText('Bukti pembayaran'));
    await pageShot(admin, 'admin-proof-queue');
    await item.getByRole('button', { name: 'Setujui' }).click();
    await toast(admin, 'Pembayaran diverifikasi. Nomor tutor kini terlihat oleh siswa.').waitFor();
    await admin.getByText('Tidak ada bukti pembayaran').waitFor();

    await proofItem(otherAdmin).getByRole('button', { name: 'Setujui' }).click();
    await toast(otherAdmin, 'Sudah diproses oleh admin lain.').waitFor();
    await otherAdmin.getByText('Tidak ada bukti pembayaran').waitFor();
    await pageShot(otherAdmin, 'admin-proof-conflict');
    await otherAdmin.context().close();
  });

  it("reveals the tutor's phone to the customer and the customer's phone to the tutor once paid", { timeout: STEP_TIMEOUT }, async () => {
    await contact(customer, 'Kontak Tutor').getByText(DEMO.tutor.phone).waitFor({ timeout: 15_000 });
    expect(await contact(customer, 'Kontak Tutor').getByRole('link', { name: 'Chat WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/6281298765432',
    );
    await customer.getByText('Bukti pembayaranmu sudah dicek.').waitFor();
    await customer.getByText('Sudah Dibayar (Terverifikasi)').first().waitFor();
    expect(await customer.getByRole('region', { name: 'Metode Pembayaran' }).count()).toBe(0);
    await pageShot(customer, 'transaction-paid');

    await contact(tutor, 'Kontak Siswa').getByText(DEMO.customer.phone).waitFor({ timeout: 15_000 });
    await pageShot(tutor, 'tutor-transaction-paid');
  });

  it('lets the customer mark the class done and leave one review', { timeout: STEP_TIMEOUT }, async () => {
    await customer.getByText('Pembatalan hingga 24 jam sebelum sesi mendapatkan pengembalian dana penuh.').first().waitFor();
    await customer.getByRole('button', { name: 'Tandai Selesai' }).click();
    await customer.getByRole('dialog', { name: 'Tandai kelas selesai?' }).getByRole('button', { name: 'Ya, Kelas Selesai' }).click();
    await toast(customer, 'Kelas telah ditandai selesai').waitFor();
    await customer.getByText('Kelas Selesai').first().waitFor();
    expect(await customer.getByRole('button', { name: 'Refund' }).count()).toBe(0);

    const review = customer.getByRole('form', { name: 'Beri ulasan' });
    await review.getByRole('radio', { name: '5 bintang' }).check({ force: true });
    await review.getByLabel('Komentar').fill('Penjelasannya runtut dan sabar, latihan soalnya pas.');
    await review.getByRole('button', { name: 'Kirim Ulasan' }).click();
    await toast(customer, 'Terima kasih atas ulasan Anda!').waitFor();
    await customer.getByRole('heading', { name: 'Ulasan Anda' }).waitFor();
    await customer.getByText('Penjelasannya runtut dan sabar, latihan soalnya pas.').waitFor();
    expect(await customer.getByRole('form', { name: 'Beri ulasan' }).count()).toBe(0);
    await pageShot(customer, 'transaction-done-reviewed');
  });

  it('lets the tutor ask for a payout after seeing the fee and the net', { timeout: STEP_TIMEOUT }, async () => {
    await gotoLive(tutor, `${e2e.app.baseUrl}/tutor-transactions`);
    await tutor.getByRole('heading', { name: 'Transaksi Tutor' }).waitFor();
    await tutor.getByRole('tab', { name: 'Semua (1)' }).waitFor();
    await tutor.getByRole('tab', { name: 'Marketplace (1)' }).waitFor();
    await tutor.getByRole('tab', { name: 'Request (0)' }).waitFor();
    expect(rupiahValue((await tutor.getByTestId('summary-readyToWithdraw').textContent()) ?? '')).toBe(144_500);
    expect(rupiahValue((await tutor.getByTestId('summary-earnedThisMonth').textContent()) ?? '')).toBe(0);

    const card = tutor.getByRole('listitem', { name: `Transaksi ${DEMO.customer.name}` });
    await card.getByRole('button', { name: 'Minta Pencairan' }).click();
    const dialog = tutor.getByRole('dialog', { name: 'Minta Pencairan' });
    const breakdown = dialog.getByRole('definition');
    await dialog.getByText('BCA 1234567890').waitFor();
    expect(await breakdown.allTextContents()).toEqual(['Rp 144.500', 'Rp 0 (gratis)', 'Rp 144.500']);
    await pageShot(tutor, 'tutor-payout-dialog');
    await dialog.getByRole('button', { name: 'Ajukan Pencairan' }).click();
    await toast(tutor, 'Withdrawal request submitted successfully').waitFor();
    await card.getByText('Pencairan Diminta').waitFor();
    expect(await card.getByRole('button', { name: 'Minta Pencairan' }).count()).toBe(0);
    await expect.poll(async () => rupiahValue((await tutor.getByTestId('summary-inWithdrawal').textContent()) ?? '')).toBe(144_500);
  });

  it("lets the admin approve and pay the payout; 'Pendapatan Bulan Ini' shows the amount", { timeout: STEP_TIMEOUT }, async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: /^Pencairan/ }).click();
    const item = admin.getByRole('listitem', { name: `Pencairan ${DEMO.tutor.name}` });
    await item.getByText('BCA 1234567890').waitFor();
    await item.getByRole('button', { name: 'Setujui' }).click();
    await toast(admin, 'Pencairan disetujui.').waitFor();
    await item.getByText('Pencairan Disetujui').waitFor();
    await pageShot(admin, 'admin-payout-approved');
    await item.getByRole('button', { name: 'Tandai Dibayar' }).click();
    await toast(admin, 'Pencairan ditandai sudah dibayar.').waitFor();
    await admin.getByText('Tidak ada pencairan').waitFor();

    // The tutor's open list follows the payout live.
    await expect
      .poll(async () => rupiahValue((await tutor.getByTestId('summary-earnedThisMonth').textContent()) ?? ''), { timeout: 15_000 })
      .toBe(144_500);
    await tutor
      .getByRole('listitem', { name: `Transaksi ${DEMO.customer.name}` })
      .getByText('Selesai', { exact: true })
      .waitFor();
    await pageShot(tutor, 'tutor-transactions-paid-out');

    await tutor.setViewportSize({ width: 375, height: 800 });
    await pageShot(tutor, 'tutor-transactions-mobile');
    await tutor.goto(`${e2e.app.baseUrl}/tutor-transactions/${transactionId}`);
    await tutor.getByRole('region', { name: 'Rincian Keuangan' }).getByText('Rp 25.500').waitFor();
    await pageShot(tutor, 'tutor-transaction-detail-mobile');

    await customer.goto(`${e2e.app.baseUrl}/transactions`);
    await customer.getByRole('heading', { name: 'Transaksi' }).waitFor();
    await customer.getByRole('link', { name: new RegExp(`Transaksi dengan ${DEMO.tutor.name}`) }).waitFor();
    await pageShot(customer, 'customer-transactions');
  });
  it(
    'pages the list 7 at a time, cancels an unpaid booking and refunds a paid one through the admin',
    { timeout: STEP_TIMEOUT },
    async () => {
      const customerApi = await apiSignIn(e2e.app.baseUrl, 'customer');
      const adminApi = await apiSignIn(e2e.app.baseUrl, 'admin');
      const ids: string[] = [];
      for (let index = 1; index <= 8; index += 1)
        ids.push(await apiBooking(e2e.app.baseUrl, customerApi, tutorId, `Pemesanan ke-${index}`));

      await customer.goto(`${e2e.app.baseUrl}/transactions`);
      await customer.getByText('9 transaksi, terbaru di atas.').waitFor();
      const cards = customer.getByRole('list', { name: 'Daftar transaksi' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(7);
      await customer.getByRole('button', { name: 'Lihat lebih banyak' }).click();
      await expect.poll(() => cards.count()).toBe(9);
      expect(await customer.getByRole('button', { name: 'Lihat lebih banyak' }).count()).toBe(0);

      await customer.goto(`${e2e.app.baseUrl}/transactions/${ids.at(-1)}`);
      await customer.getByRole('button', { name: 'Batalkan' }).click();
      await customer.getByRole('dialog', { name: 'Batalkan transaksi?' }).getByRole('button', { name: 'Ya, Batalkan' }).click();
      await toast(customer, 'Transaksi telah dibatalkan').waitFor();
      await customer.getByText('Transaksi ini telah dibatalkan. Bukti pembayaran tidak dapat diunggah.').waitFor();
      expect(await customer.getByRole('heading', { name: 'Tindakan' }).count()).toBe(0);
      expect(await customer.getByLabel('File bukti pembayaran').count()).toBe(0);
      await pageShot(customer, 'transaction-cancelled');

      const paid = ids[0] ?? '';
      await apiPay(e2e.app.baseUrl, customerApi, adminApi, paid);
      await gotoLive(customer, `${e2e.app.baseUrl}/transactions/${paid}`);
      await customer.getByRole('button', { name: 'Refund' }).click();
      await customer.getByRole('dialog', { name: 'Ajukan refund?' }).getByRole('button', { name: 'Ya, Ajukan Refund' }).click();
      await toast(customer, 'Pembayaran dibatalkan dan dana akan dikembalikan.').waitFor();
      await customer.getByText('Refund Diproses').first().waitFor();
      expect(await customer.getByRole('button', { name: 'Tandai Selesai' }).count()).toBe(0);

      await admin.reload();
      await admin.getByRole('tab', { name: 'Refund (1)' }).click();
      const refund = admin.getByRole('listitem', { name: `Refund ${DEMO.customer.name}` });
      await refund.getByText('Rp 85.000').waitFor();
      await pageShot(admin, 'admin-refund-queue');
      // The console links to the transaction, which an admin reads without the customer's controls.
      await refund.getByRole('link', { name: 'Lihat transaksi' }).click();
      await admin.getByRole('heading', { name: 'Detail Transaksi' }).waitFor();
      await admin.getByText('Refund Diproses').first().waitFor();
      expect(await admin.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      expect(await admin.getByRole('link', { name: 'Kembali ke Konsol Admin' }).getAttribute('href')).toBe('/admin');
      await admin.goBack();
      await admin.getByRole('tab', { name: 'Refund (1)' }).click();
      await refund.getByRole('button', { name: 'Selesaikan Refund' }).click();
      await toast(admin, 'Refund ditandai selesai.').waitFor();
      await admin.getByText('Tidak ada refund').waitFor();
      await customer.getByText('Dana Dikembalikan').first().waitFor({ timeout: 15_000 });
      await pageShot(customer, 'transaction-refunded');
    },
  );

  it('sends the tutor back to the list when a transaction cannot be loaded', async () => {
    await tutor.goto(`${e2e.app.baseUrl}/tutor-transactions/00000000-0000-4000-8000-000000000000`);
    await toast(tutor, 'Failed to load transaction details: Transaksi Tidak Ditemukan').waitFor();
    await tutor.waitForURL(`${e2e.app.baseUrl}/tutor-transactions`);
  });

  it("shows a new customer the empty list, and someone else's or an unknown transaction as such", { timeout: STEP_TIMEOUT }, async () => {
    const account = { email: uniqueEmail('kosong'), password: 'rahasia123', name: 'Sari Kosong' };
    await confirmedCustomer(e2e.app.baseUrl, account);
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, e2e.app.baseUrl, 'customer', account.email, account.password);
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
    await page.goto(`${e2e.app.baseUrl}/transactions`);
    await page.getByText('Belum ada transaksi').waitFor();
    expect(await page.getByRole('link', { name: 'Pesan Tutor' }).getAttribute('href')).toBe('/tutors');
    await page.getByText('Keterangan Status').click();
    await page.getByText('Bukti pembayaran sedang diverifikasi admin dalam 3-4 jam.').waitFor();
    await pageShot(page, 'customer-transactions-empty-mobile');

    await page.goto(transactionUrl);
    await page.getByRole('heading', { name: 'Akses Ditolak' }).waitFor();
    expect(await page.getByText(DEMO.tutor.phone).count()).toBe(0);
    await page.goto(`${e2e.app.baseUrl}/customer-transaction-detail/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Transaksi Tidak Ditemukan' }).waitFor();
    expect(page.url()).toBe(`${e2e.app.baseUrl}/transactions/00000000-0000-4000-8000-000000000000`);
    await pageShot(page, 'transaction-not-found-mobile');
    await context.close();
  });
  it('shows a busy tutor as not bookable, live, with the submit disabled', { timeout: STEP_TIMEOUT }, async () => {
    const tutorApi = await apiSignIn(e2e.app.baseUrl, 'tutor');
    await gotoLive(customer, `${e2e.app.baseUrl}/book/${tutorId}`);
    const submit = customer.getByRole('button', { name: 'Pesan Sekarang' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(false);

    await apiCall(e2e.app.baseUrl, tutorApi, 'PATCH', '/api/tutors/me/availability', { isAvailable: false });
    await customer.getByText('Kamu tidak bisa memesan tutor dikarenakan tutor sedang tidak aktif.').waitFor({ timeout: 15_000 });
    await customer.getByText('Tutor Tidak Tersedia').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await pageShot(customer, 'booking-tutor-busy');
    await apiCall(e2e.app.baseUrl, tutorApi, 'PATCH', '/api/tutors/me/availability', { isAvailable: true });
    await expect.poll(() => submit.isDisabled(), { timeout: 15_000 }).toBe(false);
    await customer.setViewportSize({ width: 375, height: 800 });
    await pageShot(customer, 'booking-mobile');
  });
});
