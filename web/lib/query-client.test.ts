import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryOnceIfTransient } from './query-client.ts';

describe('retryOnceIfTransient', () => {
  it('retries a lost connection or a 5xx once', () => {
    expect(retryOnceIfTransient(0, new ApiError('NETWORK', 'x', 0))).toBe(true);
    expect(retryOnceIfTransient(0, new ApiError('INTERNAL', 'x', 502))).toBe(true);
    expect(retryOnceIfTransient(1, new ApiError('INTERNAL', 'x', 502))).toBe(false);
  });

  it('never repeats a request the server refused (4xx)', () => {
    expect(retryOnceIfTransient(0, new ApiError('UNAUTHENTICATED', 'x', 401))).toBe(false);
    expect(retryOnceIfTransient(0, new ApiError('VALIDATION', 'x', 400))).toBe(false);
    expect(retryOnceIfTransient(0, new ApiError('RATE_LIMITED', 'x', 429))).toBe(false);
  });
});
