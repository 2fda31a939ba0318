import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-countdown.ts';

describe('secondsLeft', () => {
  it('counts whole seconds up, so the last second still shows 1', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });

  it('is 0 once the time has passed or when nothing runs', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});
