import { describe, expect, it } from 'vitest';
import { ONLINE_HOLD_MS, offlineDuration, reconnectedMessage } from './connectivity.ts';

describe('connectivity texts (product.md#web-connectivity)', () => {
  it('tells how long the connection was gone in minutes and seconds', () => {
    expect(reconnectedMessage(125_400)).toBe('Anda kembali online setelah 2 menit 5 detik.');
    expect(reconnectedMessage(3_999)).toBe('Anda kembali online setelah 0 menit 3 detik.');
  });

  it('never shows a negative duration (a clock that moved back)', () => {
    expect(offlineDuration(-500)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('keeps the online indicator 5 seconds after reconnecting', () => {
    expect(ONLINE_HOLD_MS).toBe(5000);
  });
});
