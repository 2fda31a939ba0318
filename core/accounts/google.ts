import { z } from 'zod';
import { text } from '../validation/text.ts';

// Sign in with Google (docs/product.md#accounts-google): what the start route reads, the closed
// set of outcomes the server sends the browser to /auth-callback with, and their texts. The
// server decides the outcome; the page only shows it.

/** The role a NEW account gets; a returning user keeps theirs. */
export const googleStartQuerySchema = z.object({ role: z.enum(['customer', 'tutor']) });
export type GoogleRole = z.output<typeof googleStartQuerySchema>['role'];

export const GOOGLE_RESULTS = [
  'signed-in',
  'linked',
  'link-required',
  'denied',
  'expired',
  'email-unverified',
  'disabled',
  'taken',
  'other-linked',
  'unavailable',
  'rate-limited',
  'failed',
] as const;
export type GoogleResult = (typeof GOOGLE_RESULTS)[number];
export type GoogleFailure = Exclude<GoogleResult, 'signed-in' | 'linked' | 'link-required'>;

/** `intent`: signing in (from /auth) or linking to the signed-in account (from /akun). */
export const googleCallbackPageSchema = z.object({
  type: z.literal('google'),
  result: z.enum(GOOGLE_RESULTS).catch('failed'),
  intent: z.enum(['sign-in', 'link']).catch('sign-in'),
  role: z.enum(['customer', 'tutor', 'admin']).optional().catch(undefined),
});
export type GoogleCallbackPage = z.output<typeof googleCallbackPageSchema>;

export const GOOGLE_MESSAGES = {
  /** The spec's failure text for an OAuth return (product-spec: email verification texts). */
  failedTitle: 'Terjadi Kesalahan',
  failed: 'Tidak dapat memverifikasi kode autentikasi. Silakan coba lagi nanti.',
  reasons: {
    denied: 'Anda membatalkan masuk dengan Google.',
    expired: 'Waktu masuk dengan Google habis, atau dimulai di peramban lain. Silakan mulai lagi dari halaman ini.',
    'email-unverified': 'Email akun Google Anda belum diverifikasi oleh Google.',
    disabled: 'Akun Anda dinonaktifkan. Hubungi admin.',
    taken: 'Akun Google ini sudah terhubung dengan akun Ajarin lain.',
    'other-linked': 'Akun Ajarin Anda sudah terhubung dengan akun Google lain. Putuskan dulu di halaman Akun.',
    unavailable: 'Masuk dengan Google sedang tidak tersedia.',
    'rate-limited': 'Terlalu banyak percobaan masuk dengan Google. Silakan coba lagi nanti.',
    failed: null,
  } satisfies Record<GoogleFailure, string | null>,
  linkRequiredTitle: 'Hubungkan Akun Google',
  linkRequired:
    'Email akun Google ini sudah terdaftar di Ajarin dengan password. Demi keamanan akun Anda, masuk sekali dengan password tersebut untuk menghubungkan Google. Lupa password? Atur ulang lewat "Lupa password?".',
  linkPending: (email: string) => `Masuk dengan password akun ${email} untuk menghubungkan akun Google Anda.`,
  linked: 'Akun Google berhasil dihubungkan. Berikutnya Anda bisa masuk dengan Google.',
  linkedTitle: 'Akun Google Terhubung',
  signedInTitle: 'Berhasil Masuk',
  signedIn: 'Anda berhasil masuk dengan Google. Anda akan diarahkan sebentar lagi...',
  unlinkOnlyWay:
    'Google adalah satu-satunya cara Anda masuk. Buat password dulu lewat "Lupa password?" di halaman masuk, lalu putuskan Google.',
  notLinked: 'Akun Google tidak terhubung.',
  reauthPassword: 'Demi keamanan, masukkan password Anda untuk menghubungkan Google.',
  reauthSignIn: 'Demi keamanan, keluar lalu masuk lagi, kemudian hubungkan Google dalam 10 menit.',
  wrongPassword: 'Password salah.',
} as const;

/** How long after signing in /akun may link Google without the password again (docs/decisions/041). */
export const RECENT_SIGN_IN_MINUTES = 10;

/** POST /api/account/google/link: the password, unless the sign-in is recent. */
export const googleLinkStartSchema = z.object({ password: text().max(200).optional() });

/** GET /api/account/google: how this account can sign in, for /akun. */
export type GoogleAccountView = {
  /** This deployment offers Google sign-in. */
  available: boolean;
  identity: { email: string; linkedAt: string } | null;
  hasPassword: boolean;
};

/** GET /api/auth/google/pending-link: the address whose password will link Google, if one waits. */
export type PendingLink = { email: string | null };
