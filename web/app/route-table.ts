import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '../features/auth/decide-access.ts';

/** A route (docs/product.md#web-routes); `Page` is downloaded on its first render (React.lazy). */
export type RouteEntry = { path: string; access: Access; title: string; Page: LazyExoticComponent<ComponentType> };

// Our pages are named exports; React.lazy wants a default one.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const TutorDetailPage = page(() => import('../features/tutors/routes/tutor-detail-page.tsx'), 'TutorDetailPage');

/**
 * Every route the app draws, each page a chunk of its own. The server renders each of them
 * (web/entry-server.tsx): the public ones with their data (public-pages.ts), the signed-in ones as
 * the route guard's 'Loading...' until the browser knows the session.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', access: 'open', title: 'Les Privat dengan Tutor Mahasiswa', Page: page(() => import('../features/landing/routes/landing-page.tsx'), 'LandingPage') },
  { path: '/auth', access: 'open', title: 'Masuk atau Daftar', Page: page(() => import('../features/auth/routes/auth-page.tsx'), 'AuthPage') },
  { path: '/auth-callback', access: 'open', title: 'Verifikasi Akun', Page: page(() => import('../features/auth/routes/auth-callback-page.tsx'), 'AuthCallbackPage') },
  { path: '/password-update', access: 'open', title: 'Atur Ulang Password', Page: page(() => import('../features/auth/routes/password-update-page.tsx'), 'PasswordUpdatePage') },
  { path: '/faq', access: 'open', title: 'Pertanyaan yang Sering Diajukan', Page: page(() => import('../features/help/routes/faq-page.tsx'), 'FaqPage') },
  { path: '/guide-customer', access: 'open', title: 'Panduan Siswa', Page: page(() => import('../features/help/routes/guide-customer-page.tsx'), 'GuideCustomerPage') },
  { path: '/guide-tutor', access: 'open', title: 'Panduan Tutor', Page: page(() => import('../features/help/routes/guide-tutor-page.tsx'), 'GuideTutorPage') },
  // Open to visitors and search engines (docs/decisions/031); tutors and admins are sent on by the page.
  { path: '/tutors', access: 'open', title: 'Cari Tutor', Page: page(() => import('../features/tutors/routes/tutor-gallery-page.tsx'), 'TutorGalleryPage') },
  { path: '/tutors/:tutorId', access: 'open', title: 'Profil Tutor', Page: TutorDetailPage },
  { path: '/tutor-detail/:tutorId', access: 'open', title: 'Detail Tutor', Page: TutorDetailPage },
  // Open, guarded by the page itself: a visitor must see the 'Kamu harus login terlebih dahulu untuk
  // memesan tutor.' toast before /auth (docs/product.md#booking-create), which the silent route
  // guard cannot show.
  { path: '/book/:tutorId', access: 'open', title: 'Pesan Tutor', Page: page(() => import('../features/bookings/routes/booking-page.tsx'), 'BookingPage') },
  { path: '/transactions', access: 'signed-in', title: 'Transaksi', Page: page(() => import('../features/transactions/routes/transactions-page.tsx'), 'TransactionsPage') },
  {
    path: '/transactions/:transactionId',
    access: 'signed-in',
    title: 'Detail Transaksi',
    Page: page(() => import('../features/transactions/routes/transaction-detail-page.tsx'), 'TransactionDetailPage'),
  },
  {
    path: '/tutor-transactions',
    access: 'tutor',
    title: 'Transaksi Tutor',
    Page: page(() => import('../features/tutor-transactions/routes/tutor-transactions-page.tsx'), 'TutorTransactionsPage'),
  },
  {
    path: '/tutor-transactions/:transactionId',
    access: 'tutor',
    title: 'Detail Transaksi Tutor',
    Page: page(() => import('../features/tutor-transactions/routes/tutor-transaction-detail-page.tsx'), 'TutorTransactionDetailPage'),
  },
  { path: '/dashboard', access: 'tutor', title: 'Dashboard Tutor', Page: page(() => import('../features/dashboard/routes/dashboard-page.tsx'), 'DashboardPage') },
  { path: '/create-bidding', access: 'signed-in', title: 'Buat Permintaan Belajar', Page: page(() => import('../features/requests/routes/create-request-page.tsx'), 'CreateRequestPage') },
  { path: '/biddings', access: 'signed-in', title: 'Permintaan Belajar Anda', Page: page(() => import('../features/requests/routes/own-requests-page.tsx'), 'OwnRequestsPage') },
  { path: '/bidding/:biddingId', access: 'signed-in', title: 'Detail Permintaan Belajar', Page: page(() => import('../features/requests/routes/request-detail-page.tsx'), 'RequestDetailPage') },
  {
    path: '/bidding-payment/:biddingId',
    access: 'signed-in',
    title: 'Konfirmasi Pembayaran',
    Page: page(() => import('../features/requests/routes/request-payment-page.tsx'), 'RequestPaymentPage'),
  },
  { path: '/tutor-requests', access: 'tutor', title: 'Request Belajar', Page: page(() => import('../features/requests/routes/tutor-requests-page.tsx'), 'TutorRequestsPage') },
  { path: '/akun', access: 'signed-in', title: 'Akun', Page: page(() => import('../features/account/routes/account-page.tsx'), 'AccountPage') },
  { path: '/feedback', access: 'signed-in', title: 'Feedback', Page: page(() => import('../features/feedback/routes/feedback-page.tsx'), 'FeedbackPage') },
  { path: '/feedback-detail/:id', access: 'signed-in', title: 'Detail Feedback', Page: page(() => import('../features/feedback/routes/feedback-detail-page.tsx'), 'FeedbackDetailPage') },
  { path: '/admin', access: 'admin', title: 'Admin', Page: page(() => import('../features/admin/routes/admin-page.tsx'), 'AdminPage') },
];
