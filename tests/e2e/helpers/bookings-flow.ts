import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { shot, signIn } from './ui.ts';

// Shortcuts for the bookings e2e: the seeded demo accounts, one browser context each, a proof image.

export const DEMO = {
  customer: { email: 'siswa@ajarin.id', password: 'siswa123', name: 'Nadia Putri Ramadhani', phone: '081311122233' },
  tutor: { email: 'tutor@ajarin.id', password: 'tutor123', name: 'Rizky Pratama', phone: '081298765432', pricePerHour: 85_000 },
  admin: { email: 'admin@ajarin.id', password: 'admin123' },
} as const;

export type ApiSession = { token: string; userId: string };

/** Signs a demo account in over HTTP, for setting up what a test is not about. */
export async function apiSignIn(baseUrl: string, who: keyof typeof DEMO): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO[who].email, password: DEMO[who].password }),
  });
  if (!response.ok) throw new Error(`${who} sign-in answered ${response.status}`);
  const { accessToken, user } = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: accessToken, userId: user.id };
}

/** A call to our api as `session`; fails the test on any answer but 2xx. */
export async function apiCall<T>(
  baseUrl: string,
  session: ApiSession,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A booking of the demo tutor by the demo customer, made over HTTP; returns its id. */
export async function apiBooking(baseUrl: string, customer: ApiSession, tutorId: string, notes: string): Promise<string> {
  const { transaction } = await apiCall<{ transaction: { id: string } }>(baseUrl, customer, 'POST', '/api/bookings', {
    tutorId,
    customerName: DEMO.customer.name,
    phone: DEMO.customer.phone,
    subjects: ['SMA - Matematika Wajib'],
    durationHours: 1,
    studentCount: 1,
    notes,
  });
  return transaction.id;
}

/** Makes a booking PAID over HTTP: the customer sends a proof, an admin approves it. */
export async function apiPay(baseUrl: string, customer: ApiSession, admin: ApiSession, transactionId: string): Promise<void> {
  const form = new FormData();
  form.append(
    'proof',
    new Blob([new Uint8Array(await proofPng(`Bayar ${transactionId.slice(0, 8)}`))], { type: 'image/png' }),
    'bukti.png',
  );
  await apiCall(baseUrl, customer, 'POST', `/api/transactions/${transactionId}/proof`, form);
  const { proofs } = await apiCall<{ proofs: { proofId: string; transactionId: string }[] }>(baseUrl, admin, 'GET', '/api/admin/proofs');
  const proof = proofs.find((candidate) => candidate.transactionId === transactionId);
  if (!proof) throw new Error(`no pending proof for ${transactionId}`);
  await apiCall(baseUrl, admin, 'POST', `/api/admin/proofs/${proof.proofId}/approve`);
}

/** A fresh browser context (its own cookies and session) signed in as one of the demo accounts. */
export async function signedInPage(browser: Browser, baseUrl: string, who: 'customer' | 'tutor' | 'admin', landing: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = DEMO[who];
  // Admins sign in on the same form as customers; the server sends each role to its own landing page.
  await signIn(page, baseUrl, who === 'tutor' ? 'tutor' : 'customer', account.email, account.password);
  await page.waitForURL(`${baseUrl}${landing}`);
  return page;
}

/**
 * Opens a page that follows live updates and waits until its stream is open: a change made before
 * the server listens for this page would never reach it.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  const opened = page.waitForResponse((response) => response.url().includes('/api/events?'));
  await page.goto(url);
  await opened;
  // The stream answers before the server's LISTEN is confirmed; this leaves it the moment it needs.
  await page.waitForTimeout(1000);
}

/** A small real PNG, as a phone screenshot of a transfer would be. */
export function proofPng(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="100%" height="100%" fill="#eef2ff"/><text x="24" y="120" font-size="28" font-family="sans-serif" fill="#3730a3">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A full-page screenshot from the top (the sticky header in its place) with no hover effects. */
export async function pageShot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** 'Rp 144.500' → 144500. */
export const rupiahValue = (text: string): number => Number(text.replace(/\D+/g, ''));
