import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../infra/db.ts';
import { consumeLinkCode } from '../../services/chat-links/link-codes.ts';
import { pageShot, signedInPage } from './helpers/bookings-flow.ts';
import { useE2eApp } from './helpers/e2e-app.ts';
import { mainNav } from './helpers/ui.ts';

// /akun in the browser (docs/product.md#chat-links): the tutor makes a Telegram code, the bot
// (played here by the use case it calls) links the chat, and the page notices by itself.

// The demo story links the demo tutor's Telegram chat already; this walk starts unlinked.
const e2e = useE2eApp({ demoStory: false });
let db: ReturnType<typeof createDb> | undefined;
afterAll(async () => db?.destroy());

describe('the account page', () => {
  it('links Telegram with a deep link, sees the link arrive, unlinks it, and keeps a switched-off group', async () => {
    const page = await signedInPage(e2e.browser, e2e.app.baseUrl, 'tutor', '/dashboard');
    await page.getByRole('link', { name: /Terima permintaan belajar lewat Telegram atau WhatsApp/ }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/akun`);
    await mainNav(page).getByRole('link', { name: 'Akun' }).waitFor();
    await page.getByRole('heading', { name: 'Akun', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Hubungkan Telegram' }).click();
    const open = page.getByRole('link', { name: /Buka Telegram/ });
    const href = (await open.getAttribute('href')) ?? '';
    const token = /^https:\/\/t\.me\/ajarin_dev_bot\?start=([A-Za-z0-9_-]{32})$/.exec(href)?.[1];
    expect(token).toBeDefined();
    await page.getByText(/Kode berlaku \d+:\d\d lagi/).waitFor();
    await pageShot(page, 'account-telegram-code');

    db ??= createDb(e2e.app.databaseUrl, { poolMax: 2 });
    await consumeLinkCode({ db }, 'telegram', token!, '555000111');
    await page.getByText('Telegram berhasil terhubung.').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Putuskan' }).waitFor();
    await pageShot(page, 'account-telegram-linked');

    await page.getByRole('button', { name: 'Putuskan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Putuskan Telegram?' });
    await dialog.getByRole('button', { name: 'Putuskan' }).click();
    await page.getByRole('button', { name: 'Hubungkan Telegram' }).waitFor();
    expect(await db('chat_links').where({ chat_id: '555000111' })).toEqual([]);

    const requestsByEmail = page.getByRole('switch', { name: 'Permintaan belajar lewat Email' });
    await requestsByEmail.click();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Permintaan belajar lewat Email"]')?.getAttribute('aria-checked') === 'false',
    );
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Permintaan belajar lewat Email' }).getAttribute('aria-checked')).toBe('false');
    await pageShot(page, 'account-preferences');
  });
});
