import { registerLiveQuery } from '../../../lib/live/live-registry.ts';

/** The console's three queues, under one 'admin' prefix. */
export const adminKeys = {
  all: ['admin'] as const,
  proofs: () => ['admin', 'proofs'] as const,
  payouts: () => ['admin', 'payouts'] as const,
  refunds: () => ['admin', 'refunds'] as const,
  disputes: () => ['admin', 'disputes'] as const,
};

// A proof sent or a refund asked for changes a transaction; a payout request adds a payout.
registerLiveQuery('transactions', adminKeys.all);
registerLiveQuery('payouts', adminKeys.payouts());
