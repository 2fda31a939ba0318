import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

// Page shortcuts shared by the e2e files: toasts, the header, screenshots, the sign-in form.

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });

/** A sonner toast's title or description, inside its "Notifications" region. */
export const toast = (page: Page, text: string): Locator => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true }).first();

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Navigasi utama' });

export async function signIn(page: Page, baseUrl: string, role: 'customer' | 'tutor', email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth?role=${role}`);
  const form = page.getByRole('form', { name: 'Masuk' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
}
