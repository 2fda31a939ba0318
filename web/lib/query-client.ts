import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from './api-client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/**
 * docs/product.md#web-queries: a query retries once. Only a failure that may go away is worth the
 * second try (no connection, a 5xx from a proxy or a restarting api); a 4xx answer would come back
 * the same, and repeating a refused sign-in or a spent one-time link only burns rate limits.
 */
export function retryOnceIfTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.status >= 500;
}

/**
 * Global defaults (docs/product.md#web-queries): queries retry once, no refetch on window focus,
 * data fresh for 5 minutes and kept 10. Lists with their own timings set them in their
 * queryOptions. Mutations never retry on their own (docs/decisions/006): a failure that looks
 * transient (a lost connection) may come after the server acted, and a second try would book,
 * upload or pay out twice. The user re-submits instead, with the same Idempotency-Key
 * (lib/action-key.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnceIfTransient, refetchOnWindowFocus: false, staleTime: FIVE_MINUTES, gcTime: TEN_MINUTES },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // A mutation that handles its own failure (a specific message) opts out by passing onError;
      // every other failure still reaches the user as the destructive 'Error' toast
      // (docs/product.md#web-toasts).
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError) return;
        toast.error('Error', { description: error.message });
      },
    }),
  });
}
