import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../../core/errors.ts';

// The bank-mutation webhook's signature (docs/product.md#bank-mutation-webhook):
//   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// The timestamp is signed with the body, and a call older or newer than five minutes is refused, so
// a captured call cannot be replayed later (a replay inside the window changes nothing either: the
// mutation ids are the lines' identities).

export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signMutations(secret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Throws 403 'Akses Ditolak' unless the header signs this body with the secret, recently. */
export function verifyMutationSignature(secret: string | undefined, header: string, rawBody: string, now: Date): void {
  if (!secret) throw forbidden();
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw forbidden();
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw forbidden();
  const expected = Buffer.from(signMutations(secret, timestamp, rawBody).slice(-64), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) throw forbidden();
}
