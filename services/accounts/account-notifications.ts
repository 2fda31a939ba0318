import { CONFIRM_EMAIL_TTL_HOURS } from '../../core/accounts/email-confirmation.ts';
import type { EventPayload } from '../../core/events/catalog.ts';
import type { Db } from '../../infra/db.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import { baseUrl, type NotificationContext } from '../../core/notifications/notification-context.ts';
import { mailedEmailToken } from './email-tokens.ts';
import { otpFor } from './mailed-secrets.ts';
import { OTP_TTL_MINUTES } from './policy.ts';

// The accounts messages: the confirmation link and the password-reset code with its recovery link.
// Links are built only from APP_URL and our own tokens, which are derived again here from the rows
// the event names (mailed-secrets.ts); the outbox never held them.

export const CONFIRMATION_SUBJECT = 'Konfirmasi pendaftaran Ajarin';
export const PASSWORD_RESET_SUBJECT = 'Kode reset password Ajarin';

/** `${APP_URL}/auth-callback?type=…&token=…`; the token is base64url, safe in a query string. */
export function authCallbackLink(appUrl: string, type: 'signup' | 'recovery', token: string): string {
  return `${baseUrl(appUrl)}/auth-callback?type=${type}&token=${token}`;
}

export function confirmationContent(input: { name: string; link: string }): NotificationContent {
  const validity = `Tautan ini berlaku selama ${CONFIRM_EMAIL_TTL_HOURS} jam dan hanya dapat digunakan sekali.`;
  const ignore = 'Jika Anda tidak merasa mendaftar di Ajarin, abaikan email ini.';
  return {
    title: CONFIRMATION_SUBJECT,
    greetingName: input.name,
    lines: [
      'Terima kasih telah mendaftar di Ajarin. Konfirmasi email Anda dengan membuka tautan berikut:',
      input.link,
      '',
      validity,
      ignore,
    ],
    link: { label: 'Konfirmasi Email', url: input.link },
    rich: [
      { kind: 'text', text: 'Terima kasih telah mendaftar di Ajarin. Konfirmasi email Anda dengan menekan tombol berikut:' },
      { kind: 'button', link: { label: 'Konfirmasi Email', url: input.link } },
      { kind: 'link', lead: 'Atau buka tautan ini:', url: input.link },
      { kind: 'text', text: `${validity} ${ignore}` },
    ],
  };
}

export function passwordResetContent(input: { name: string; otp: string; link: string }): NotificationContent {
  const validity = `Kode ini berlaku selama ${OTP_TTL_MINUTES} menit. Jangan berikan kode ini kepada siapa pun.`;
  const ignore = 'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.';
  return {
    title: PASSWORD_RESET_SUBJECT,
    greetingName: input.name,
    lines: [
      `Kode OTP untuk mengatur ulang password Ajarin Anda: ${input.otp}`,
      validity,
      '',
      'Atau buka tautan berikut untuk langsung mengatur password baru:',
      input.link,
      '',
      ignore,
    ],
    link: { label: 'Atur Password Baru', url: input.link },
    rich: [
      { kind: 'text', text: 'Kode OTP untuk mengatur ulang password Ajarin Anda:' },
      { kind: 'code', code: input.otp },
      { kind: 'text', text: validity },
      { kind: 'text', text: 'Atau tekan tombol berikut untuk langsung mengatur password baru:' },
      { kind: 'button', link: { label: 'Atur Password Baru', url: input.link } },
      { kind: 'text', text: ignore },
    ],
  };
}

const userName = async (db: Db, userId: string) =>
  (await db('users').where({ id: userId }).first<{ name: string } | undefined>('name'))?.name;

/** Null when the user or the token row is gone, or the row predates salts (nothing to derive). */
export async function confirmationRequested(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'account.confirmation_requested'>,
): Promise<NotificationContent | null> {
  const name = await userName(db, payload.userId);
  const token = await mailedEmailToken(db, context.secretKey, payload.userId, payload.tokenId);
  if (name === undefined || !token) return null;
  return confirmationContent({ name, link: authCallbackLink(context.appUrl, 'signup', token) });
}

export async function passwordOtpRequested(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'account.password_otp_requested'>,
): Promise<NotificationContent | null> {
  const name = await userName(db, payload.userId);
  const token = await mailedEmailToken(db, context.secretKey, payload.userId, payload.tokenId);
  const otp = await db('password_otps')
    .where({ id: payload.otpId, user_id: payload.userId })
    .first<{ salt: string | null } | undefined>('salt');
  if (name === undefined || !token || !otp?.salt) return null;
  return passwordResetContent({
    name,
    otp: otpFor(context.secretKey, payload.otpId, otp.salt),
    link: authCallbackLink(context.appUrl, 'recovery', token),
  });
}
