import { timingSafeEqual } from 'node:crypto';
import { hmacToken } from '../../infra/tokens.ts';

// The code is bound to its user, so equal codes of two users never share a hash.
export function otpHash(key: string, userId: string, otp: string): string {
  return hmacToken(key, `password-otp:${userId}:${otp}`);
}

export function otpMatches(key: string, userId: string, otp: string, storedHash: string): boolean {
  const candidate = Buffer.from(otpHash(key, userId, otp), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
