import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '../features/auth/decide-access.ts';

/** A route's page, loaded on first visit; routes without one show the placeholder with `title`. */
export type RouteEntry = { path: string; access: Access; title: string; Page?: LazyExoticComponent<ComponentType> };

/** React.lazy for a module's named export (our pages have no default exports). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/', access: 'open', title: 'Beranda', Page: lazyPage(() => import('./routes/landing.tsx'), 'LandingPage') },
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
  { path: '/faq', access: 'open', title: 'Pertanyaan yang Sering Diajukan' },
  { path: '/guide-customer', access: 'open', title: 'Panduan Siswa' },
  { path: '/guide-tutor', access: 'open', title: 'Panduan Tutor' },
  { path: '/tutors', access: 'signed-in', title: 'Cari Tutor' },
  { path: '/tutors/:tutorId', access: 'open', title: 'Profil Tutor' },
  { path: '/tutor-detail/:tutorId', access: 'open', title: 'Detail Tutor' },
  { path: '/book/:tutorId', access: 'signed-in', title: 'Pesan Tutor' },
  { path: '/transactions', access: 'signed-in', title: 'Transaksi' },
  { path: '/transactions/:transactionId', access: 'signed-in', title: 'Detail Transaksi' },
  { path: '/tutor-transactions', access: 'tutor', title: 'Transaksi Tutor' },
  { path: '/tutor-transactions/:transactionId', access: 'tutor', title: 'Detail Transaksi Tutor' },
  { path: '/dashboard', access: 'tutor', title: 'Dashboard Tutor' },
  { path: '/create-bidding', access: 'signed-in', title: 'Buat Permintaan Belajar' },
  { path: '/biddings', access: 'signed-in', title: 'Permintaan Belajar Anda' },
  { path: '/bidding/:biddingId', access: 'signed-in', title: 'Detail Permintaan Belajar' },
  { path: '/bidding-payment/:biddingId', access: 'signed-in', title: 'Konfirmasi Pembayaran' },
  { path: '/tutor-requests', access: 'tutor', title: 'Request Belajar' },
  { path: '/feedback', access: 'signed-in', title: 'Feedback' },
  { path: '/feedback-detail/:id', access: 'signed-in', title: 'Detail Feedback' },
  { path: '/admin', access: 'admin', title: 'Admin' },
];
