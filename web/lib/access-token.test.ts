import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS, shouldRefreshAccessToken } from './access-token.ts';

describe('shouldRefreshAccessToken', () => {
  const now = 1_000_000;

  it('refreshes when 3 ticks of 30 s (90 s) or fewer remain', () => {
    expect(REFRESH_MARGIN_MS).toBe(90_000);
    expect(shouldRefreshAccessToken(now + 90_000, now)).toBe(true);
    expect(shouldRefreshAccessToken(now + 10_000, now)).toBe(true);
    expect(shouldRefreshAccessToken(now - 1, now)).toBe(true);
  });

  it('waits while more than 90 s remain, and does nothing without a token', () => {
    expect(shouldRefreshAccessToken(now + 90_001, now)).toBe(false);
    expect(shouldRefreshAccessToken(null, now)).toBe(false);
  });
});
