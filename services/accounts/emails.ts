import type { MailMessage } from '../../infra/mail.ts';
import { CONFIRM_EMAIL_TTL_HOURS, OTP_TTL_MINUTES } from './policy.ts';

// The accounts emails, plain text first (the dev mailbox and every client show it) with an HTML
// twin. Every value is escaped in the HTML; links are built only from APP_URL and our own tokens.

export const CONFIRMATION_SUBJECT = 'Konfirmasi pendaftaran Ajarin';
export const PASSWORD_RESET_SUBJECT = 'Kode reset password Ajarin';

/** `${APP_URL}/auth-callback?type=…&token=…`; the token is base64url, safe in a query string. */
export function authCallbackLink(appUrl: string, type: 'signup' | 'recovery', token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/auth-callback?type=${type}&token=${token}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(paragraphs: string[]): string {
  return `<!doctype html><html lang="id"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">${paragraphs.join('')}</body></html>`;
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function confirmationEmail(input: { to: string; name: string; link: string }): MailMessage {
  const text = [
    `Halo ${input.name},`,
    '',
    'Terima kasih telah mendaftar di Ajarin. Konfirmasi email Anda dengan membuka tautan berikut:',
    input.link,
    '',
    `Tautan ini berlaku selama ${CONFIRM_EMAIL_TTL_HOURS} jam dan hanya dapat digunakan sekali.`,
    'Jika Anda tidak merasa mendaftar di Ajarin, abaikan email ini.',
    '',
    'Salam,',
    'Tim Ajarin',
  ].join('\n');
  const html = layout([
    `<p>Halo ${escapeHtml(input.name)},</p>`,
    '<p>Terima kasih telah mendaftar di Ajarin. Konfirmasi email Anda dengan menekan tombol berikut:</p>',
    button(input.link, 'Konfirmasi Email'),
    `<p>Atau buka tautan ini: <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>Tautan ini berlaku selama ${CONFIRM_EMAIL_TTL_HOURS} jam dan hanya dapat digunakan sekali. Jika Anda tidak merasa mendaftar di Ajarin, abaikan email ini.</p>`,
    '<p>Salam,<br>Tim Ajarin</p>',
  ]);
  return { to: input.to, subject: CONFIRMATION_SUBJECT, text, html };
}

export function passwordResetEmail(input: { to: string; name: string; otp: string; link: string }): MailMessage {
  const text = [
    `Halo ${input.name},`,
    '',
    `Kode OTP untuk mengatur ulang password Ajarin Anda: ${input.otp}`,
    `Kode ini berlaku selama ${OTP_TTL_MINUTES} menit. Jangan berikan kode ini kepada siapa pun.`,
    '',
    'Atau buka tautan berikut untuk langsung mengatur password baru:',
    input.link,
    '',
    'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.',
    '',
    'Salam,',
    'Tim Ajarin',
  ].join('\n');
  const html = layout([
    `<p>Halo ${escapeHtml(input.name)},</p>`,
    '<p>Kode OTP untuk mengatur ulang password Ajarin Anda:</p>',
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(input.otp)}</p>`,
    `<p>Kode ini berlaku selama ${OTP_TTL_MINUTES} menit. Jangan berikan kode ini kepada siapa pun.</p>`,
    '<p>Atau tekan tombol berikut untuk langsung mengatur password baru:</p>',
    button(input.link, 'Atur Password Baru'),
    '<p>Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.</p>',
    '<p>Salam,<br>Tim Ajarin</p>',
  ]);
  return { to: input.to, subject: PASSWORD_RESET_SUBJECT, text, html };
}
