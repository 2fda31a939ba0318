import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eApp } from './helpers/e2e-app.ts';
import { confirmedTutor, uniqueEmail } from './helpers/accounts-api.ts';
import { DEMO, apiCall, apiSignIn, gotoLive, pageShot, proofPng } from './helpers/bookings-flow.ts';
import { signIn, toast } from './helpers/ui.ts';

// A learning request from start to payment in real Chromium (docs/product.md#learning-requests),
// one browser context per person: the customer posts it, two tutors join, the customer picks the
// demo tutor and pays, an admin verifies; the chosen tutor then sees the customer's number and the
// other tutor sees the request closed. The steps share state and run in order.

// The demo story's proofs, payouts and transactions would crowd the queues this flow empties.
const e2e = useE2eApp({ demoStory: false });
const STEP_TIMEOUT = 120_000;
const LIVE = { timeout: 15_000 };
const HIDDEN = 'Tersembunyi hingga dibayar';

// The number given on the request form: the one the chosen tutor is to see, not the account's.
const REQUEST_PHONE = '081355566677';
const OTHER_TUTOR = {
  email: uniqueEmail('dewi-tutor'),
  password: 'rahasia123',
  name: 'Dewi Lestari',
  university: 'Universitas Indonesia',
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  pricePerHour: 100_000,
  phone: '081377788899',
  bankAccount: 'BCA 9876543210',
};

let customer: Page;
let chosenTutor: Page;
let otherTutor: Page;
let admin: Page;
let requestId: string;
let requestUrl: string;

beforeAll(async () => {
  await confirmedTutor(e2e.app.baseUrl, OTHER_TUTOR);
});

async function newPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const requestCard = (page: Page): Locator => page.locator(`li[data-request-id="${requestId}"]`);
const tutorCard = (page: Page, name: string): Locator => page.getByRole('article', { name: `Tutor ${name}` });

/** A tutor joins the request from 'Request Belajar'. */
async function joinFromList(page: Page): Promise<void> {
  await gotoLive(page, `${e2e.app.baseUrl}/tutor-requests`);
  await page.getByRole('heading', { name: 'Request Belajar' }).waitFor();
  const card = requestCard(page);
  await card.waitFor();
  await card.getByRole('button', { name: 'Saya Tertarik Mengajar' }).click();
  await card.getByRole('button', { name: 'Sudah Bergabung' }).waitFor();
  expect(await card.getByRole('button', { name: 'Sudah Bergabung' }).isDisabled()).toBe(true);
}

describe('learning requests in the browser', () => {
  it('lets the customer post a request on /create-bidding and lands on its detail page', { timeout: STEP_TIMEOUT }, async () => {
    customer = await newPage();
    await signIn(customer, e2e.app.baseUrl, 'customer', DEMO.customer.email, DEMO.customer.password);
    await customer.waitForURL(`${e2e.app.baseUrl}/tutors`);
    await customer.goto(`${e2e.app.baseUrl}/create-bidding`);
    const form = customer.getByRole('form', { name: 'Form permintaan belajar' });
    expect(await form.getByLabel('Nama Lengkap').inputValue()).toBe(DEMO.customer.name);
    await form.getByLabel('Nomor Telepon').fill(REQUEST_PHONE);
    await form.getByPlaceholder('Cari mata pelajaran...').fill('Fisika');
    await form.getByRole('checkbox', { name: 'SMA - Fisika' }).check();
    await form.getByLabel('Jumlah Siswa').fill('3');
    await form.getByLabel('Durasi (jam)').fill('2');
    // A contact in the notes: the form says, while typing, that tutors will read it hidden.
    const notice = form.getByText('Nomor atau kontak di catatan akan disembunyikan sampai pembayaran');
    await form.getByLabel('Catatan').fill('Bab gerak lurus. WA ０８１２ ３４５６ ７８９０');
    await notice.waitFor();
    await form.getByLabel('Catatan').fill('Persiapan ulangan Fisika bab gerak lurus.');
    await notice.waitFor({ state: 'detached' });
    await pageShot(customer, 'request-create-form');
    await form.getByRole('button', { name: 'Buat Permintaan' }).click();

    await toast(customer, 'Your learning request has been created successfully!').waitFor();
    await customer.waitForURL(/\/bidding\/[0-9a-f-]{36}$/);
    requestUrl = customer.url();
    requestId = requestUrl.split('/').at(-1) ?? '';
    await customer.getByRole('heading', { name: 'Detail Permintaan Belajar' }).waitFor();
    await customer.getByText('Terbuka', { exact: true }).first().waitFor();
    await customer.getByText('Tutor yang Tertarik (0)').waitFor();
    await customer.getByText('Belum ada tutor yang tertarik').waitFor();
    const info = customer.getByRole('region', { name: 'Informasi Permintaan' });
    await info.getByText('SMA - Fisika').waitFor();
    await info.getByText('3 orang').waitFor();
    await info.getByText('2 jam').waitFor();
    await info.getByText('Persiapan ulangan Fisika bab gerak lurus.').waitFor();
    expect(await customer.getByRole('button', { name: 'Batalkan Permintaan' }).isVisible()).toBe(true);
  });

  it('lets two tutors join from /tutor-requests; the open detail page follows live', { timeout: STEP_TIMEOUT }, async () => {
    await gotoLive(customer, requestUrl);
    await customer.getByText('Tutor yang Tertarik (0)').waitFor();

    chosenTutor = await newPage();
    await signIn(chosenTutor, e2e.app.baseUrl, 'tutor', DEMO.tutor.email, DEMO.tutor.password);
    await chosenTutor.waitForURL(`${e2e.app.baseUrl}/dashboard`);
    await joinFromList(chosenTutor);
    await pageShot(chosenTutor, 'request-tutor-joined');

    otherTutor = await newPage();
    await signIn(otherTutor, e2e.app.baseUrl, 'tutor', OTHER_TUTOR.email, OTHER_TUTOR.password);
    await otherTutor.waitForURL(`${e2e.app.baseUrl}/dashboard`);
    await joinFromList(otherTutor);

    await customer.getByText('Tutor yang Tertarik (2)').waitFor(LIVE);
    const rizky = tutorCard(customer, DEMO.tutor.name);
    await rizky.getByText('Rp 85.000').waitFor();
    await rizky.getByText('(34 ulasan)').waitFor();
    const dewi = tutorCard(customer, OTHER_TUTOR.name);
    await dewi.getByText('Rp 100.000').waitFor();
    // A new tutor has no reviews: no count beside the rating.
    expect(await dewi.getByText('ulasan').count()).toBe(0);
    await pageShot(customer, 'request-detail-two-tutors');

    // A tutor reads the same page without the owner's controls.
    await otherTutor.goto(requestUrl);
    await otherTutor.getByText('Lihat detail permintaan belajar dari murid').waitFor();
    expect(await otherTutor.getByRole('button', { name: 'Sudah Bergabung' }).isDisabled()).toBe(true);
    expect(await otherTutor.getByRole('button', { name: 'Pilih Tutor Ini' }).count()).toBe(0);
  });

  it(
    'lets the customer choose the demo tutor at the total the server computes, then go to the payment',
    { timeout: STEP_TIMEOUT },
    async () => {
      await tutorCard(customer, DEMO.tutor.name).getByRole('button', { name: 'Pilih Tutor Ini' }).click();
      const dialog = customer.getByRole('dialog', { name: 'Pilih tutor ini?' });
      await dialog.getByText('Rp 85.000 × 2 jam × 3 orang = Rp 510.000').waitFor();
      await dialog.getByRole('button', { name: 'Ya, Pilih Tutor' }).click();
      await toast(customer, 'Tutor selected successfully! Proceeding to payment...').waitFor();
      await customer.waitForURL(`${e2e.app.baseUrl}/bidding-payment/${requestId}`);

      await customer.getByRole('heading', { name: 'Konfirmasi Pembayaran' }).waitFor();
      const summary = customer.getByRole('region', { name: 'Ringkasan' });
      await summary.getByText(DEMO.tutor.name).waitFor();
      await summary.getByText('Belum Mulai').waitFor();
      await summary.getByText('Belum diisi').waitFor();
      expect(await customer.getByTestId('payment-total').textContent()).toBe('Rp 510.000');
      await customer.getByText('Kamu akan menerima nomor tutor setelah membayar.').waitFor();
      await customer.getByRole('region', { name: 'Metode Pembayaran' }).getByText('Instant').waitFor();
      expect(await customer.getByText(DEMO.tutor.phone).count()).toBe(0);
      await pageShot(customer, 'request-payment-unpaid');
    },
  );

  it('shows the chosen tutor marked and the transaction with its 85 % on the detail page', { timeout: STEP_TIMEOUT }, async () => {
    await customer.goto(requestUrl);
    await tutorCard(customer, DEMO.tutor.name).getByText('✓ Tutor Terpilih').waitFor();
    expect(await customer.getByRole('button', { name: 'Pilih Tutor Ini' }).count()).toBe(0);
    await customer.getByText('Tutor Dipilih', { exact: true }).first().waitFor();
    const transaction = customer.getByRole('region', { name: 'Detail Transaksi' });
    await transaction.getByText('Rp 85.000 × 2 jam × 3 orang').waitFor();
    await transaction.getByText('85% dari total pembayaran').waitFor();
    await transaction.getByText(HIDDEN).waitFor();
    await pageShot(customer, 'request-detail-chosen');
    await transaction.getByRole('link', { name: 'Unggah Bukti Pembayaran' }).click();
    await customer.waitForURL(`${e2e.app.baseUrl}/bidding-payment/${requestId}`);
  });

  it("uploads the proof from 'Lanjutkan Pembayaran'; the page then waits for the check", { timeout: STEP_TIMEOUT }, async () => {
    await customer.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Unggah Bukti Pembayaran' });
    await dialog
      .getByLabel('File bukti pembayaran')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: await proofPng('Transfer request') });
    await dialog.getByAltText('Pratinjau bukti pembayaran').waitFor();
    await dialog.getByRole('button', { name: 'Unggah Bukti Pembayaran' }).click();
    await toast(customer, 'Upload Berhasil').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const sent = customer.getByRole('button', { name: 'Bukti Pembayaran Terkirim' });
    await sent.waitFor();
    expect(await sent.isDisabled()).toBe(true);
    await pageShot(customer, 'request-payment-proof-sent');
  });

  it(
    "lets an admin verify the proof in /admin; the customer's payment page shows the tutor's number live",
    { timeout: STEP_TIMEOUT },
    async () => {
      await gotoLive(customer, `${e2e.app.baseUrl}/bidding-payment/${requestId}`);
      admin = await newPage();
      await signIn(admin, e2e.app.baseUrl, 'customer', DEMO.admin.email, DEMO.admin.password);
      await admin.waitForURL(`${e2e.app.baseUrl}/admin`);
      const item = admin.getByRole('listitem', { name: `Bukti pembayaran ${DEMO.customer.name}` });
      // The amount due: the total plus the kode unik.
      await item.getByText(/^Rp 510\.\d{3}$/).waitFor();
      await item.getByRole('button', { name: 'Setujui' }).click();
      await toast(admin, 'Pembayaran diverifikasi. Nomor tutor kini terlihat oleh siswa.').waitFor();
      // The messages that verification sent are counted on the admin's bot tab.
      await admin.getByRole('tab', { name: 'Bot & Antrean' }).click();
      const queues = admin.getByRole('region', { name: 'Antrean Pengiriman' });
      await queues.getByRole('rowheader').first().waitFor();
      expect(await queues.getByRole('rowheader').count()).toBe(4);
      // `npm start` in development logs the bot in on the WhatsApp emulator (docs/architecture.md#whatsapp-emulator).
      await admin.getByRole('region', { name: 'Login WhatsApp' }).getByText('Terhubung').first().waitFor();
      await pageShot(admin, 'admin-bots-tab');

      const summary = customer.getByRole('region', { name: 'Ringkasan' });
      await summary.getByText(DEMO.tutor.phone).waitFor(LIVE);
      await summary.getByText('Sedang Berlangsung').waitFor();
      await customer.getByRole('button', { name: 'Kelas Selesai' }).waitFor();
      expect(await customer.getByRole('link', { name: 'Kembali ke Daftar' }).getAttribute('href')).toBe('/biddings');
      await pageShot(customer, 'request-payment-paid');

      await customer.goto(requestUrl);
      expect(await customer.getByRole('button', { name: 'Pembayaran Selesai' }).isDisabled()).toBe(true);
      await customer.getByRole('region', { name: 'Detail Transaksi' }).getByText(DEMO.tutor.phone).waitFor();
      expect(await customer.getByRole('button', { name: 'Batalkan Permintaan' }).count()).toBe(0);
    },
  );

  it("shows the chosen tutor the customer's number from the request on their transaction", { timeout: STEP_TIMEOUT }, async () => {
    const session = await apiSignIn(e2e.app.baseUrl, 'customer');
    const { request } = await apiCall<{ request: { transaction: { id: string } | null } }>(
      e2e.app.baseUrl,
      session,
      'GET',
      `/api/requests/${requestId}`,
    );
    const transactionId = request.transaction?.id ?? '';
    expect(transactionId).not.toBe('');
    await chosenTutor.goto(`${e2e.app.baseUrl}/tutor-transactions/${transactionId}`);
    await chosenTutor.getByRole('region', { name: 'Kontak Siswa' }).getByText(REQUEST_PHONE).waitFor();
    await pageShot(chosenTutor, 'request-tutor-transaction-paid');
  });

  it("shows the other tutor the request as 'Ditutup', with no number and no payment page", { timeout: STEP_TIMEOUT }, async () => {
    await otherTutor.goto(requestUrl);
    await otherTutor.getByRole('heading', { name: 'Detail Permintaan Belajar' }).waitFor();
    await otherTutor.getByText('Ditutup', { exact: true }).first().waitFor();
    expect(await otherTutor.getByRole('button', { name: 'Sudah Bergabung' }).isDisabled()).toBe(true);
    expect(await otherTutor.getByText(REQUEST_PHONE).count()).toBe(0);
    expect(await otherTutor.getByText(DEMO.tutor.phone).count()).toBe(0);
    expect(await otherTutor.getByRole('region', { name: 'Detail Transaksi' }).count()).toBe(0);
    await pageShot(otherTutor, 'request-detail-closed-for-other-tutor');

    await otherTutor.goto(`${e2e.app.baseUrl}/bidding-payment/${requestId}`);
    await otherTutor.getByRole('heading', { name: 'Akses Ditolak' }).waitFor();
    await otherTutor.getByText('Anda tidak memiliki akses untuk melihat halaman ini').waitFor();
  });

  it("lets the customer finish the class from the payment page, leaving only 'Kembali ke Daftar'", { timeout: STEP_TIMEOUT }, async () => {
    await customer.goto(`${e2e.app.baseUrl}/bidding-payment/${requestId}`);
    await customer.getByRole('button', { name: 'Kelas Selesai' }).click();
    await customer.getByRole('dialog', { name: 'Tandai kelas selesai?' }).getByRole('button', { name: 'Ya, Kelas Selesai' }).click();
    await toast(customer, 'Kelas telah ditandai selesai').waitFor();
    await customer.getByRole('region', { name: 'Ringkasan' }).getByText('Selesai', { exact: true }).waitFor();
    expect(await customer.getByRole('button', { name: 'Kelas Selesai' }).count()).toBe(0);
    await customer.getByRole('link', { name: 'Kembali ke Daftar' }).waitFor();
  });

  it('shows an unknown request as not found', async () => {
    await customer.goto(`${e2e.app.baseUrl}/bidding/00000000-0000-4000-8000-000000000000`);
    await customer.getByRole('heading', { name: 'Permintaan Belajar Tidak Ditemukan' }).waitFor();
  });
});
