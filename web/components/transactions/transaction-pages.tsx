import { Fragment, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '../ui/button.tsx';
import { LoadingBlock } from '../ui/spinner.tsx';
import { LoadError } from '../ui/load-error.tsx';

type Props<T> = {
  query: UseInfiniteQueryResult<InfiniteData<{ transactions: T[] }>>;
  /** The list's accessible name. */
  label: string;
  /** The load-failure message (docs/product.md#transaction-lists), for the first page and for the next ones. */
  failed: string;
  /** What shows when there are no transactions at all. */
  empty: ReactNode;
  /** One `<li>` per transaction. */
  children: (transaction: T) => ReactNode;
};

/**
 * A paged transaction list with its loading, error and empty states and 'Lihat lebih banyak'.
 * While another filter's first page loads, the previous list stays, dimmed.
 */
export function TransactionPages<T extends { id: string }>({ query, label, failed, empty, children }: Props<T>) {
  const transactions = query.data?.pages.flatMap((page) => page.transactions) ?? [];
  if (query.isPending) return <LoadingBlock label="Memuat transaksi..." />;
  if (query.isError && !query.data) return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (transactions.length === 0) return empty;
  return (
    <div className={`flex flex-col gap-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
        {transactions.map((transaction) => (
          <Fragment key={transaction.id}>{children(transaction)}</Fragment>
        ))}
      </ul>
      {query.isFetchNextPageError && <LoadError message={failed} onRetry={() => void query.fetchNextPage()} retrying={query.isFetchingNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Memuat...' : 'Lihat lebih banyak'}
          </Button>
        </div>
      )}
    </div>
  );
}
