import { registerLiveQuery } from '../live/live-registry.ts';

/** Every query of the customer's transactions starts with 'transactions': one prefix refetches them all. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: () => ['transactions', 'list'] as const,
  detail: (id: string) => ['transactions', 'detail', id] as const,
};

/**
 * Proof files never change once stored (a new upload is a new file), so they live outside the
 * 'transactions' prefix and a status change does not download them again.
 */
export const proofFileKeys = {
  file: (url: string) => ['proof-files', url] as const,
};

registerLiveQuery('transactions', transactionKeys.all);
