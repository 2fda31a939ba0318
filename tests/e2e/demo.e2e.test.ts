import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, DEMO, pageShot, signedInPage } from './helpers/bookings-flow.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { toast } from './helpers/ui.ts';

// Issue 14 in real Chromium on a fresh `npm start`: every demo account opens on pages full of the
// demo story, the admin verifies the proof that waits, and the customer then sees the tutor's
// number. The steps run in order.

const e2e = useE2eApp();
const STEP_TIMEOUT = 120_000;
let customer: Page;
let admin: Page;

const region = (page: Page, label: string) => page.getByRole('region', { name: label });

describe('the demo on a fresh start', () => {
  it('shows the customer bookings in every state and her two learning requests', { timeout: STEP_TIMEOUT }, async () => {
    customer = await signedInPage(e2e.browser, e2e.app.baseUrl, 'customer', '/tutors');
    await customer.goto(`${e2e.app.baseUrl}/transactions`);
    // The list renders cards on a phone and a table on a desktop; only one of them is visible.
    for (const label of ['Belum Dibayar', 'Menunggu Verifikasi', 'Sedang Berlangsung', 'Kelas Selesai', 'Dibatalkan'])
      await customer.getByText(label).filter({ visible: true }).first().waitFor();
    expect(await customer.getByText('Belum ada transaksi').count()).toBe(0);
    await pageShot(customer, 'demo-customer-transactions');

    await customer.goto(`${e2e.app.baseUrl}/biddings`);
    await customer.getByText('Persiapan ujian akhir semester kelas 11.', { exact: false }).filter({ visible: true }).first().waitFor();
    await customer.getByText('Persiapan PAS kelas 11: barisan dan deret.').filter({ visible: true }).first().waitFor();
    await pageShot(customer, 'demo-customer-requests');
  });

  it('shows the tutor requests to join and money in every summary card', { timeout: STEP_TIMEOUT }, async () => {
    const tutor = await signedInPage(e2e.browser, e2e.app.baseUrl, 'tutor', '/dashboard');
    await tutor.goto(`${e2e.app.baseUrl}/tutor-requests`);
    // Budi's SNBT request matches Rizky's subjects; its notes sit behind the card's 'details' toggle.
    await tutor
      .getByRole('article')
      .filter({ hasText: 'Budi Santoso' })
      .getByRole('heading', { name: /SNBT - Penalaran Matematika/ })
      .waitFor();
    await tutor.getByRole('button', { name: 'Saya Tertarik Mengajar' }).filter({ visible: true }).first().waitFor();
    await pageShot(tutor, 'demo-tutor-requests');

    await tutor.goto(`${e2e.app.baseUrl}/tutor-transactions`);
    for (const label of ['Pembayaran Upcoming', 'Siap Dicairkan', 'Dalam Proses Pencairan', 'Pendapatan Bulan Ini']) {
      const summary = tutor.getByRole('list', { name: 'Ringkasan pendapatan' }).getByRole('listitem', { name: label });
      await summary.waitFor();
      expect(await summary.innerText(), label).not.toMatch(/Rp\s?0(?![.\d])/);
    }
    await pageShot(tutor, 'demo-tutor-transactions');
    await tutor.context().close();
  });

  it('shows the admin two proofs, a payout and a report waiting', { timeout: STEP_TIMEOUT }, async () => {
    admin = await signedInPage(e2e.browser, e2e.app.baseUrl, 'admin', '/admin');
    await admin.getByRole('listitem', { name: `Bukti pembayaran ${DEMO.customer.name}` }).waitFor();
    await admin.getByRole('listitem', { name: 'Bukti pembayaran Sari Wulandari' }).waitFor();
    await admin.getByRole('tab', { name: /^Pencairan/ }).click();
    await admin.getByRole('listitem', { name: `Pencairan ${DEMO.tutor.name}` }).waitFor();
    await admin.getByRole('tab', { name: 'Feedback' }).click();
    await admin.getByText('Foto tutor tidak muncul').first().waitFor();
    await pageShot(admin, 'demo-admin-feedback');
  });

  it("lets the admin verify the waiting proof, after which the customer sees the tutor's number", { timeout: STEP_TIMEOUT }, async () => {
    const session = await apiSignIn(e2e.app.baseUrl, 'customer');
    const { transactions } = await apiCall<{ transactions: { id: string; paymentStatus: string }[] }>(
      e2e.app.baseUrl,
      session,
      'GET',
      '/api/transactions',
    );
    const waiting = transactions.find((transaction) => transaction.paymentStatus === 'PROOF_SUBMITTED');
    if (!waiting) throw new Error('the demo has no proof waiting for the customer');
    await customer.goto(`${e2e.app.baseUrl}/transactions/${waiting.id}`);
    await customer.getByText('Menunggu Verifikasi').first().waitFor();
    expect(await customer.getByText(DEMO.tutor.phone).count()).toBe(0);

    await admin.getByRole('tab', { name: 'Bukti Pembayaran' }).click();
    const proof = admin.getByRole('listitem', { name: `Bukti pembayaran ${DEMO.customer.name}` });
    await proof.getByRole('button', { name: 'Setujui' }).click();
    await toast(admin, 'Pembayaran diverifikasi. Nomor tutor kini terlihat oleh siswa.').waitFor();
    await admin.getByRole('listitem', { name: 'Bukti pembayaran Sari Wulandari' }).waitFor();

    await customer.reload();
    await region(customer, 'Kontak Tutor').getByText(DEMO.tutor.phone).waitFor();
    await pageShot(customer, 'demo-customer-tutor-number');
  });

  it('opens /dev/telegram on the demo chats the story wrote to', { timeout: STEP_TIMEOUT }, async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.app.baseUrl}/dev/telegram?chat=1000002`);
    await page.getByText('Akun Ajarin Anda (Rizky Pratama) terhubung.', { exact: false }).first().waitFor();
    await page.getByText('Anda dipilih sebagai tutor').first().waitFor();
    await pageShot(page, 'demo-dev-telegram');
    await page.close();
  });

  it('opens /dev/whatsapp on the same story, told by the real WhatsApp bot', { timeout: STEP_TIMEOUT }, async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.app.baseUrl}/dev/whatsapp?chat=6285700000002`);
    await page.getByText('Akun WhatsApp ini sekarang terhubung dengan akun Ajarin Rizky Pratama', { exact: false }).first().waitFor();
    await page.getByText('Anda dipilih sebagai tutor').first().waitFor();
    await pageShot(page, 'demo-dev-whatsapp');
    await page.close();
  });
});
