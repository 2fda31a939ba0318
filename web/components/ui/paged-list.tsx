import { Fragment, type ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from './button.tsx';
import { LoadingBlock } from './spinner.tsx';
import { LoadError } from './load-error.tsx';

/** What the list reads of an infinite query; the items themselves come flattened in `items`. */
export type PagedQuery = Pick<
  UseInfiniteQueryResult<unknown>,
  'isPending' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'isFetchNextPageError' | 'isFetchingNextPage' | 'hasNextPage'
> & { data: unknown; refetch: () => unknown; fetchNextPage: () => unknown };

type Props<T> = {
  query: PagedQuery;
  /** Every loaded page's items, in order. */
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** What the spinner says while the first page loads. */
  loading: string;
  /** The load-failure message (docs/product.md#transaction-lists), for the first page and for the next ones. */
  failed: string;
  /** What shows when there is nothing at all. */
  empty: ReactNode;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
};

/**
 * A paged list with its loading, error and empty states and 'Lihat lebih banyak'. While another
 * filter's first page loads, the previous list stays, dimmed.
 */
export function PagedList<T extends { id: string }>({ query, items, label, loading, failed, empty, children }: Props<T>) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError && !query.data) return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (items.length === 0) return empty;
  return (
    <div className={`flex flex-col gap-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <Fragment key={item.id}>{children(item)}</Fragment>
        ))}
      </ul>
      <LoadMore query={query} failed={failed} />
    </div>
  );
}

/** 'Lihat lebih banyak' under a paged list, or the failure of the page it asked for with a retry. */
export function LoadMore({
  query,
  failed,
}: {
  query: Pick<PagedQuery, 'isFetchNextPageError' | 'isFetchingNextPage' | 'hasNextPage' | 'fetchNextPage'>;
  failed: string;
}) {
  if (query.isFetchNextPageError)
    return <LoadError message={failed} onRetry={() => void query.fetchNextPage()} retrying={query.isFetchingNextPage} />;
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Memuat...' : 'Lihat lebih banyak'}
      </Button>
    </div>
  );
}
