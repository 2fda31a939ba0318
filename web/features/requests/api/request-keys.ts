import { registerLiveQuery, OPEN_REQUESTS_REFETCH_DELAY_MS } from '../../../lib/live/live-registry.ts';

/**
 * Every query of learning requests starts with 'requests'. The open list refetches 200 ms after a
 * change, the rest 100 ms (docs/product.md#request-cancel). A request's derived status is read from
 * its transaction, so a transaction's change refreshes the request pages too.
 */
export const requestKeys = {
  all: ['requests'] as const,
  mine: () => ['requests', 'mine'] as const,
  open: (matching: boolean) => ['requests', 'open', { matching }] as const,
  openAll: ['requests', 'open'] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  details: ['requests', 'detail'] as const,
};

registerLiveQuery('learning_requests', requestKeys.mine());
registerLiveQuery('learning_requests', requestKeys.details);
registerLiveQuery('learning_requests', requestKeys.openAll, OPEN_REQUESTS_REFETCH_DELAY_MS);
registerLiveQuery('transactions', requestKeys.mine());
registerLiveQuery('transactions', requestKeys.details);
