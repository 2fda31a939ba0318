import { z } from 'zod';
import { text } from '../validation/text.ts';

// Signing in inside Telegram (docs/decisions/034-telegram-mini-app-sign-in.md): the Mini App
// page posts the initData Telegram gave it; the server checks it and opens a session.

/** How old an initData may be: Telegram signs it when the app opens, and opening is a tap away. */
export const INIT_DATA_MAX_AGE_SECONDS = 10 * 60;
/** A client clock a little ahead of ours is not a forgery. */
export const INIT_DATA_FUTURE_SKEW_SECONDS = 60;

export const TELEGRAM_APP_MESSAGES = {
  invalid: 'Data masuk dari Telegram tidak valid. Tutup lalu buka lagi Ajarin dari menu bot.',
  expired: 'Data masuk dari Telegram sudah kedaluwarsa atau sudah dipakai. Tutup lalu buka lagi Ajarin dari menu bot.',
  notLinked: (appUrl: string) =>
    `Akun Telegram ini belum terhubung ke akun Ajarin. Masuk di ${appUrl.replace(/\/+$/, '')}/akun dengan email dan password, tekan 'Hubungkan Telegram', lalu buka lagi Ajarin dari bot.`,
  missing: "Halaman ini dibuka dari tombol 'Buka Ajarin' di bot Telegram Ajarin.",
  signingIn: 'Masuk dengan akun Telegram Anda...',
  adminRefused: 'Akun admin tidak dapat masuk dari Telegram. Masuk dengan email dan password.',
  otherSession: (account: string, signedInAs: string) =>
    `Browser ini sedang masuk sebagai ${signedInAs}. Masuk sebagai ${account}? Sesi ${signedInAs} di browser ini akan keluar.`,
  askTitle: 'Masuk dari Telegram',
  ask: (account: string) => `Tautan ini memasukkan Anda ke akun Ajarin ${account}. Lanjutkan hanya jika ini akun Anda sendiri.`,
  outsideTelegram: "Halaman ini tidak dibuka dari tombol 'Buka Ajarin' di aplikasi Telegram, jadi Anda tidak masuk otomatis.",
  checking: 'Memeriksa akun Telegram Anda...',
  proceed: (account: string) => `Masuk sebagai ${account}`,
  cancel: 'Batal',
  cancelled: 'Anda tidak masuk. Tidak ada yang berubah.',
} as const;

export const telegramWebAppSchema = z.object({
  initData: text({ error: TELEGRAM_APP_MESSAGES.invalid }).min(1, TELEGRAM_APP_MESSAGES.invalid).max(4096, TELEGRAM_APP_MESSAGES.invalid),
  next: text().max(500).optional(),
  /** Only which account this initData opens (masked), and which one this browser holds; no session. */
  ask: z.boolean().optional(),
  /** The person saw the accounts named and chose to leave the one this browser holds. */
  switchAccount: z.boolean().optional(),
});

/** The answer to `ask`: emails masked. */
export type TelegramSignInQuestion = { account: string; signedInAs: string | null };

const SAME_ORIGIN = 'http://same.origin';

/** A path of this site that stays one when a browser follows it: '/x', never '//host', '/\\host' or 'https://…'. */
function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || !URL.canParse(path, SAME_ORIGIN)) return false;
  return new URL(path, SAME_ORIGIN).origin === SAME_ORIGIN;
}

/**
 * Where to go after signing in: a path of this site only; else none. The output is checked as well
 * as the input: resolving dot segments turns '/.//evil.com' or '/%2e//evil.com' into '//evil.com',
 * which a browser reads as another host.
 */
export function safeNextPath(next: string | undefined): string | null {
  if (!next || !isSitePath(next)) return null;
  const url = new URL(next, SAME_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(path) ? path : null;
}
