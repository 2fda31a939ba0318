import { randomBytes } from 'node:crypto';
import { deriveKey, hmacBytes } from '../../infra/tokens.ts';

// The secrets the accounts emails carry (the link token, the 6-digit code) are never stored or
// queued: the use case stores the row's random salt and the secret's hash; the worker that writes
// the email derives the secret again from the row id and salt under a key only the servers hold
// (decision 008). Both sides derive that key from JWT_SECRET, so no new setting is needed.

export type MailedSecretKey = Buffer;

export function mailedSecretKey(jwtSecret: string): MailedSecretKey {
  return deriveKey(jwtSecret, 'mailed-secrets:v1');
}

/** 128 random bits per row: without the salt, knowing a row id and the key is not enough. */
export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** The email-link token of an email_tokens row: 256 bits, base64url (43 characters). */
export function emailTokenFor(key: MailedSecretKey, tokenId: string, salt: string): string {
  return hmacBytes(key, `email-token:${tokenId}:${salt}`).toString('base64url');
}

/** The 6-digit code of a password_otps row (leading zeros kept). 48 bits mod 10^6: no visible bias. */
export function otpFor(key: MailedSecretKey, otpId: string, salt: string): string {
  return String(hmacBytes(key, `otp:${otpId}:${salt}`).readUIntBE(0, 6) % 1_000_000).padStart(6, '0');
}
