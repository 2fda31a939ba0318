import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

// Page shortcuts shared by the e2e files: toasts, the header, screenshots, the sign-in form.

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });

/** A sonner toast's title or description, inside its "Notifications" region. */
export const toast = (page: Page, text: string): Locator =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Navigasi utama' });

/**
 * Until the browser's app has adopted the page the server rendered (docs/decisions/031): the page
 * shows before, but a click or a keystroke then reaches no handler. React marks each element it
 * adopts; the footer is the layout's last.
 */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const footer = document.querySelector('body footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
  });

export async function signIn(page: Page, baseUrl: string, role: 'customer' | 'tutor', email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth?role=${role}`);
  await untilHydrated(page);
  const form = page.getByRole('form', { name: 'Masuk' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
}
