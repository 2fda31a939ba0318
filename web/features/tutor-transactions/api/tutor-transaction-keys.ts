import type { TutorSourceFilter } from '../../../../core/transactions/transaction.schema.ts';
import { registerLiveQuery } from '../../../lib/live/live-registry.ts';

/** Every query of the tutor's transactions and payouts starts with 'tutor-transactions'. */
export const tutorTransactionKeys = {
  all: ['tutor-transactions'] as const,
  list: (source: TutorSourceFilter) => ['tutor-transactions', 'list', source] as const,
  detail: (id: string) => ['tutor-transactions', 'detail', id] as const,
  payoutPreview: (id: string) => ['tutor-transactions', 'payout-preview', id] as const,
};

// A payment verified, a class marked done or a payout decided changes the cards and the summary.
registerLiveQuery('transactions', tutorTransactionKeys.all);
registerLiveQuery('payouts', tutorTransactionKeys.all);
