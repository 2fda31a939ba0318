import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../infra/db.ts';
import { DEMO, pageShot, signedInPage } from './helpers/bookings-flow.ts';
import { useE2eApp } from './helpers/e2e-app.ts';

// /telegram-app in the browser (docs/decisions/041): a 'Buka Ajarin' link opened outside
// Telegram's webview (here: /dev/telegram's link in a plain tab) names the account and waits for
// a tap; inside the webview (the client's bridge object, injected as Telegram injects it) it signs
// in by itself, unless the browser holds another account's login, which it names first.

const e2e = useE2eApp({ demoStory: false });
let db: ReturnType<typeof createDb> | undefined;
afterAll(async () => db?.destroy());

const CUSTOMER_CHAT = '1000001';
const WEBVIEW_BRIDGE = () => {
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
};

async function linkDemoCustomer(): Promise<void> {
  db ??= createDb(e2e.app.databaseUrl, { poolMax: 2 });
  const { id } = await db('users').where({ email: DEMO.customer.email }).first('id');
  await db('chat_links').insert({ user_id: id, channel: 'telegram', chat_id: CUSTOMER_CHAT }).onConflict(['user_id', 'channel']).ignore();
}

/** A fresh 'Buka Ajarin' address from the emulated chat's /menu (initData is signed per second and used once). */
async function openAppLink(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.waitForTimeout(1100);
  await page.goto(`${e2e.app.baseUrl}/dev/telegram?chat=${CUSTOMER_CHAT}`);
  const before = await page.getByRole('link', { name: /Buka Ajarin/ }).count();
  await page.getByLabel('Pesan').fill('/menu');
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  await page.waitForFunction((count) => document.querySelectorAll('a.button').length > count, before);
  const href = await page
    .getByRole('link', { name: /Buka Ajarin/ })
    .last()
    .getAttribute('href');
  await page.close();
  expect(href).toMatch(/\/telegram-app#tgWebAppData=/);
  return href!;
}

const inWebview = (href: string) => `${href}&tgWebAppPlatform=android`;

describe('the Telegram Mini App page', () => {
  it('outside Telegram names the account, masked, and signs in only on a tap', async () => {
    await linkDemoCustomer();
    const href = await openAppLink(e2e.browser);
    const page: Page = await (await e2e.browser.newContext()).newPage();
    await page.goto(href);
    await page.getByRole('heading', { name: 'Masuk dari Telegram' }).waitFor();
    await page.getByText("Halaman ini tidak dibuka dari tombol 'Buka Ajarin' di aplikasi Telegram").waitFor();
    await page.getByText('Tautan ini memasukkan Anda ke akun Ajarin s***a@ajarin.id.').waitFor();
    expect(page.url()).toContain('/telegram-app');
    await pageShot(page, 'telegram-app-outside');
    await page.getByRole('button', { name: 'Masuk sebagai s***a@ajarin.id' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
  });

  it("inside Telegram's webview signs in by itself", async () => {
    const href = await openAppLink(e2e.browser);
    const context = await e2e.browser.newContext();
    await context.addInitScript(WEBVIEW_BRIDGE);
    const page = await context.newPage();
    await page.goto(inWebview(href));
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
  });

  it("asks before replacing another account's login, naming both", async () => {
    const page = await signedInPage(e2e.browser, e2e.app.baseUrl, 'tutor', '/dashboard');
    await page.context().addInitScript(WEBVIEW_BRIDGE);
    await page.goto(inWebview(await openAppLink(e2e.browser)));
    await page
      .getByText(
        'Browser ini sedang masuk sebagai t***r@ajarin.id. Masuk sebagai s***a@ajarin.id? Sesi t***r@ajarin.id di browser ini akan keluar.',
      )
      .waitFor();
    await pageShot(page, 'telegram-app-other-session');
    await page.getByRole('button', { name: 'Masuk sebagai s***a@ajarin.id' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/tutors`);
  });
});
