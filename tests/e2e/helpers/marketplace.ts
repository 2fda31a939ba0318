import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from './ui.ts';

// Reading the tutor gallery and the public tutor API the way the marketplace e2e checks them.

export type CardView = { name: string; price: number; available: boolean };

export const galleryResults = (page: Page): Locator => page.getByRole('region', { name: 'Daftar tutor' });

/** The gallery's cards in screen order: the tutor's name, the price in rupiah and the badge. */
export function galleryCards(page: Page): Promise<CardView[]> {
  return galleryResults(page)
    .locator('article')
    .evaluateAll((articles) =>
      articles.map((article) => ({
        name: article.querySelector('h3')?.textContent?.trim() ?? '',
        price: Number((article.textContent?.match(/Rp\s([\d.]+)/)?.[1] ?? '').replace(/\./g, '')),
        available: article.textContent?.includes('Tersedia') ?? false,
      })),
    );
}

export type ApiTutor = { id: string; name: string; pricePerHour: number; isAvailable: boolean; subjects: string[] };

/** GET /api/tutors with the same parameters the page has in its URL. */
export async function apiTutors(baseUrl: string, params: Record<string, string>): Promise<{ tutors: ApiTutor[]; total: number }> {
  const response = await fetch(`${baseUrl}/api/tutors?${new URLSearchParams(params)}`);
  if (!response.ok) throw new Error(`GET /api/tutors answered ${response.status}`);
  return (await response.json()) as { tutors: ApiTutor[]; total: number };
}

/** The page's search parameters as a plain object. */
export const searchOf = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

/** What is on the screen, without scrolling (fixed bars where they really are). */
export const viewportShot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

/** Scrolls through the page so lazy images load before a full-page screenshot. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  // Not 'networkidle': a page with live updates always has its event stream open. Lazy images on
  // carousel slides out of view are not wanted yet, so they are not waited for.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || (image.loading === 'lazy' && (box.left >= window.innerWidth || box.right <= 0));
    }),
  );
}
