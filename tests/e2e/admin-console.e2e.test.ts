import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, DEMO, pageShot, signedInPage } from './helpers/bookings-flow.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { toast } from './helpers/ui.ts';

// The console's 'Pengguna' tab in real Chromium (docs/product.md#admin-users): an admin finds the
// demo tutor, verifies them, and a customer then sees the 'Terverifikasi' badge on the tutor's
// card and profile and narrows the gallery to verified tutors. The steps run in order.

const e2e = useE2eApp();
const STEP_TIMEOUT = 120_000;
let admin: Page;

const tutorCard = (page: Page) => page.locator('article', { has: page.getByRole('link', { name: DEMO.tutor.name, exact: true }) });

describe('admin console: users and tutor verification', () => {
  it("finds the demo tutor in 'Pengguna' and verifies them", { timeout: STEP_TIMEOUT }, async () => {
    admin = await signedInPage(e2e.browser, e2e.app.baseUrl, 'admin', '/admin');
    await admin.getByRole('tab', { name: 'Pengguna' }).click();
    await admin.getByLabel('Cari nama atau email').fill(DEMO.tutor.email.toUpperCase());
    await admin.getByRole('button', { name: 'Cari', exact: true }).click();
    const row = admin.getByRole('listitem', { name: `Pengguna ${DEMO.tutor.name}` });
    await row.getByText('Belum diverifikasi').waitFor();
    await admin.getByText('1 pengguna').waitFor();

    await row.getByRole('button', { name: 'Verifikasi Tutor' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Verifikasi Tutor' });
    await dialog.getByLabel(/Catatan/).waitFor();
    await dialog.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await toast(admin, 'Tutor diverifikasi.').waitFor();
    await row.getByText('Terverifikasi').waitFor();
    await row.getByRole('button', { name: 'Batalkan Verifikasi' }).waitFor();
    await pageShot(admin, 'admin-users');

    await admin.getByRole('tab', { name: 'Log Audit' }).click();
    await admin.getByRole('list', { name: 'Log audit' }).getByText('Tutor diverifikasi').first().waitFor();
    await pageShot(admin, 'admin-audit-log');
  });

  it(
    "shows the 'Terverifikasi' badge in the gallery and on the profile, and the filter keeps only verified tutors",
    { timeout: STEP_TIMEOUT },
    async () => {
      const tutorId = (await apiSignIn(e2e.app.baseUrl, 'tutor')).userId;
      const customer = await signedInPage(e2e.browser, e2e.app.baseUrl, 'customer', '/tutors');
      // The demo seed lists many tutors, none of them verified but this one (who may be on a later page).
      await customer.locator('article').nth(1).waitFor();
      expect(await customer.locator('article').getByText('Terverifikasi').count()).toBeLessThanOrEqual(1);

      await customer.getByLabel('Hanya tutor terverifikasi').check();
      await customer.waitForURL(/verified=true/);
      await customer.waitForFunction(() => document.querySelectorAll('article').length === 1);
      await tutorCard(customer).getByText('Terverifikasi').waitFor();
      await pageShot(customer, 'gallery-verified-only');

      // The filter lives in the address: a shared link shows the same list.
      await customer.reload();
      await tutorCard(customer).getByText('Terverifikasi').waitFor();
      expect(await customer.getByLabel('Hanya tutor terverifikasi').isChecked()).toBe(true);

      await customer.goto(`${e2e.app.baseUrl}/tutor-detail/${tutorId}`);
      await customer.getByRole('heading', { level: 1, name: DEMO.tutor.name }).waitFor();
      await customer.getByText('Terverifikasi', { exact: true }).first().waitFor();
    },
  );
});
