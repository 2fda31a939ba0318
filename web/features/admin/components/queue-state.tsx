import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { LoadError } from '../../transactions/components/load-error.tsx';

/** A queue's loading, error and empty states; `children` renders the items when there are some. */
export function QueueState<T>({ query, empty, emptyHint, failed, children }: { query: UseQueryResult<T[]>; empty: string; emptyHint: string; failed: string; children: (items: T[]) => ReactNode }) {
  if (query.isPending) return <LoadingBlock label="Memuat antrean..." />;
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <EmptyState title={empty}>{emptyHint}</EmptyState>;
  return <>{children(query.data)}</>;
}
