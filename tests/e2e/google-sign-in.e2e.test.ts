import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './helpers/accounts-api.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { mainNav, shot, signIn, toast } from './helpers/ui.ts';

// 'Masuk dengan Google' in Chromium against the local OpenID Connect provider that `npm start`
// runs in development (docs/product.md#accounts-google): the whole redirect chain, our cookies, the
// provider's page, /auth-callback and the landing page of the role.

const e2e = useE2eApp({ demoStory: false });

async function openPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** On the provider's page: a new address, typed in. */
async function chooseNewIdentity(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('heading', { name: 'Masuk dengan Google' }).waitFor();
  expect(new URL(page.url()).origin).not.toBe(new URL(e2e.app.baseUrl).origin);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Nama', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
}

describe('Sign in with Google in the browser', () => {
  it('signs a new student up from /auth and lands on /tutors, still signed in after a reload', async () => {
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Lanjutkan sebagai Siswa' }).click();
    await page.getByRole('heading', { name: 'Autentikasi Siswa' }).waitFor();
    const google = page.getByRole('link', { name: 'Masuk dengan Google' });
    expect(await google.getAttribute('href')).toBe('/api/auth/google?role=customer');
    await shot(page, 'google-auth-button');
    await google.click();

    await chooseNewIdentity(page, uniqueEmail('google.siswa'), 'Sinta Google');
    await page.getByRole('heading', { name: 'Berhasil Masuk' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth-callback');
    await toast(page, 'Berhasil masuk').waitFor();
    await shot(page, 'google-auth-callback');
    // docs/product.md#accounts-google: on to the role's page after 2 s.
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`, { timeout: 10_000 });
    await mainNav(page).getByRole('link', { name: 'Cari Tutor' }).waitFor();
    await page.reload();
    await mainNav(page).getByRole('link', { name: 'Cari Tutor' }).waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await page.goto(`${e2e.app.baseUrl}/akun`);
    const card = page.locator('[data-google="linked"]');
    await card.getByText('Terhubung', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Putuskan' }).isDisabled()).toBe(true);
    await shot(page, 'google-akun-card');
    await page.context().close();
  });

  it('signs a new tutor up, lands on /dashboard and fills in the tutor form before being listed', async () => {
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth?role=tutor`);
    await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
    await chooseNewIdentity(page, uniqueEmail('google.tutor'), 'Bagas Google');
    await page.waitForURL(`${e2e.app.baseUrl}/dashboard`, { timeout: 10_000 });

    const form = page.getByRole('form', { name: 'Lengkapi Profil Tutor' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Simpan dan Tampilkan Profil' }).click();
    await form.getByText('Universitas harus diisi').waitFor();
    const university = form.getByRole('combobox', { name: 'Universitas' });
    await university.fill('indonesia');
    await form
      .getByRole('option', { name: /^Universitas Indonesia/ })
      .first()
      .waitFor();
    await university.press('Enter');
    const search = form.getByRole('searchbox', { name: 'Cari mata pelajaran' });
    await search.fill('fisika');
    await form.getByRole('checkbox', { name: 'SMA - Fisika' }).check();
    await form.getByLabel('Harga per Jam', { exact: true }).fill('90000');
    await form.getByLabel('Nomor Telepon', { exact: true }).fill('081298761234');
    await form.getByLabel('Nomor Rekening', { exact: true }).fill('BCA 9876543210');
    await shot(page, 'google-tutor-complete-profile');
    await form.getByRole('button', { name: 'Simpan dan Tampilkan Profil' }).click();

    await page.getByRole('heading', { name: 'Edit Profil' }).waitFor();
    await toast(page, 'Profil Anda telah berhasil diperbarui!').waitFor();
    const { tutors } = (await (await fetch(`${e2e.app.baseUrl}/api/tutors?limit=100&minPrice=90000&maxPrice=90000`)).json()) as {
      tutors: { name: string }[];
    };
    expect(tutors.map((tutor) => tutor.name)).toContain('Bagas Google');
    await page.context().close();
  });

  it('links Google to the demo student only after her password, then signs her in with Google', async () => {
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth?role=customer`);
    await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
    await page.getByRole('button', { name: /Nadia Putri Ramadhani/ }).click();
    await page.getByRole('heading', { name: 'Hubungkan Akun Google' }).waitFor();
    await shot(page, 'google-link-required');
    await page.getByRole('link', { name: 'Masuk dengan Password' }).click();
    const form = page.getByRole('form', { name: 'Masuk' });
    await form.getByText('Masuk dengan password akun siswa@ajarin.id untuk menghubungkan akun Google Anda.').waitFor();
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('siswa@ajarin.id');
    await form.getByLabel('Password', { exact: true }).fill('siswa123');
    await form.getByRole('button', { name: 'Masuk', exact: true }).click();
    await toast(page, 'Akun Google berhasil dihubungkan. Berikutnya Anda bisa masuk dengan Google.').waitFor();
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
    await page.context().close();

    const again = await openPage();
    await again.goto(`${e2e.app.baseUrl}/auth?role=tutor`);
    await again.getByRole('link', { name: 'Masuk dengan Google' }).click();
    await again.getByRole('button', { name: /Nadia Putri Ramadhani/ }).click();
    // Her account is a student's, whatever card was chosen.
    await again.waitForURL(`${e2e.app.baseUrl}/tutors`, { timeout: 10_000 });
    await again.context().close();
  });

  it('shows the failure text with Coba Lagi when the user refuses at Google', async () => {
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth?role=customer`);
    await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
    await page.getByRole('button', { name: 'Tolak' }).click();
    await page.getByRole('heading', { name: 'Terjadi Kesalahan' }).waitFor();
    const screen = page.getByRole('alert');
    await screen.getByText('Tidak dapat memverifikasi kode autentikasi. Silakan coba lagi nanti.', { exact: true }).waitFor();
    await screen.getByText('Anda membatalkan masuk dengan Google.').waitFor();
    await toast(page, 'Tidak dapat memverifikasi kode autentikasi. Silakan coba lagi nanti.').waitFor();
    await shot(page, 'google-denied');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await page.getByRole('heading', { name: 'Masuk dengan Google' }).waitFor();
    await page.context().close();
  });

  it('leaves a tutor who signed up with the form on the usual dashboard: their profile counts as complete', async () => {
    const page = await openPage();
    await signIn(page, e2e.app.baseUrl, 'tutor', 'tutor@ajarin.id', 'tutor123');
    await page.waitForURL(`${e2e.app.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Edit Profil' }).waitFor();
    await page.context().close();
  });
});
