import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, retryOnceIfTransient } from './query-client.ts';

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

describe('createQueryClient', () => {
  it('retries a failed query once but never sends a failed mutation again by itself', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(retryOnceIfTransient);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);

    // A lost response to a booking: the server may have created it, so one call and no more.
    const send = vi.fn(async () => {
      throw new ApiError('NETWORK', 'Koneksi bermasalah. Periksa internet Anda.', 0);
    });
    const observer = new MutationObserver(client, { mutationFn: send, onError: () => {} });
    await expect(observer.mutate()).rejects.toBeInstanceOf(ApiError);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
