import type { RateLimitRule } from '../../infra/rate-limit.ts';

// The numbers and texts of the accounts flows, in one place (docs/product.md#accounts-limits,
// docs/product.md#limits).

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A refresh token rotated this recently by another request (a second tab) still gets a session. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const RECOVERY_LINK_TTL_MINUTES = 10;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;
/**
 * Resend confirmation cooldown (docs/product.md#accounts-resend-confirmation); the same pause
 * applies between reset codes.
 */
export const EMAIL_COOLDOWN_SECONDS = 60;
export const AVATAR_MAX_BYTES = 750 * 1024;
/** Profile photo uploads per tutor (each one is decoded and re-encoded). */
export const PHOTO_UPLOAD_LIMIT = { name: 'upload:tutor-photo', limit: 20, windowSeconds: 3600 } as const satisfies RateLimitRule;

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Email sudah terdaftar. Silakan masuk.',
  accountDisabled: 'Akun Anda dinonaktifkan. Hubungi admin.',
  photoNotImage: 'Hanya file gambar yang diperbolehkan untuk foto profil.',
  photoTooLarge: 'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
  photoOnlyForTutors: 'Foto profil hanya dapat diunggah oleh tutor.',
  photoFailed: 'Akun berhasil dibuat, tetapi foto gagal diunggah. Anda dapat mengunggahnya nanti di dashboard.',
  resendCooldown: (seconds: number) => `Tunggu ${seconds} detik sebelum mengirim ulang email konfirmasi.`,
  otpCooldown: (seconds: number) => `Tunggu ${seconds} detik sebelum meminta kode OTP baru.`,
} as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Abuse limits (Redis counters, see infra/rate-limit.ts). */
export const AUTH_LIMITS = {
  // Tight per (email, address): guessing one account's password from one place. Only loose per
  // email alone: a tight one let anyone lock the owner out with nine wrong passwords from anywhere.
  signInPerEmailAndIp: { name: 'sign-in:email-ip', limit: 10, windowSeconds: 10 * MINUTE },
  signInPerEmail: { name: 'sign-in:email', limit: 100, windowSeconds: HOUR },
  signInPerIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 10 * MINUTE },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: HOUR },
  // Mini App initData that fails its check (bad signature, stale, replayed), per address; its own
  // bucket, so junk from one person behind a shared address never spends password sign-ins, and
  // a valid initData is never refused by it (decision 040).
  telegramWebAppFailuresPerIp: { name: 'telegram-web-app:failed-ip', limit: 30, windowSeconds: 10 * MINUTE },
  otpVerifyPerEmail: { name: 'otp-verify:email', limit: 10, windowSeconds: 10 * MINUTE },
  emailSendPerEmail: { name: 'email-send:email', limit: 5, windowSeconds: HOUR },
  emailSendPerIp: { name: 'email-send:ip', limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;
