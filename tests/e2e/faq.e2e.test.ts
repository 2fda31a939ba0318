import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eApp } from './helpers/e2e-app.ts';
import { shot, untilHydrated } from './helpers/ui.ts';

const e2e = useE2eApp();

async function openPage(path: string, width = 390): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${e2e.app.baseUrl}${path}`);
  await untilHydrated(page);
  return page;
}

describe('FAQ and guides for a visitor (docs/product.md#faq)', () => {
  it('switches tabs, opens a question and reads the 85/15 split', async () => {
    const page = await openPage('/faq');
    const all = page.getByRole('tab', { name: 'Semua' });
    await all.waitFor();
    expect(await all.getAttribute('aria-selected')).toBe('true');
    const tutorQuestion = page.getByRole('button', { name: 'Berapa pendapatan saya dari setiap kelas?' });
    const customerQuestion = page.getByRole('button', { name: 'Bagaimana cara memesan tutor?' });
    expect(await customerQuestion.isVisible()).toBe(true);

    // 'Untuk Tutor' shows the tutors' questions only.
    await page.getByRole('tab', { name: 'Untuk Tutor' }).click();
    expect(await page.getByRole('tab', { name: 'Untuk Tutor' }).getAttribute('aria-selected')).toBe('true');
    await tutorQuestion.waitFor();
    expect(await customerQuestion.count()).toBe(0);

    // The arrow key moves to 'Tentang Platform', where the split question lives.
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Tentang Platform' }).getAttribute('aria-selected')).toBe('true');
    expect(await tutorQuestion.count()).toBe(0);

    const split = page.getByRole('button', { name: 'Bagaimana pembagian biaya antara tutor dan platform?' });
    const answer = page.getByRole('region', { name: 'Bagaimana pembagian biaya antara tutor dan platform?' });
    expect(await split.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await split.click();
    expect(await split.getAttribute('aria-expanded')).toBe('true');
    await answer.getByText('Dari setiap transaksi, tutor menerima 85% dan platform 15%.', { exact: false }).waitFor();
    await shot(page, 'faq-split-open');

    // The keyboard closes it again.
    await split.focus();
    await page.keyboard.press('Enter');
    expect(await split.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await page.context().close();
  });

  it('states the request cap and the payout fee the server runs with', async () => {
    const config = (await (await fetch(`${e2e.app.baseUrl}/api/config/public`)).json()) as {
      requestMaxTutors: number;
      payoutAdminFee: number;
    };
    const page = await openPage('/faq', 1280);
    await page.getByRole('tab', { name: 'Semua' }).waitFor();
    await page.getByRole('button', { name: 'Apa itu Permintaan Belajar (bidding) dan bagaimana cara kerjanya?' }).click();
    await page.getByText(`Paling banyak ${config.requestMaxTutors} tutor dapat bergabung`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Bagaimana cara mencairkan pendapatan, dan berapa biaya adminnya?' }).click();
    await page.getByText(`biaya admin Rp ${config.payoutAdminFee.toLocaleString('id-ID')}`, { exact: false }).waitFor();
    await page.context().close();
  });

  it('leads from the FAQ to each guide, and each guide back to /faq', async () => {
    const page = await openPage('/faq');
    for (const [guide, path, heading] of [
      ['Panduan Siswa', '/guide-customer', 'Daftar akun siswa'],
      ['Panduan Tutor', '/guide-tutor', 'Daftar akun tutor'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Panduan' })
        .getByRole('link', { name: new RegExp(guide) })
        .click();
      await page.waitForURL(`${e2e.app.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.locator('main ol > li').count()).toBeGreaterThanOrEqual(8);
      await shot(page, `guide-${path.slice(1)}`);
      await page.getByRole('link', { name: 'Baca FAQ' }).click();
      await page.waitForURL(`${e2e.app.baseUrl}/faq`);
      await page.getByRole('tab', { name: 'Semua' }).waitFor();
    }
    await page.context().close();
  });
});
