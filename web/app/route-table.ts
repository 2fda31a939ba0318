import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '../features/auth/decide-access.ts';
import type { ServerPage, SitemapRule } from '../lib/public-page.ts';

/**
 * A route (docs/product.md#web-routes); `Page` is downloaded on its first render (React.lazy) from
 * `file`, its source under web/ as Vite's manifest names it, so that the server can name the page's
 * chunks in its HTML (api/pages/module-preloads.ts).
 *
 * A public page (docs/decisions/031, 045) has its `sitemap` rule and, on the server only, `server`:
 * what the server reads for it and writes in its head. It is always written
 * `...(import.meta.env.SSR && { server: () => import(…) })`: Vite makes that `false` in the
 * browser's build, which then has none of that code, not even a chunk. A route without a sitemap
 * rule is drawn once the browser knows the session, and kept out of search engines.
 */
export type RouteEntry = {
  path: string;
  access: Access;
  title: string;
  file: string;
  Page: LazyExoticComponent<ComponentType>;
  sitemap?: SitemapRule;
  server?: () => Promise<ServerPage>;
};

// Every page file, each a chunk of its own; a glob so that the route's file is data the server reads.
const pageFiles = import.meta.glob<Record<string, ComponentType>>('../features/*/routes/*-page.tsx');

/** The page `name` exported by `file` (under web/); our pages are named exports, React.lazy wants a default one. */
function page(file: string, name: string): Pick<RouteEntry, 'file' | 'Page'> {
  const load = pageFiles[`../${file}`];
  if (!load) throw new Error(`No page file ${file}`);
  return { file, Page: lazy(() => load().then((module) => ({ default: module[name] as ComponentType }))) };
}

const tutorDetailPage = page('features/tutors/routes/tutor-detail-page.tsx', 'TutorDetailPage');
const subjectLandingPage = page('features/tutors/routes/subject-landing-page.tsx', 'SubjectLandingPage');

/**
 * Every route the app draws, each page a chunk of its own. The server renders each of them
 * (web/entry-server.tsx): the public ones with their data and head, the signed-in ones as the route
 * guard's 'Loading...' until the browser knows the session.
 */
export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    access: 'open',
    title: 'Les Privat dengan Tutor Mahasiswa',
    ...page('features/landing/routes/landing-page.tsx', 'LandingPage'),
    sitemap: 'page',
    ...(import.meta.env.SSR && { server: () => import('../features/landing/server-pages.ts').then((module) => module.landingPage) }),
  },
  { path: '/auth', access: 'open', title: 'Masuk atau Daftar', ...page('features/auth/routes/auth-page.tsx', 'AuthPage') },
  {
    path: '/auth-callback',
    access: 'open',
    title: 'Verifikasi Akun',
    ...page('features/auth/routes/auth-callback-page.tsx', 'AuthCallbackPage'),
  },
  // Opened by 'Buka Ajarin' in the Telegram bot; signs in with Telegram's initData (docs/decisions/034).
  {
    path: '/telegram-app',
    access: 'open',
    title: 'Ajarin di Telegram',
    ...page('features/auth/routes/telegram-app-page.tsx', 'TelegramAppPage'),
  },
  {
    path: '/password-update',
    access: 'open',
    title: 'Atur Ulang Password',
    ...page('features/auth/routes/password-update-page.tsx', 'PasswordUpdatePage'),
  },
  {
    path: '/faq',
    access: 'open',
    title: 'Pertanyaan yang Sering Diajukan',
    ...page('features/help/routes/faq-page.tsx', 'FaqPage'),
    sitemap: 'page',
    ...(import.meta.env.SSR && { server: () => import('../features/help/server-pages.ts').then((module) => module.faqPage) }),
  },
  {
    path: '/guide-customer',
    access: 'open',
    title: 'Panduan Siswa',
    ...page('features/help/routes/guide-customer-page.tsx', 'GuideCustomerPage'),
    sitemap: 'page',
    ...(import.meta.env.SSR && { server: () => import('../features/help/server-pages.ts').then((module) => module.guideCustomerPage) }),
  },
  {
    path: '/guide-tutor',
    access: 'open',
    title: 'Panduan Tutor',
    ...page('features/help/routes/guide-tutor-page.tsx', 'GuideTutorPage'),
    sitemap: 'page',
    ...(import.meta.env.SSR && { server: () => import('../features/help/server-pages.ts').then((module) => module.guideTutorPage) }),
  },
  // Open to visitors and search engines (docs/decisions/031); tutors and admins are sent on by the page.
  {
    path: '/tutors',
    access: 'open',
    title: 'Cari Tutor',
    ...page('features/tutors/routes/tutor-gallery-page.tsx', 'TutorGalleryPage'),
    sitemap: 'page',
    ...(import.meta.env.SSR && { server: () => import('../features/tutors/server-pages.ts').then((module) => module.tutorGalleryPage) }),
  },
  // The address a profile is shared as (features/tutors/share-link.ts), listed for every listed tutor.
  {
    path: '/tutors/:tutorId',
    access: 'open',
    title: 'Profil Tutor',
    ...tutorDetailPage,
    sitemap: 'tutor-profiles',
    ...(import.meta.env.SSR && { server: () => import('../features/tutors/server-pages.ts').then((module) => module.tutorProfilePage) }),
  },
  {
    path: '/tutor-detail/:tutorId',
    access: 'open',
    title: 'Detail Tutor',
    ...tutorDetailPage,
    sitemap: 'unlisted',
    ...(import.meta.env.SSR && { server: () => import('../features/tutors/server-pages.ts').then((module) => module.tutorProfilePage) }),
  },
  // Landing pages for search engines (docs/product.md#subject-landing-pages), listed while they have a tutor.
  {
    path: '/les-privat/:subject',
    access: 'open',
    title: 'Les Privat',
    ...subjectLandingPage,
    sitemap: 'subject-pages',
    ...(import.meta.env.SSR && { server: () => import('../features/tutors/server-pages.ts').then((module) => module.subjectLandingPage) }),
  },
  {
    path: '/les-privat/:subject/:city',
    access: 'open',
    title: 'Les Privat',
    ...subjectLandingPage,
    sitemap: 'subject-city-pages',
    ...(import.meta.env.SSR && { server: () => import('../features/tutors/server-pages.ts').then((module) => module.subjectLandingPage) }),
  },
  // Open, guarded by the page itself: a visitor must see the 'Kamu harus login terlebih dahulu untuk
  // memesan tutor.' toast before /auth (docs/product.md#booking-create), which the silent route
  // guard cannot show.
  { path: '/book/:tutorId', access: 'open', title: 'Pesan Tutor', ...page('features/bookings/routes/booking-page.tsx', 'BookingPage') },
  {
    path: '/transactions',
    access: 'signed-in',
    title: 'Transaksi',
    ...page('features/transactions/routes/transactions-page.tsx', 'TransactionsPage'),
  },
  {
    path: '/transactions/:transactionId',
    access: 'signed-in',
    title: 'Detail Transaksi',
    ...page('features/transactions/routes/transaction-detail-page.tsx', 'TransactionDetailPage'),
  },
  {
    path: '/tutor-transactions',
    access: 'tutor',
    title: 'Transaksi Tutor',
    ...page('features/tutor-transactions/routes/tutor-transactions-page.tsx', 'TutorTransactionsPage'),
  },
  {
    path: '/tutor-transactions/:transactionId',
    access: 'tutor',
    title: 'Detail Transaksi Tutor',
    ...page('features/tutor-transactions/routes/tutor-transaction-detail-page.tsx', 'TutorTransactionDetailPage'),
  },
  {
    path: '/dashboard',
    access: 'tutor',
    title: 'Dashboard Tutor',
    ...page('features/dashboard/routes/dashboard-page.tsx', 'DashboardPage'),
  },
  {
    path: '/create-bidding',
    access: 'signed-in',
    title: 'Buat Permintaan Belajar',
    ...page('features/requests/routes/create-request-page.tsx', 'CreateRequestPage'),
  },
  {
    path: '/biddings',
    access: 'signed-in',
    title: 'Permintaan Belajar Anda',
    ...page('features/requests/routes/own-requests-page.tsx', 'OwnRequestsPage'),
  },
  {
    path: '/bidding/:biddingId',
    access: 'signed-in',
    title: 'Detail Permintaan Belajar',
    ...page('features/requests/routes/request-detail-page.tsx', 'RequestDetailPage'),
  },
  {
    path: '/bidding-payment/:biddingId',
    access: 'signed-in',
    title: 'Konfirmasi Pembayaran',
    ...page('features/requests/routes/request-payment-page.tsx', 'RequestPaymentPage'),
  },
  {
    path: '/tutor-requests',
    access: 'tutor',
    title: 'Request Belajar',
    ...page('features/requests/routes/tutor-requests-page.tsx', 'TutorRequestsPage'),
  },
  { path: '/akun', access: 'signed-in', title: 'Akun', ...page('features/account/routes/account-page.tsx', 'AccountPage') },
  { path: '/feedback', access: 'signed-in', title: 'Feedback', ...page('features/feedback/routes/feedback-page.tsx', 'FeedbackPage') },
  {
    path: '/feedback-detail/:id',
    access: 'signed-in',
    title: 'Detail Feedback',
    ...page('features/feedback/routes/feedback-detail-page.tsx', 'FeedbackDetailPage'),
  },
  { path: '/admin', access: 'admin', title: 'Admin', ...page('features/admin/routes/admin-page.tsx', 'AdminPage') },
];
