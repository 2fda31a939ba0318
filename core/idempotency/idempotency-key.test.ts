import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { answerRepeat, IDEMPOTENCY_MESSAGES, isIdempotencyKey } from './idempotency-key.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.message } : error;
  }
  throw new Error('expected a refusal');
};

describe('isIdempotencyKey', () => {
  it('accepts 8 to 128 letters, digits, "-" and "_" (a UUID among them)', () => {
    expect(isIdempotencyKey('3f2b8c1e-6a7d-4e0f-9b1a-2c3d4e5f6a7b')).toBe(true);
    expect(isIdempotencyKey('abcd_123')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(128))).toBe(true);
  });

  it('refuses shorter, longer or other characters', () => {
    expect(isIdempotencyKey('abc_123')).toBe(false);
    expect(isIdempotencyKey('a'.repeat(129))).toBe(false);
    expect(isIdempotencyKey('kunci dengan spasi')).toBe(false);
    expect(isIdempotencyKey('kunci.titik')).toBe(false);
    expect(isIdempotencyKey('')).toBe(false);
  });
});

describe('answerRepeat', () => {
  const done = { fingerprint: 'f1', state: 'done' as const, status: 201, response: { id: 'x' } };

  it('replays the stored status and body of the same request', () => {
    expect(answerRepeat(done, 'f1')).toEqual({ status: 201, body: { id: 'x' } });
  });

  it('refuses a different request under the same key with 422', () => {
    expect(refusal(() => answerRepeat(done, 'f2'))).toEqual({ code: 'UNPROCESSABLE', message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(refusal(() => answerRepeat({ ...done, state: 'pending', status: null }, 'f2'))).toEqual({
      code: 'UNPROCESSABLE',
      message: IDEMPOTENCY_MESSAGES.keyReused,
    });
  });

  it('asks to wait while the first request is still running', () => {
    expect(refusal(() => answerRepeat({ fingerprint: 'f1', state: 'pending', status: null, response: null }, 'f1'))).toEqual({
      code: 'CONFLICT',
      message: IDEMPOTENCY_MESSAGES.inProgress,
    });
  });
});
