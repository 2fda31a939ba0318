import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import type { Access } from '../features/auth/decide-access.ts';

/** A page's code, loaded on first render, or before it with `preload()`. */
export type PageComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<void>; isLoaded: () => boolean };

/** A route's page, loaded on first visit; routes without one show the placeholder with `title`. */
export type RouteEntry = { path: string; access: Access; title: string; Page?: PageComponent };

/**
 * React.lazy for a module's named export (our pages have no default exports). Once preloaded, the
 * page renders without suspending (React.lazy takes a thenable that answers at once): RoutePage in
 * router.tsx renders it only then, with no loading boundary.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent {
  let loaded: ComponentType | undefined;
  const Page = lazy(() => {
    if (!loaded) return load().then((module) => ({ default: module[name] }));
    const module = { default: loaded };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
  return Object.assign(Page, {
    preload: async () => {
      loaded = (await load())[name];
    },
    isLoaded: () => loaded !== undefined,
  });
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/', access: 'open', title: 'Beranda', Page: lazyPage(() => import('../features/landing/routes/landing-page.tsx'), 'LandingPage') },
  { path: '/auth', access: 'open', title: 'Masuk atau Daftar', Page: lazyPage(() => import('../features/auth/routes/auth-page.tsx'), 'AuthPage') },
  {
    path: '/auth-callback',
    access: 'open',
    title: 'Verifikasi Akun',
    Page: lazyPage(() => import('../features/auth/routes/auth-callback-page.tsx'), 'AuthCallbackPage'),
  },
  {
    path: '/password-update',
    access: 'open',
    title: 'Atur Ulang Password',
    Page: lazyPage(() => import('../features/auth/routes/password-update-page.tsx'), 'PasswordUpdatePage'),
  },
  { path: '/faq', access: 'open', title: 'Pertanyaan yang Sering Diajukan', Page: lazyPage(() => import('../features/help/routes/faq-page.tsx'), 'FaqPage') },
  { path: '/guide-customer', access: 'open', title: 'Panduan Siswa', Page: lazyPage(() => import('../features/help/routes/guide-customer-page.tsx'), 'GuideCustomerPage') },
  { path: '/guide-tutor', access: 'open', title: 'Panduan Tutor', Page: lazyPage(() => import('../features/help/routes/guide-tutor-page.tsx'), 'GuideTutorPage') },
  { path: '/tutors', access: 'signed-in', title: 'Cari Tutor', Page: lazyPage(() => import('../features/tutors/routes/tutor-gallery-page.tsx'), 'TutorGalleryPage') },
  {
    path: '/tutors/:tutorId',
    access: 'open',
    title: 'Profil Tutor',
    Page: lazyPage(() => import('../features/tutors/routes/tutor-detail-page.tsx'), 'TutorDetailPage'),
  },
  {
    path: '/tutor-detail/:tutorId',
    access: 'open',
    title: 'Detail Tutor',
    Page: lazyPage(() => import('../features/tutors/routes/tutor-detail-page.tsx'), 'TutorDetailPage'),
  },
  // Open, guarded by the page itself: a visitor must see the 'Kamu harus login terlebih dahulu untuk
  // memesan tutor.' toast before /auth (docs/product.md#booking-create), which the silent route
  // guard cannot show.
  { path: '/book/:tutorId', access: 'open', title: 'Pesan Tutor', Page: lazyPage(() => import('../features/bookings/routes/booking-page.tsx'), 'BookingPage') },
  {
    path: '/transactions',
    access: 'signed-in',
    title: 'Transaksi',
    Page: lazyPage(() => import('../features/transactions/routes/transactions-page.tsx'), 'TransactionsPage'),
  },
  {
    path: '/transactions/:transactionId',
    access: 'signed-in',
    title: 'Detail Transaksi',
    Page: lazyPage(() => import('../features/transactions/routes/transaction-detail-page.tsx'), 'TransactionDetailPage'),
  },
  {
    path: '/tutor-transactions',
    access: 'tutor',
    title: 'Transaksi Tutor',
    Page: lazyPage(() => import('../features/tutor-transactions/routes/tutor-transactions-page.tsx'), 'TutorTransactionsPage'),
  },
  {
    path: '/tutor-transactions/:transactionId',
    access: 'tutor',
    title: 'Detail Transaksi Tutor',
    Page: lazyPage(() => import('../features/tutor-transactions/routes/tutor-transaction-detail-page.tsx'), 'TutorTransactionDetailPage'),
  },
  { path: '/dashboard', access: 'tutor', title: 'Dashboard Tutor', Page: lazyPage(() => import('../features/dashboard/routes/dashboard-page.tsx'), 'DashboardPage') },
  {
    path: '/create-bidding',
    access: 'signed-in',
    title: 'Buat Permintaan Belajar',
    Page: lazyPage(() => import('../features/requests/routes/create-request-page.tsx'), 'CreateRequestPage'),
  },
  { path: '/biddings', access: 'signed-in', title: 'Permintaan Belajar Anda', Page: lazyPage(() => import('../features/requests/routes/own-requests-page.tsx'), 'OwnRequestsPage') },
  {
    path: '/bidding/:biddingId',
    access: 'signed-in',
    title: 'Detail Permintaan Belajar',
    Page: lazyPage(() => import('../features/requests/routes/request-detail-page.tsx'), 'RequestDetailPage'),
  },
  {
    path: '/bidding-payment/:biddingId',
    access: 'signed-in',
    title: 'Konfirmasi Pembayaran',
    Page: lazyPage(() => import('../features/requests/routes/request-payment-page.tsx'), 'RequestPaymentPage'),
  },
  {
    path: '/tutor-requests',
    access: 'tutor',
    title: 'Request Belajar',
    Page: lazyPage(() => import('../features/requests/routes/tutor-requests-page.tsx'), 'TutorRequestsPage'),
  },
  { path: '/akun', access: 'signed-in', title: 'Akun', Page: lazyPage(() => import('../features/account/routes/account-page.tsx'), 'AccountPage') },
  { path: '/feedback', access: 'signed-in', title: 'Feedback', Page: lazyPage(() => import('../features/feedback/routes/feedback-page.tsx'), 'FeedbackPage') },
  {
    path: '/feedback-detail/:id',
    access: 'signed-in',
    title: 'Detail Feedback',
    Page: lazyPage(() => import('../features/feedback/routes/feedback-detail-page.tsx'), 'FeedbackDetailPage'),
  },
  { path: '/admin', access: 'admin', title: 'Admin', Page: lazyPage(() => import('../features/admin/routes/admin-page.tsx'), 'AdminPage') },
];

/** Loads the landing's code ahead of its first render: the build's pre-render and the browser's hydration of it both need it. */
export async function preloadLanding(): Promise<void> {
  await routeTable.find((route) => route.path === '/')?.Page?.preload();
}

/**
 * Starts loading the code of the page at `pathname`, if it has one. A failure is left to the page,
 * which reports it when it renders (router.tsx `RoutePage`).
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const entry = routeTable.find((route) => matchPath(route.path, pathname));
  await entry?.Page?.preload().catch(() => undefined);
}
