import type { TelegramSignInQuestion } from '../accounts/telegram-web-app.ts';
import type { LinkedWays } from '../accounts/linked-ways.ts';
import type { SessionUser } from '../accounts/auth.schema.ts';
import {
  emailTokenSchema,
  requestPasswordOtpSchema,
  resendConfirmationSchema,
  signInSchema,
  updatePasswordSchema,
  verifyPasswordOtpSchema,
} from '../accounts/auth.schema.ts';
import { signUpSchema } from '../accounts/sign-up.schema.ts';
import { telegramWebAppSchema } from '../accounts/telegram-web-app.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The /api/auth routes: sign-up, email confirmation, sign-in, sessions, password reset (api/routes/auth.routes.ts).

/** What a sign-in answers (the refresh cookie is set beside it). */
export type SessionGrant = { accessToken: string; expiresIn: number; user: SessionUser; landingPath: string };

/** A sign-in in the browser that came back from Google for this account also links Google (docs/product.md#accounts-google). */
export type SignInGrant = SessionGrant & { googleLink?: { linked: true } | { linked: false; message: string } };

export type SignUpResult = { user: SessionUser; photo: 'none' | 'saved' | 'failed'; photoMessage?: string };

/** A proven mailbox: the token for the new password, and what else opens the account. */
export type ResetGrant = { resetToken: string; linked: LinkedWays };

export const authContract = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    tag: 'Auth',
    summary: 'Create a customer or tutor account',
    access: 'visitor',
    idempotent: 'auth.sign-up',
    body: named('SignUp', signUpSchema),
    upload: {
      field: 'photo',
      description: "The tutor's photo (JPEG, PNG or WebP)",
      payload: named('SignUp', signUpSchema),
      maxBodyBytes: 8 * 1024 * 1024,
    },
    responses: { 201: 'The account; a confirmation email is sent' },
    answer: answer<SignUpResult>(),
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/auth/confirm-email',
    tag: 'Auth',
    summary: 'Confirm the email with the link token and sign in',
    access: 'visitor',
    body: named('EmailToken', emailTokenSchema),
    responses: { 200: 'Access token, user and landing path; sets the refresh cookie' },
    answer: answer<SessionGrant>(),
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    tag: 'Auth',
    summary: 'Send the confirmation email again',
    access: 'visitor',
    body: named('ResendConfirmation', resendConfirmationSchema),
    responses: { 200: '`{ cooldownSeconds }`' },
    answer: answer<{ cooldownSeconds: number }>(),
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    tag: 'Auth',
    summary: 'Sign in with email and password',
    access: 'visitor',
    body: named('SignIn', signInSchema),
    responses: { 200: 'Access token, user and landing path; sets the refresh cookie' },
    answer: answer<SignInGrant>(),
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    tag: 'Auth',
    summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
    access: 'refresh-cookie',
    responses: { 200: 'Access token, user and landing path; sets the new refresh cookie' },
    answer: answer<SessionGrant>(),
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    tag: 'Auth',
    summary: "End the refresh cookie's login, if one is sent",
    access: 'visitor',
    responses: { 204: 'Signed out (also without a cookie); the cookie is cleared' },
    answer: answer<undefined>(),
  }),
  telegramWebApp: endpoint({
    method: 'POST',
    path: '/api/auth/telegram-web-app',
    tag: 'Auth',
    summary: "Sign in from the Telegram Mini App with Telegram's initData (HMAC-checked, 10 minutes fresh, used once; never an admin)",
    access: 'visitor',
    body: named('TelegramWebApp', telegramWebAppSchema),
    responses: {
      200: 'Access token, user and the safe `next` path; sets the refresh cookie and ends the login the old one held. With `ask`: `{ account, signedInAs }`, masked, and no session',
      409: "`OTHER_SESSION`: this browser holds another account's login; `switchAccount` to leave it",
    },
    answer: answer<(SessionGrant & { next: string }) | TelegramSignInQuestion>(),
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/auth/session',
    tag: 'Auth',
    summary: 'The signed-in user',
    access: 'signed-in',
    responses: { 200: '`{ user }`' },
    answer: answer<{ user: SessionUser }>(),
  }),
  requestPasswordOtp: endpoint({
    method: 'POST',
    path: '/api/auth/password/otp',
    tag: 'Auth',
    summary: 'Email a password reset code',
    access: 'visitor',
    body: named('RequestPasswordOtp', requestPasswordOtpSchema),
    responses: { 200: '`{ cooldownSeconds }` (the same answer for an unknown email)' },
    answer: answer<{ cooldownSeconds: number }>(),
  }),
  verifyPasswordOtp: endpoint({
    method: 'POST',
    path: '/api/auth/password/verify-otp',
    tag: 'Auth',
    summary: 'Check a reset code; returns a one-time reset token',
    access: 'visitor',
    body: named('VerifyPasswordOtp', verifyPasswordOtpSchema),
    responses: { 200: '`{ resetToken }`' },
    answer: answer<ResetGrant>(),
  }),
  verifyRecoveryLink: endpoint({
    method: 'POST',
    path: '/api/auth/password/recovery-link',
    tag: 'Auth',
    summary: "Check a recovery link's token; returns a one-time reset token",
    access: 'visitor',
    body: named('EmailToken', emailTokenSchema),
    responses: { 200: '`{ resetToken }`' },
    answer: answer<ResetGrant>(),
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/api/auth/password/update',
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
    access: 'visitor',
    body: named('UpdatePassword', updatePasswordSchema),
    responses: { 200: 'Updated; every login of the account is ended' },
    answer: answer<{ landingPath: string }>(),
  }),
};
