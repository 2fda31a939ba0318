import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type Props<T> = {
  query: UseQueryResult<T[]>;
  /** The list's accessible name, e.g. 'Antrean refund'. */
  label: string;
  /** What shows while it loads; the money queues say 'Memuat antrean...'. */
  loading?: string;
  empty: string;
  emptyHint: string;
  failed: string;
  itemKey: (item: T) => string;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
};

/** An admin queue: its loading, error and empty states, else its items, oldest first as the api sends them. */
export function QueueList<T>({ query, label, loading = 'Memuat antrean...', empty, emptyHint, failed, itemKey, children }: Props<T>) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <EmptyState title={empty}>{emptyHint}</EmptyState>;
  return (
    <ul aria-label={label} className="flex flex-col gap-4">
      {query.data.map((item) => (
        <Fragment key={itemKey(item)}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}

/** One labelled value of a queue item. */
export function QueueDetail({
  term,
  children,
  valueClassName = 'font-medium text-slate-900',
}: {
  term: string;
  children: ReactNode;
  valueClassName?: string;
}) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
