import { ApiError } from './api-client.ts';

/**
 * The server's own Indonesian message for a failed call, when it has one worth showing (a refused
 * action, a validation problem, no connection); null for an unexpected failure, where the caller
 * shows the fallback text instead (docs/product.md#transaction-actions).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === 'INTERNAL') return null;
  return error.message || null;
}
