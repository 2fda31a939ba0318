import { z } from 'zod';
import { text } from '../validation/text.ts';
import { removeLinkedWaysSchema } from './linked-ways.ts';
import { MIN_PASSWORD_LENGTH } from './sign-up.schema.ts';

// Inputs of the sign-in, confirmation-resend and password-reset flows, with their messages
// (docs/product.md#accounts-sign-in, docs/product.md#accounts-resend-confirmation and
// docs/product.md#accounts-password-reset).

export const AUTH_MESSAGES = {
  signInFailed: 'Login gagal. Silakan periksa email dan password Anda.',
  emailNotConfirmed: 'Silakan cek email Anda untuk konfirmasi atau kirim ulang email konfirmasi.',
  roleMissing: 'User role not found. Please contact support.',
  resendEmailRequired: 'Silakan masukkan email terlebih dahulu.',
  resendFailed: 'Gagal mengirim ulang email konfirmasi. Silakan coba lagi.',
  resetEmailRequired: 'Email harus diisi',
  emailNotRegistered: 'Email tidak terdaftar di sistem kami',
  otpLength: 'OTP harus 6 karakter',
  otpInvalid: 'Kode OTP salah atau sudah kedaluwarsa.',
  otpBurned: 'Terlalu banyak percobaan. Silakan minta kode OTP baru.',
  passwordLength: 'Password minimal 6 karakter',
  newPasswordMismatch: 'Password baru dan konfirmasi password tidak cocok',
  verificationInvalid: 'Kode verifikasi tidak valid atau sudah digunakan.',
  resetSessionExpired: 'Sesi reset password telah berakhir. Silakan ulangi dari awal.',
  sessionMissing: 'Sesi login tidak valid. Silakan login kembali.',
} as const;

const email = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(254, 'Format email tidak valid')
    .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email: email('Email harus diisi'),
  password: text({ error: 'Password harus diisi' }).min(1, 'Password harus diisi').max(200),
});

export const resendConfirmationSchema = z.object({ email: email(AUTH_MESSAGES.resendEmailRequired) });

export const requestPasswordOtpSchema = z.object({ email: email(AUTH_MESSAGES.resetEmailRequired) });

export const verifyPasswordOtpSchema = z.object({
  email: email(AUTH_MESSAGES.resetEmailRequired),
  otp: text({ error: AUTH_MESSAGES.otpLength }).regex(/^\d{6}$/, AUTH_MESSAGES.otpLength),
});

export const updatePasswordSchema = z
  .object({
    resetToken: text({ error: AUTH_MESSAGES.resetSessionExpired }).min(1, AUTH_MESSAGES.resetSessionExpired).max(2000),
    password: text({ error: AUTH_MESSAGES.passwordLength }).min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordLength).max(200),
    passwordConfirmation: text().default(''),
    /** The linked ways the verify step listed that go with the old password. */
    remove: removeLinkedWaysSchema,
  })
  .refine((v) => v.password === v.passwordConfirmation, { path: ['passwordConfirmation'], message: AUTH_MESSAGES.newPasswordMismatch });

export const emailTokenSchema = z.object({
  token: text({ error: AUTH_MESSAGES.verificationInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, AUTH_MESSAGES.verificationInvalid),
});

export type Role = 'customer' | 'tutor' | 'admin';
export const ROLES: readonly Role[] = ['customer', 'tutor', 'admin'];

/** A role read back from storage (users.role is text): anything else is a broken row. */
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export type SessionUser = { id: string; email: string; role: Role; name: string };

/** Where a user lands after signing in (docs/product.md#accounts-landing). */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'tutor':
      return '/dashboard';
    case 'customer':
      return '/tutors';
    case 'admin':
      return '/admin';
  }
}
