import { AppError } from '../errors.ts';

// An `Idempotency-Key` makes one user action act once however often its request is re-sent
// (a lost response, a double click, a reload that re-posts). The client picks the key per action;
// the server remembers what the first request with that key answered.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Kunci permintaan (Idempotency-Key) tidak valid: gunakan 8–128 karakter berupa huruf, angka, "-" atau "_".',
  inProgress: 'Permintaan yang sama sedang diproses. Silakan tunggu sebentar.',
  keyReused: 'Kunci permintaan sudah dipakai untuk data lain.',
} as const;

const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;

export const isIdempotencyKey = (value: string): boolean => KEY_FORMAT.test(value);

/** What an earlier request with the same key left behind. */
export type ClaimedKey = { fingerprint: string; state: 'pending' | 'done'; status: number | null; response: unknown };

export type StoredResponse = { status: number; body: unknown };

/**
 * A request whose key is already claimed: the stored answer when it is the same request and the
 * first one succeeded; otherwise the refusal that tells the client why nothing was done.
 */
export function answerRepeat(claimed: ClaimedKey, fingerprint: string): StoredResponse {
  if (claimed.fingerprint !== fingerprint)
    throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MESSAGES.keyReused, { field: IDEMPOTENCY_KEY_HEADER });
  if (claimed.state === 'pending' || claimed.status === null) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress);
  return { status: claimed.status, body: claimed.response };
}
