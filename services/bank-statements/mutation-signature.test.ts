import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { signMutations, verifyMutationSignature } from './mutation-signature.ts';

const SECRET = 'a'.repeat(40);
const body = '{"bank":"BCA","mutations":[]}';
const now = new Date('2026-11-28T04:00:00Z');
const t = now.getTime() / 1000;

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'accepted';
};

describe('verifyMutationSignature', () => {
  it('accepts the body signed with the secret at the stated time', () => {
    expect(refusal(() => verifyMutationSignature(SECRET, signMutations(SECRET, t, body), body, now))).toBe('accepted');
  });

  it('accepts a call up to five minutes old and refuses an older or a future one (replay)', () => {
    expect(refusal(() => verifyMutationSignature(SECRET, signMutations(SECRET, t - 300, body), body, now))).toBe('accepted');
    expect(refusal(() => verifyMutationSignature(SECRET, signMutations(SECRET, t - 301, body), body, now))).toBe('FORBIDDEN');
    expect(refusal(() => verifyMutationSignature(SECRET, signMutations(SECRET, t + 301, body), body, now))).toBe('FORBIDDEN');
  });

  it('refuses another secret, a changed body, a moved timestamp, a bad header, and every call when no secret is set', () => {
    const signed = signMutations(SECRET, t, body);
    expect(refusal(() => verifyMutationSignature(SECRET, signMutations('b'.repeat(40), t, body), body, now))).toBe('FORBIDDEN');
    expect(refusal(() => verifyMutationSignature(SECRET, signed, body.replace('BCA', 'BNI'), now))).toBe('FORBIDDEN');
    expect(refusal(() => verifyMutationSignature(SECRET, signed.replace(`t=${t}`, `t=${t - 1}`), body, now))).toBe('FORBIDDEN');
    for (const header of ['', 'v1=abc', `t=${t}`, `t=x,v1=${'0'.repeat(64)}`]) {
      expect(refusal(() => verifyMutationSignature(SECRET, header, body, now))).toBe('FORBIDDEN');
    }
    expect(refusal(() => verifyMutationSignature(undefined, signed, body, now))).toBe('FORBIDDEN');
  });
});
