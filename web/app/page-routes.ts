import type { ComponentType } from 'react';
import type { Access } from '../features/auth/decide-access.ts';

/** A route's page: `load` downloads its module (once; later calls answer from the same module). */
export type PageCode = { load: () => Promise<ComponentType> };

/** A route (docs/product.md#web-routes); routes without a page show the placeholder with `title`. */
export type PageRoute = { path: string; access: Access; title: string; page?: PageCode };

// Our pages are named exports, `name` checked against the module's.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageCode => ({ load: () => load().then((module) => module[name]) });

/**
 * Every route the app draws, without React: the route table (route-table.ts) makes pages of it,
 * and the boot (web/boot.ts), which runs before React has arrived, starts the download of the
 * current page's code from it (docs/decisions/020-boot-starts-page-code.md).
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/', access: 'open', title: 'Beranda', page: page(() => import('../features/landing/routes/landing-page.tsx'), 'LandingPage') },
  { path: '/auth', access: 'open', title: 'Masuk atau Daftar', page: page(() => import('../features/auth/routes/auth-page.tsx'), 'AuthPage') },
  {
    path: '/auth-callback',
    access: 'open',
    title: 'Verifikasi Akun',
    page: page(() => import('../features/auth/routes/auth-callback-page.tsx'), 'AuthCallbackPage'),
  },
  {
    path: '/password-update',
    access: 'open',
    title: 'Atur Ulang Password',
    page: page(() => import('../features/auth/routes/password-update-page.tsx'), 'PasswordUpdatePage'),
  },
  { path: '/faq', access: 'open', title: 'Pertanyaan yang Sering Diajukan', page: page(() => import('../features/help/routes/faq-page.tsx'), 'FaqPage') },
  { path: '/guide-customer', access: 'open', title: 'Panduan Siswa', page: page(() => import('../features/help/routes/guide-customer-page.tsx'), 'GuideCustomerPage') },
  { path: '/guide-tutor', access: 'open', title: 'Panduan Tutor', page: page(() => import('../features/help/routes/guide-tutor-page.tsx'), 'GuideTutorPage') },
  { path: '/tutors', access: 'signed-in', title: 'Cari Tutor', page: page(() => import('../features/tutors/routes/tutor-gallery-page.tsx'), 'TutorGalleryPage') },
  {
    path: '/tutors/:tutorId',
    access: 'open',
    title: 'Profil Tutor',
    page: page(() => import('../features/tutors/routes/tutor-detail-page.tsx'), 'TutorDetailPage'),
  },
  {
    path: '/tutor-detail/:tutorId',
    access: 'open',
    title: 'Detail Tutor',
    page: page(() => import('../features/tutors/routes/tutor-detail-page.tsx'), 'TutorDetailPage'),
  },
  // Open, guarded by the page itself: a visitor must see the 'Kamu harus login terlebih dahulu untuk
  // memesan tutor.' toast before /auth (docs/product.md#booking-create), which the silent route
  // guard cannot show.
  { path: '/book/:tutorId', access: 'open', title: 'Pesan Tutor', page: page(() => import('../features/bookings/routes/booking-page.tsx'), 'BookingPage') },
  {
    path: '/transactions',
    access: 'signed-in',
    title: 'Transaksi',
    page: page(() => import('../features/transactions/routes/transactions-page.tsx'), 'TransactionsPage'),
  },
  {
    path: '/transactions/:transactionId',
    access: 'signed-in',
    title: 'Detail Transaksi',
    page: page(() => import('../features/transactions/routes/transaction-detail-page.tsx'), 'TransactionDetailPage'),
  },
  {
    path: '/tutor-transactions',
    access: 'tutor',
    title: 'Transaksi Tutor',
    page: page(() => import('../features/tutor-transactions/routes/tutor-transactions-page.tsx'), 'TutorTransactionsPage'),
  },
  {
    path: '/tutor-transactions/:transactionId',
    access: 'tutor',
    title: 'Detail Transaksi Tutor',
    page: page(() => import('../features/tutor-transactions/routes/tutor-transaction-detail-page.tsx'), 'TutorTransactionDetailPage'),
  },
  { path: '/dashboard', access: 'tutor', title: 'Dashboard Tutor', page: page(() => import('../features/dashboard/routes/dashboard-page.tsx'), 'DashboardPage') },
  {
    path: '/create-bidding',
    access: 'signed-in',
    title: 'Buat Permintaan Belajar',
    page: page(() => import('../features/requests/routes/create-request-page.tsx'), 'CreateRequestPage'),
  },
  { path: '/biddings', access: 'signed-in', title: 'Permintaan Belajar Anda', page: page(() => import('../features/requests/routes/own-requests-page.tsx'), 'OwnRequestsPage') },
  {
    path: '/bidding/:biddingId',
    access: 'signed-in',
    title: 'Detail Permintaan Belajar',
    page: page(() => import('../features/requests/routes/request-detail-page.tsx'), 'RequestDetailPage'),
  },
  {
    path: '/bidding-payment/:biddingId',
    access: 'signed-in',
    title: 'Konfirmasi Pembayaran',
    page: page(() => import('../features/requests/routes/request-payment-page.tsx'), 'RequestPaymentPage'),
  },
  {
    path: '/tutor-requests',
    access: 'tutor',
    title: 'Request Belajar',
    page: page(() => import('../features/requests/routes/tutor-requests-page.tsx'), 'TutorRequestsPage'),
  },
  { path: '/akun', access: 'signed-in', title: 'Akun', page: page(() => import('../features/account/routes/account-page.tsx'), 'AccountPage') },
  { path: '/feedback', access: 'signed-in', title: 'Feedback', page: page(() => import('../features/feedback/routes/feedback-page.tsx'), 'FeedbackPage') },
  {
    path: '/feedback-detail/:id',
    access: 'signed-in',
    title: 'Detail Feedback',
    page: page(() => import('../features/feedback/routes/feedback-detail-page.tsx'), 'FeedbackDetailPage'),
  },
  { path: '/admin', access: 'admin', title: 'Admin', page: page(() => import('../features/admin/routes/admin-page.tsx'), 'AdminPage') },
];
