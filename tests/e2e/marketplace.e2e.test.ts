import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useE2eApp } from './helpers/e2e-app.ts';
import { apiTutors, galleryCards, galleryResults, scrollThrough, searchOf, viewportShot } from './helpers/marketplace.ts';
import { shot, signIn, toast } from './helpers/ui.ts';

const CUSTOMER = { email: 'siswa@ajarin.id', password: 'siswa123' };
const TUTOR = { email: 'tutor@ajarin.id', password: 'tutor123', name: 'Rizky Pratama' };
const POLL = { timeout: 15_000, interval: 200 };

const e2e = useE2eApp();

async function openPage(width = 1280, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, ...options });
  return context.newPage();
}

async function signedIn(role: 'customer' | 'tutor', width = 1280, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const page = await openPage(width, options);
  const account = role === 'customer' ? CUSTOMER : TUTOR;
  await signIn(page, e2e.app.baseUrl, role, account.email, account.password);
  await page.waitForURL(`${e2e.app.baseUrl}${role === 'customer' ? '/tutors' : '/dashboard'}`);
  return page;
}

const names = async (page: Page) => (await galleryCards(page)).map((card) => card.name);
const closeContext = (page: Page): Promise<void> => (page.context() as BrowserContext).close();

describe('landing page', () => {
  it('shows the hero, both carousels, the benefits, three featured tutors and the footer links to a visitor', async () => {
    const config = (await (await fetch(`${e2e.app.baseUrl}/api/config/public`)).json()) as {
      socialUrl: string;
      microblogUrl: string;
      chatContactUrl: string;
    };
    const page = await openPage();
    await page.goto(`${e2e.app.baseUrl}/`);
    expect(await page.getByRole('link', { name: 'Mulai Sekarang' }).getAttribute('href')).toBe('/auth');
    await page.getByText('Opsi permintaan belajar bulanan').waitFor();

    const logos = page.getByRole('region', { name: 'Logo universitas' });
    const shownLogos = () =>
      logos
        .locator('[aria-roledescription="slide"][aria-hidden="false"] img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(await shownLogos()).toEqual([
      'ITB — Institut Teknologi Bandung',
      'UGM — Universitas Gadjah Mada',
      'UI — Universitas Indonesia',
      'Unpad — Universitas Padjadjaran',
    ]);
    await logos.getByRole('button', { name: 'Slide berikutnya' }).click();
    expect(await shownLogos()).toEqual([
      'USU — Universitas Sumatera Utara',
      'UB — Universitas Brawijaya',
      'Unhas — Universitas Hasanuddin',
      'Undip — Universitas Diponegoro',
    ]);
    expect(await logos.getByRole('button', { name: 'Halaman 2 dari 2' }).getAttribute('aria-current')).toBe('true');

    await page.getByRole('heading', { name: 'Yang Mereka Katakan Tentang Kami' }).waitFor();
    const testimonials = page.getByRole('region', { name: 'Testimoni' }).locator('img');
    expect(await testimonials.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(await page.getByRole('region', { name: 'Kenapa Belajar di Ajarin?' }).getByRole('listitem').count()).toBe(6);

    const featured = page.getByRole('region', { name: 'Tutor Pilihan' });
    await featured.getByText('per jam', { exact: true }).first().waitFor();
    const { tutors } = await apiTutors(e2e.app.baseUrl, { limit: '10' });
    expect(await featured.locator('h3').allTextContents()).toEqual(tutors.slice(0, 3).map((tutor) => tutor.name));
    expect(await featured.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/auth',
      '/auth',
      '/auth',
    ]);
    expect(await page.getByRole('link', { name: 'Lihat Semua Tutor' }).getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('link', { name: 'Daftar Sekarang' }).getAttribute('href')).toBe('/auth');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Media Sosial' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Media Sosial' }).getAttribute('href')).toBe(config.socialUrl);
    expect(await footer.getByRole('link', { name: 'Microblog' }).getAttribute('href')).toBe(config.microblogUrl);
    expect(await footer.getByRole('link', { name: 'Chat Kami' }).getAttribute('rel')).toBe('noopener noreferrer');
    await footer.getByText(`© ${new Date().getFullYear()} Ajarin`).waitFor();

    await scrollThrough(page);
    await shot(page, 'marketplace-landing');
    await closeContext(page);
  });

  it('shows two logos per view under 768 px and leaves out a logo that fails to load', async () => {
    const page = await openPage(375);
    await page.route('**/logos/ugm.svg', (route) => route.abort());
    await page.goto(`${e2e.app.baseUrl}/`);
    const logos = page.getByRole('region', { name: 'Logo universitas' });
    await expect.poll(() => logos.locator('img').count(), POLL).toBe(7);
    expect(
      await logos
        .locator('[aria-roledescription="slide"][aria-hidden="false"] img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['ITB — Institut Teknologi Bandung', 'UI — Universitas Indonesia']);
    expect(await logos.getByRole('button', { name: /^Halaman \d dari 4$/ }).count()).toBe(4);
    await scrollThrough(page);
    await shot(page, 'marketplace-landing-mobile');
    await closeContext(page);
  });
});

describe('tutor gallery', () => {
  it('lets a customer filter and sort, keeps the filters in the URL through a reload, and pages with the cursor', async () => {
    const page = await signedIn('customer');
    await galleryResults(page).locator('article').first().waitFor();
    const everyone = await apiTutors(e2e.app.baseUrl, { limit: '12' });
    await expect.poll(() => names(page), POLL).toEqual(everyone.tutors.map((tutor) => tutor.name));
    await galleryResults(page).getByText(`dari ${everyone.total} tutor`).waitFor();
    await shot(page, 'marketplace-gallery');

    await page.getByLabel('Urutkan').selectOption('price_asc');
    await page.getByRole('group', { name: 'Rating Minimum' }).getByText('4+', { exact: true }).click();
    await page.getByRole('group', { name: 'Terakhir Aktif' }).getByText('< 7 hari', { exact: true }).click();
    await page.getByRole('switch', { name: 'Available Now Only' }).click();
    const bounds = (await (await fetch(`${e2e.app.baseUrl}/api/tutors/price-range`)).json()) as { min: number; max: number; step: number };
    const minPrice = page.getByRole('slider', { name: 'Harga minimum' });
    await minPrice.focus();
    await minPrice.press('ArrowRight');
    await minPrice.press('ArrowRight');
    const expectedSearch = {
      minPrice: String(bounds.min + 2 * bounds.step),
      minRating: '4',
      lastActive: '7d',
      available: 'true',
      sort: 'price_asc',
    };
    await expect.poll(() => searchOf(page), POLL).toEqual(expectedSearch);

    const filtered = await apiTutors(e2e.app.baseUrl, { ...expectedSearch, limit: '12' });
    expect(filtered.tutors.length).toBeGreaterThan(1);
    await expect.poll(() => names(page), POLL).toEqual(filtered.tutors.map((tutor) => tutor.name));
    const cards = await galleryCards(page);
    const prices = cards.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price >= bounds.min + 2 * bounds.step)).toBe(true);
    expect(cards.every((card) => card.available)).toBe(true);

    await page.reload();
    await expect.poll(() => names(page), POLL).toEqual(filtered.tutors.map((tutor) => tutor.name));
    expect(searchOf(page)).toEqual(expectedSearch);
    expect(await page.getByLabel('Urutkan').inputValue()).toBe('price_asc');
    expect(await page.getByRole('radio', { name: '4+' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '< 7 hari' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Available Now Only' }).getAttribute('aria-checked')).toBe('true');
    expect(await minPrice.inputValue()).toBe(expectedSearch.minPrice);

    await page.getByRole('button', { name: 'Hapus Filter' }).click();
    await expect.poll(() => searchOf(page), POLL).toEqual({ sort: 'price_asc' });
    await page.getByLabel('Urutkan').selectOption('price_desc');
    const dearestFirst = await apiTutors(e2e.app.baseUrl, { sort: 'price_desc', limit: '24' });
    await expect.poll(() => names(page), POLL).toEqual(dearestFirst.tutors.slice(0, 12).map((tutor) => tutor.name));
    await page.getByRole('button', { name: 'Lihat lebih banyak' }).click();
    await expect.poll(() => names(page), POLL).toEqual(dearestFirst.tutors.map((tutor) => tutor.name));
    const descending = (await galleryCards(page)).map((card) => card.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await page.goto(`${e2e.app.baseUrl}/tutors?maxPrice=1`);
    await page.getByText('Tidak ada tutor yang sesuai dengan filter Anda.').waitFor();

    await page.goto(`${e2e.app.baseUrl}/`);
    expect(await page.getByRole('link', { name: 'Cari Sekarang!' }).getAttribute('href')).toBe('/tutors');
    expect(await page.getByRole('link', { name: 'Cari Tutor', exact: true }).last().getAttribute('href')).toBe('/tutors');
    const featuredLink = page.getByRole('region', { name: 'Tutor Pilihan' }).getByRole('link').first();
    await featuredLink.waitFor();
    expect(await featuredLink.getAttribute('href')).toMatch(/^\/tutor-detail\/[0-9a-f-]{36}$/);
    await closeContext(page);
  });

  it('collapses the filters into a panel at 375 px', async () => {
    const page = await signedIn('customer', 375);
    await galleryResults(page).locator('article').first().waitFor();
    const toggle = page.getByRole('button', { name: 'Filter' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Available Now Only' }).isVisible()).toBe(false);
    await scrollThrough(page);
    await shot(page, 'marketplace-gallery-mobile');
    await toggle.click();
    await page.getByRole('switch', { name: 'Available Now Only' }).click();
    await expect.poll(() => searchOf(page), POLL).toEqual({ available: 'true' });
    await page
      .getByRole('button', { name: /^Filter/ })
      .getByText('1', { exact: true })
      .waitFor();
    await viewportShot(page, 'marketplace-gallery-mobile-filters');
    await closeContext(page);
  });
});

describe('tutor detail', () => {
  it('shows a tutor, copies the share link to the clipboard and goes back to the filtered gallery', async () => {
    const page = await signedIn('customer', 1280, { permissions: ['clipboard-read', 'clipboard-write'] });
    // Desktop Chromium on Linux has no share sheet; make sure of it so the copy path is the one tested.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await page.goto(`${e2e.app.baseUrl}/tutors?sort=hours_asc`);
    const [first] = (await apiTutors(e2e.app.baseUrl, { sort: 'hours_asc', limit: '1' })).tutors;
    if (!first) throw new Error('no tutors');
    await galleryResults(page).getByRole('link', { name: first.name }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/tutor-detail/${first.id}`);

    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.getByText('Tarif per jam').first().waitFor();
    await page.getByRole('heading', { name: 'Tentang Saya' }).waitFor();
    await page.getByRole('heading', { name: 'Pengalaman' }).waitFor();
    await page.getByRole('heading', { name: 'Catatan dari Tutor' }).waitFor();
    expect(await page.getByRole('tooltip').textContent()).toBe('Total jam yang telah diajar oleh tutor');
    const shownSubjects = await page
      .getByRole('main')
      .getByRole('list', { name: 'Mata pelajaran' })
      .getByRole('listitem')
      .allTextContents();
    expect(shownSubjects.slice(0, 3)).toEqual(first.subjects.slice(0, 3));
    if (first.subjects.length > 3) expect(shownSubjects[3]).toBe(`+${first.subjects.length - 3} lainnya`);
    if (first.isAvailable)
      expect(
        await page
          .getByRole('complementary', { name: 'Pemesanan' })
          .getByRole('link', { name: 'Pesan Tutor Sekarang' })
          .getAttribute('href'),
      ).toBe(`/book/${first.id}`);

    await page.getByRole('complementary', { name: 'Pemesanan' }).getByRole('button', { name: 'Bagikan' }).click();
    await toast(page, 'Link Disalin!').waitFor();
    await toast(page, 'Link profil tutor telah disalin ke clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.app.baseUrl}/tutors/${first.id}`);
    await shot(page, 'marketplace-detail');

    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/tutors?sort=hours_asc`);
    await closeContext(page);
  });

  it('disables booking for a busy tutor and keeps the button at hand on a phone', async () => {
    const { tutors } = await apiTutors(e2e.app.baseUrl, { limit: '100' });
    const busy = tutors.find((tutor) => !tutor.isAvailable);
    if (!busy) throw new Error('the demo data has no busy tutor');
    const page = await openPage(375);
    await page.goto(`${e2e.app.baseUrl}/tutors/${busy.id}`);
    await page.getByRole('heading', { level: 1, name: busy.name }).waitFor();
    const bar = page.getByRole('button', { name: /^Pesan Tutor Sekarang\s*\(Tidak Tersedia\)$/ });
    expect(await bar.isDisabled()).toBe(true);
    expect(await bar.isVisible()).toBe(true);
    await viewportShot(page, 'marketplace-detail-mobile-busy');

    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = page.getByRole('complementary', { name: 'Pemesanan' });
    expect(await panel.getByRole('button', { name: 'Pesan Tutor Sekarang' }).isDisabled()).toBe(true);
    await panel.getByText('Tutor sedang tidak tersedia').waitFor();
    await closeContext(page);
  });

  it("answers an unknown tutor with 'Tutor tidak ditemukan', a toast, and a redirect to /tutors", async () => {
    const page = await signedIn('customer');
    await page.goto(`${e2e.app.baseUrl}/tutor-detail/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Tutor tidak ditemukan' }).waitFor();
    await toast(page, 'Tidak dapat menemukan tutor yang Anda cari.').waitFor();
    expect(await page.getByRole('link', { name: 'Kembali ke Daftar Tutor' }).getAttribute('href')).toBe('/tutors');
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`, { timeout: 10_000 });
    await closeContext(page);
  });
});

describe('tutor dashboard and live updates', () => {
  it(
    "lets the tutor edit the price and bio and turn to Sibuk, and the customer's open gallery follows without a reload",
    { timeout: 120_000 },
    async () => {
      const customer = await signedIn('customer');
      await customer.goto(`${e2e.app.baseUrl}/tutors?sort=price_asc`);
      await galleryResults(customer).locator('article').first().waitFor();
      expect((await galleryCards(customer))[0]?.name).not.toBe(TUTOR.name);
      await customer.evaluate(() => Object.assign(window, { sameDocument: true }));

      const tutor = await signedIn('tutor');
      const form = tutor.getByRole('form', { name: 'Edit Profil' });
      await form.getByLabel('Nama', { exact: true }).fill('   ');
      await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await form.getByText('Nama tidak boleh kosong').waitFor();
      await toast(tutor, 'Pembaruan Gagal').waitFor();
      await form.getByLabel('Nama', { exact: true }).fill(TUTOR.name);

      const photo = form.getByLabel(/^Foto Profil/);
      await photo.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
      await form.getByText('Hanya file gambar yang diperbolehkan untuk foto profil.').waitFor();
      const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer();
      await photo.setInputFiles({ name: 'rizky.png', mimeType: 'image/png', buffer: png });

      const bio = 'Mahasiswa Teknik Fisika UGM. Kelas percobaan gratis 15 menit untuk siswa baru!';
      const price = form.getByLabel('Harga per Jam', { exact: true });
      await price.fill('20000');
      expect(await price.inputValue()).toBe('20.000');
      await form.getByLabel(/^Bio/).fill(bio);
      await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await toast(tutor, 'Profil Diperbarui').waitFor();
      await toast(tutor, 'Profil Anda telah berhasil diperbarui!').waitFor();
      await form.getByText('Profil berhasil diperbarui!').waitFor();

      // The customer's gallery, sorted cheapest first, now starts with the tutor at the new price.
      await expect.poll(async () => (await galleryCards(customer))[0], POLL).toEqual({ name: TUTOR.name, price: 20_000, available: true });

      const availability = tutor.getByRole('switch', { name: 'Tersedia' });
      expect(await availability.getAttribute('aria-checked')).toBe('true');
      await availability.click();
      await toast(tutor, 'Status Diperbarui').waitFor();
      await expect.poll(() => availability.getAttribute('aria-checked'), POLL).toBe('false');
      await expect.poll(async () => (await galleryCards(customer))[0], POLL).toEqual({ name: TUTOR.name, price: 20_000, available: false });
      expect(await customer.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      const [saved] = (await apiTutors(e2e.app.baseUrl, { sort: 'price_asc', limit: '1' })).tutors;
      expect(saved).toMatchObject({ name: TUTOR.name, pricePerHour: 20_000, isAvailable: false });
      const detail = (await (await fetch(`${e2e.app.baseUrl}/api/tutors/${saved?.id}`)).json()) as { bio: string; imageUrl: string };
      expect(detail.bio).toBe(bio);
      expect(detail.imageUrl).toMatch(/^\/media\/avatars\/.+\.webp$/);

      const card = tutor.getByRole('region', { name: 'Kartu Tutor Anda' });
      await card.getByText('Sibuk', { exact: true }).waitFor();
      expect(await card.getByRole('link', { name: 'Lihat Profil Lengkap' }).getAttribute('href')).toBe(`/tutor-detail/${saved?.id}`);
      expect(await card.getByRole('link', { name: 'Lihat Transaksi' }).getAttribute('href')).toBe('/tutor-transactions');
      const community = tutor.getByRole('region', { name: 'Komunitas Tutor' });
      expect(await community.getByRole('link', { name: /Gabung Grup Chat Tutor/ }).getAttribute('target')).toBe('_blank');
      expect(await community.getByRole('link', { name: /Isi Formulir Verifikasi/ }).getAttribute('rel')).toBe('noopener noreferrer');
      await tutor.evaluate(() => window.scrollTo(0, 0));
      await shot(tutor, 'marketplace-dashboard');

      await card.getByRole('button', { name: TUTOR.name }).click();
      const dialog = tutor.getByRole('dialog', { name: 'Profil Tutor' });
      await dialog.getByText(bio).waitFor();
      await viewportShot(tutor, 'marketplace-dashboard-dialog');
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await expect.poll(() => dialog.isVisible(), POLL).toBe(false);

      await closeContext(tutor);
      await closeContext(customer);
    },
  );
});
