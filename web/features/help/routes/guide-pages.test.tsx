import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { visibleText } from '../../../test/html.ts';
import { testConfig } from '../../../test/public-config.ts';
import { GuideCustomerPage } from './guide-customer-page.tsx';
import { GuideTutorPage } from './guide-tutor-page.tsx';

const steps = (html: string) => [...html.matchAll(/<li[^>]*>.*?<h2[^>]*>([^<]+)<\/h2>/g)].map(([, title]) => title);

describe('the guides (docs/product.md#faq)', () => {
  it('Panduan Siswa: numbered steps from sign-up to review, linking to /faq and the tutor guide', () => {
    const html = renderInApp(<GuideCustomerPage />, { config: testConfig });
    expect(html).toContain('<ol');
    expect(steps(html)).toEqual([
      'Daftar akun siswa',
      'Konfirmasi email',
      'Cari tutor atau buat Permintaan Belajar',
      'Bayar dengan transfer dan unggah bukti',
      'Tunggu verifikasi',
      'Hubungi tutor',
      'Tandai kelas selesai',
      'Beri ulasan',
      'Hubungkan Telegram atau WhatsApp (opsional)',
    ]);
    const text = visibleText(html);
    expect(text).toContain('Tautan berlaku 24 jam');
    expect(text).toContain('dalam 3-4 jam');
    expect(text).toContain('paling banyak 10 tutor');
    expect(html.match(/href="\/faq"/g)?.length).toBe(2);
    expect(html).toContain('href="/guide-tutor"');
  });

  it('Panduan Tutor: profile to payout with the share and the admin fee, linking to /faq and the student guide', () => {
    const html = renderInApp(<GuideTutorPage />, { config: testConfig });
    expect(steps(html)).toEqual([
      'Daftar akun tutor',
      'Konfirmasi email',
      'Lengkapi profil dan tarif',
      'Atur status Tersedia',
      'Hubungkan Telegram atau WhatsApp',
      'Ikut Permintaan Belajar atau dipesan langsung',
      'Konfirmasi jadwal dengan siswa',
      'Minta pencairan setelah kelas selesai',
    ]);
    const text = visibleText(html);
    expect(text).toContain(
      'Anda menerima 85% dari total transaksi. Biaya admin Rp 2.500 per pencairan, gratis ke rekening GOPAY atau BCA.',
    );
    expect(text).toContain('lebih dari 30 hari');
    expect(html).toContain('href="/faq"');
    expect(html).toContain('href="/guide-customer"');
  });

  it('still links to /faq while the settings load', () => {
    const html = renderInApp(<GuideTutorPage />);
    expect(visibleText(html)).toContain('Memuat data...');
    expect(html).toContain('href="/faq"');
  });
});
