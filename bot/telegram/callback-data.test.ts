import { describe, expect, it } from 'vitest';
import { joinCallback, parseJoinCallback, parseProofCallback, proofCallback } from './callback-data.ts';

const id = '0b7c3b2e-4f6a-4d2b-9c1e-2f3a4b5c6d7e';

describe('callback data', () => {
  it('round-trips and stays within Telegram’s 64 bytes', () => {
    expect(parseJoinCallback(joinCallback(id))).toBe(id);
    expect(parseProofCallback(proofCallback(id))).toBe(id);
    expect(Buffer.byteLength(joinCallback(id))).toBeLessThanOrEqual(64);
  });

  it('refuses anything else', () => {
    for (const data of [undefined, '', 'noop', `p:${id}`, `j:${id}:x`, 'j:1234', `j:${id}\u0000`, `j: ${id}`, `J:${id}`]) {
      expect(parseJoinCallback(data), String(data)).toBeNull();
    }
    expect(parseProofCallback(`j:${id}`)).toBeNull();
  });
});
