import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmedCustomer, signUpCustomer, uniqueEmail } from './helpers/accounts-api.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { authCallbackLinkIn, latestMailId, otpIn, waitForMail } from './helpers/mailbox.ts';
import { mainNav, shot, signIn, toast } from './helpers/ui.ts';

const CONFIRMATION = 'Konfirmasi pendaftaran Ajarin';
const PASSWORD_RESET = 'Kode reset password Ajarin';

const e2e = useE2eApp();
// Signed up (not confirmed) before the tests run, so its first email's 60-second cooldown is
// partly over by the time the resend test needs it.
const unconfirmed = { email: uniqueEmail('belum'), password: 'rahasia123', name: 'Budi Belum Konfirmasi' };

// startApp gives the server its own REDIS_PREFIX, so the per-IP abuse counters (every browser
// here is 127.0.0.1) are never shared with other runs.
beforeAll(() => signUpCustomer(e2e.app.baseUrl, unconfirmed));

async function openPage(width = 1280): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function fillPasswords(form: Locator, password: string, confirmation = password): Promise<void> {
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Konfirmasi Password', { exact: true }).fill(confirmation);
}

describe('accounts in the browser', () => {
  it('lets a customer sign up, confirm from the email and land on /tutors signed in, still signed in after a reload', async () => {
    const email = uniqueEmail('ani');
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Lanjutkan sebagai Tutor' }).waitFor();
    await shot(page, 'auth-welcome');
    await page.getByRole('link', { name: 'Lanjutkan sebagai Siswa' }).click();
    await page.getByRole('heading', { name: 'Autentikasi Siswa' }).waitFor();
    expect(await page.getByRole('link', { name: 'Masuk sebagai Tutor' }).getAttribute('href')).toBe('/auth?role=tutor');

    await page.getByRole('tab', { name: 'Daftar' }).click();
    const form = page.getByRole('form', { name: 'Daftar sebagai Siswa' });
    await form.getByRole('button', { name: 'Daftar' }).click();
    await form.getByText('Email harus diisi').waitFor();
    await toast(page, 'Email harus diisi').waitFor();

    await form.getByLabel('Email', { exact: true }).fill(email);
    await fillPasswords(form, 'rahasia123');
    await form.getByRole('button', { name: 'Daftar' }).click();
    await form.getByText('Nama harus diisi').waitFor();
    await form.getByLabel('Nama', { exact: true }).fill('Ani Siswa');
    await form.getByRole('button', { name: 'Daftar' }).click();

    await page.getByRole('heading', { name: 'Cek Email' }).waitFor();
    await page.getByText('Cek email untuk konfirmasi pendaftaran kamu.').waitFor();
    await toast(page, 'Jangan lupa cek email untuk konfirmasi pendaftaran ya!').waitFor();
    await shot(page, 'customer-sign-up-done');

    const link = authCallbackLinkIn(await waitForMail(e2e.app.baseUrl, email, CONFIRMATION), 'signup');
    expect(link.startsWith(`${e2e.app.baseUrl}/auth-callback?type=signup&token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Terverifikasi' }).waitFor();
    await page.getByRole('link', { name: 'Lanjutkan ke Login' }).waitFor();
    await shot(page, 'auth-callback-confirmed');
    // docs/product.md#accounts-confirmation: the confirmed user is sent on after 2 s.
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`, { timeout: 10_000 });
    await mainNav(page).getByRole('link', { name: 'Cari Tutor' }).waitFor();

    await page.reload();
    await mainNav(page).getByRole('link', { name: 'Cari Tutor' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tutors');
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie),
    ).not.toMatch(/eyJ/);
    await shot(page, 'customer-signed-in');

    // A signed-in customer who opens /auth is sent to their landing page.
    await page.goto(`${e2e.app.baseUrl}/auth?role=customer`);
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
    await page.context().close();
  });

  it('lets a tutor sign up with every field and a photo, confirm, sign out, and sign in again to /dashboard', async () => {
    const email = uniqueEmail('dewi');
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth?role=tutor`);
    await page.getByRole('heading', { name: 'Autentikasi Tutor' }).waitFor();
    await page.getByRole('tab', { name: 'Daftar' }).click();
    const form = page.getByRole('form', { name: 'Daftar sebagai Tutor' });

    await form.getByLabel('Nama', { exact: true }).fill('Dewi Lestari');
    await form.getByLabel('Email', { exact: true }).fill(email);

    const university = form.getByRole('combobox', { name: 'Universitas' });
    await university.fill('gadjah');
    await form.getByRole('option', { name: /Universitas Gadjah Mada/ }).waitFor();
    await university.press('Enter');
    expect(await university.inputValue()).toBe('Universitas Gadjah Mada');

    const search = form.getByRole('searchbox', { name: 'Cari mata pelajaran' });
    expect(await search.getAttribute('placeholder')).toBe('Cari mata pelajaran...');
    await search.fill('kimia fisika');
    await form.getByText('Tidak ada mata pelajaran ditemukan.').waitFor();
    await search.fill('fisika');
    await form.getByRole('checkbox', { name: 'SMA - Fisika' }).check();
    await search.fill('matematika wajib');
    await form.getByRole('checkbox', { name: 'SMA - Matematika Wajib' }).check();
    await search.fill('');
    await form.getByRole('button', { name: 'Hapus SMA - Fisika' }).waitFor();
    expect(await form.getByRole('checkbox', { checked: true }).count()).toBe(2);

    const price = form.getByLabel('Harga per Jam', { exact: true });
    await price.fill('0075000');
    expect(await price.inputValue()).toBe('75.000');
    // A refused character leaves the state as it was, and must not stay on screen either.
    await price.press('x');
    expect(await price.inputValue()).toBe('75.000');
    const phone = form.getByLabel('Nomor Telepon', { exact: true });
    await phone.fill('0812-3456-7890');
    expect(await phone.inputValue()).toBe('081234567890');
    await phone.press('a');
    expect(await phone.inputValue()).toBe('081234567890');
    const bank = form.getByLabel('Nomor Rekening', { exact: true });
    expect(await bank.getAttribute('placeholder')).toMatch(/^BCA 1234567890 \/ GOPAY 0812/);
    await bank.fill('BCA 1234567890');

    const photo = form.getByLabel(/^Foto Profil/);
    await photo.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await form.getByText('Hanya file gambar yang diperbolehkan untuk foto profil.').waitFor();
    await photo.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(800 * 1024, 1) });
    await form.getByText('Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.').waitFor();
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    await photo.setInputFiles({ name: 'dewi.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'Pratinjau foto profil' }).waitFor();

    await form.getByLabel(/^Bio/).fill('Mahasiswi Fisika UGM, sabar dan suka menjelaskan dengan contoh.');
    await form.getByLabel('Pengalaman 1', { exact: true }).fill('Asisten praktikum Fisika Dasar 2024');
    expect(await form.getByRole('button', { name: /^Hapus pengalaman/ }).count()).toBe(0);
    await form.getByRole('button', { name: '+ Tambah Pengalaman' }).click();
    await form.getByLabel('Pengalaman 2', { exact: true }).fill('Tutor olimpiade SMA');
    await form.getByRole('button', { name: '+ Tambah Pengalaman' }).click();
    expect(await form.getByRole('button', { name: /^Hapus pengalaman/ }).count()).toBe(3);
    await form.getByRole('button', { name: 'Hapus pengalaman 3' }).click();
    expect(await form.getByRole('button', { name: /^Hapus pengalaman/ }).count()).toBe(2);
    await form.getByLabel(/^Catatan untuk Siswa/).fill('Bawa soal yang ingin dibahas.');

    await fillPasswords(form, 'rahasia123', 'rahasia124');
    await form.getByRole('button', { name: 'Daftar sebagai Tutor' }).click();
    await form.getByText('Password dan konfirmasi password tidak cocok').waitFor();
    await shot(page, 'tutor-sign-up-form');
    await form.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasia123');
    await form.getByRole('button', { name: 'Daftar sebagai Tutor' }).click();
    await page.getByRole('heading', { name: 'Cek Email' }).waitFor();

    await page.goto(authCallbackLinkIn(await waitForMail(e2e.app.baseUrl, email, CONFIRMATION), 'signup'));
    await page.waitForURL(`${e2e.app.baseUrl}/dashboard`, { timeout: 10_000 });
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).waitFor();

    const { tutors } = (await (await fetch(`${e2e.app.baseUrl}/api/tutors?limit=100`)).json()) as {
      tutors: { name: string; university: string; subjects: string[]; pricePerHour: number; imageUrl: string | null }[];
    };
    const dewi = tutors.find((tutor) => tutor.name === 'Dewi Lestari');
    expect(dewi).toMatchObject({ university: 'Universitas Gadjah Mada', pricePerHour: 75_000 });
    expect([...(dewi?.subjects ?? [])].sort()).toEqual(['SMA - Fisika', 'SMA - Matematika Wajib']);
    expect(dewi?.imageUrl).toMatch(/^\/media\/avatars\/.+\.webp$/);

    // The answer first: a run where the page never left /dashboard said nothing of whether the click was sent.
    const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/sign-out');
    await mainNav(page).getByRole('button', { name: 'Keluar' }).click();
    expect((await signedOut).status()).toBe(204);
    await page.waitForURL(`${e2e.app.baseUrl}/`);
    await toast(page, 'Berhasil keluar').waitFor();
    await mainNav(page).getByRole('link', { name: 'Masuk' }).waitFor();

    await signIn(page, e2e.app.baseUrl, 'tutor', email, 'rahasia123');
    await page.waitForURL(`${e2e.app.baseUrl}/dashboard`);
    await toast(page, 'Berhasil masuk').waitFor();
    await shot(page, 'tutor-signed-in-dashboard');
    await page.context().close();
  });

  it("shows 'Email Belum Dikonfirmasi' and a resend button that counts the server's cooldown down", { timeout: 120_000 }, async () => {
    const page = await openPage(390);
    await signIn(page, e2e.app.baseUrl, 'customer', unconfirmed.email, unconfirmed.password);
    await toast(page, 'Email Belum Dikonfirmasi').waitFor();
    await toast(page, 'Silakan cek email Anda untuk konfirmasi atau kirim ulang email konfirmasi.').waitFor();
    const resend = page.getByRole('button', { name: /^Kirim Ulang Email Konfirmasi/ });
    await resend.waitFor();
    await shot(page, 'sign-in-unconfirmed-mobile');

    const before = await latestMailId(e2e.app.baseUrl, unconfirmed.email);
    await resend.click();
    // Within 60 s of the sign-up email the server refuses with the seconds left; the button counts them down.
    const outcome = await Promise.race([
      toast(page, 'Email Terkirim')
        .waitFor()
        .then(() => 'sent' as const),
      page
        .getByRole('button', { name: /^Kirim Ulang Email Konfirmasi \(\d+ detik\)$/ })
        .waitFor()
        .then(() => 'cooling' as const),
    ]);
    if (outcome === 'cooling') {
      await toast(page, 'Error').waitFor();
      expect(await resend.isDisabled()).toBe(true);
      const first = Number((await resend.textContent())?.match(/\((\d+) detik\)/)?.[1]);
      await page.waitForTimeout(2100);
      const later = Number((await resend.textContent())?.match(/\((\d+) detik\)/)?.[1]);
      expect(later).toBeLessThan(first);
      await shot(page, 'resend-cooldown');
      await page.waitForFunction(
        () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Kirim Ulang Email Konfirmasi' && !b.disabled),
        null,
        { timeout: 70_000 },
      );
      await resend.click();
      await toast(page, 'Email Terkirim').waitFor();
    }
    await page.getByRole('button', { name: /^Kirim Ulang Email Konfirmasi \((60|59) detik\)$/ }).waitFor();
    await waitForMail(e2e.app.baseUrl, unconfirmed.email, CONFIRMATION, { after: before });

    await page.getByRole('form', { name: 'Masuk' }).getByLabel('Email', { exact: true }).fill('');
    await resend.click();
    await toast(page, 'Silakan masukkan email terlebih dahulu.').waitFor();
    await page.context().close();
  });

  it('resets a forgotten password end to end with the emailed code: the new password works, the old one fails', async () => {
    const account = { email: uniqueEmail('citra'), password: 'lama123', name: 'Citra Lupa' };
    await confirmedCustomer(e2e.app.baseUrl, account);
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/auth?role=customer`);
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/password-update`);
    await page.getByRole('heading', { name: 'Atur Ulang Password' }).waitFor();

    const emailForm = page.getByRole('form', { name: 'Kirim kode OTP' });
    await emailForm.getByRole('button', { name: 'Kirim Kode OTP' }).click();
    await page.getByRole('alert').getByText('Email harus diisi').waitFor();
    await emailForm.getByLabel('Email', { exact: true }).fill(uniqueEmail('tidak-ada'));
    await emailForm.getByRole('button', { name: 'Kirim Kode OTP' }).click();
    await page.getByRole('alert').getByText('Email tidak terdaftar di sistem kami').waitFor();
    await shot(page, 'password-reset-unknown-email');

    await emailForm.getByLabel('Email', { exact: true }).fill(account.email);
    await emailForm.getByRole('button', { name: 'Kirim Kode OTP' }).click();
    await toast(page, 'OTP Terkirim').waitFor();
    const otpForm = page.getByRole('form', { name: 'Verifikasi kode OTP' });
    await otpForm.getByRole('button', { name: /^Kirim Ulang \(\d+ detik\)$/ }).waitFor();
    expect(await otpForm.getByRole('button', { name: /^Kirim Ulang/ }).isDisabled()).toBe(true);

    const otpInput = otpForm.getByLabel('Kode OTP', { exact: true });
    await otpInput.fill('12345');
    await otpInput.press('x');
    expect(await otpInput.inputValue()).toBe('12345');
    await otpForm.getByRole('button', { name: 'Verifikasi OTP' }).click();
    await page.getByRole('alert').getByText('OTP harus 6 karakter').first().waitFor();

    const otp = otpIn(await waitForMail(e2e.app.baseUrl, account.email, PASSWORD_RESET));
    await otpInput.fill(otp === '000000' ? '111111' : '000000');
    await otpForm.getByRole('button', { name: 'Verifikasi OTP' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Verifikasi Gagal' });
    await banner.getByText('Kode OTP salah atau sudah kedaluwarsa.').waitFor();
    await shot(page, 'password-reset-wrong-otp');

    await otpInput.fill(otp);
    await otpForm.getByRole('button', { name: 'Verifikasi OTP' }).click();
    await toast(page, 'Verifikasi Berhasil').waitFor();
    const passwordForm = page.getByRole('form', { name: 'Buat password baru' });
    await passwordForm.getByLabel('Password Baru', { exact: true }).fill('baru12');
    await passwordForm.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('baru21');
    await passwordForm.getByRole('button', { name: 'Simpan Password' }).click();
    await page.getByRole('alert').getByText('Password baru dan konfirmasi password tidak cocok').first().waitFor();
    await passwordForm.getByLabel('Password Baru', { exact: true }).fill('baru1');
    await passwordForm.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('baru1');
    await passwordForm.getByRole('button', { name: 'Simpan Password' }).click();
    await page.getByRole('alert').getByText('Password minimal 6 karakter').first().waitFor();
    await passwordForm.getByLabel('Password Baru', { exact: true }).fill('baru123');
    await passwordForm.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('baru123');
    await passwordForm.getByRole('button', { name: 'Simpan Password' }).click();
    await toast(page, 'Password berhasil diperbarui').waitFor();
    await shot(page, 'password-reset-done');
    // docs/product.md#accounts-password-reset: back to /auth after 2 s.
    await page.waitForURL(`${e2e.app.baseUrl}/auth`, { timeout: 10_000 });

    await signIn(page, e2e.app.baseUrl, 'customer', account.email, account.password);
    await toast(page, 'Login gagal. Silakan periksa email dan password Anda.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await signIn(page, e2e.app.baseUrl, 'customer', account.email, 'baru123');
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
    await mainNav(page).getByRole('link', { name: 'Cari Tutor' }).waitFor();
    await page.context().close();
  });

  it('opens the recovery link from the reset email straight at the new-password step', async () => {
    const account = { email: uniqueEmail('dodi'), password: 'lama123', name: 'Dodi Tautan' };
    await confirmedCustomer(e2e.app.baseUrl, account);
    const requested = await fetch(`${e2e.app.baseUrl}/api/auth/password/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(requested.status).toBe(200);
    const link = authCallbackLinkIn(await waitForMail(e2e.app.baseUrl, account.email, PASSWORD_RESET), 'recovery');

    const page = await openPage();
    await page.goto(link);
    // docs/product.md#accounts-password-reset: on to /password-update after 0.8 s, with the reset
    // token in navigation state only.
    await page.waitForURL(`${e2e.app.baseUrl}/password-update`, { timeout: 5000 });
    await page.getByText('Langkah 3 dari 3: Password Baru').waitFor();
    const passwordForm = page.getByRole('form', { name: 'Buat password baru' });
    await passwordForm.getByLabel('Password Baru', { exact: true }).fill('tautan123');
    await passwordForm.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('tautan123');
    await passwordForm.getByRole('button', { name: 'Simpan Password' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/auth`, { timeout: 10_000 });
    await signIn(page, e2e.app.baseUrl, 'customer', account.email, 'tautan123');
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);

    // The link worked once: opened again it fails.
    await page.goto(link);
    await page.getByText('Kode verifikasi tidak valid atau sudah digunakan. Silakan cek email Anda.').waitFor();
    await page.context().close();
  });

  it('shows a failed verification with its two ways out, and an auth error from the query as a toast', async () => {
    const page = await openPage(390);
    await page.goto(`${e2e.app.baseUrl}/auth-callback?type=signup&token=${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Verifikasi Gagal' }).waitFor();
    await page.getByText('Kode verifikasi tidak valid atau sudah digunakan. Silakan cek email Anda.').waitFor();
    await toast(page, 'Kode verifikasi tidak valid atau sudah digunakan.').waitFor();
    expect(await page.getByRole('link', { name: 'Kembali ke Login' }).getAttribute('href')).toBe('/auth');
    await page.getByRole('button', { name: 'Coba Lagi' }).waitFor();
    await shot(page, 'auth-callback-failed-mobile');

    await page.goto(`${e2e.app.baseUrl}/auth-callback?type=signup`);
    await page.getByRole('heading', { name: 'Verifikasi Gagal' }).waitFor();

    await page.goto(
      `${e2e.app.baseUrl}/auth?role=customer&error_code=otp_expired&error_description=Email%20link%20is%20invalid%20or%20has%20expired`,
    );
    await toast(page, 'Error otp_expired').waitFor();
    await toast(page, 'Email link is invalid or has expired').waitFor();
    await page.waitForURL(`${e2e.app.baseUrl}/auth?role=customer`);
    await page.context().close();
  });
});
