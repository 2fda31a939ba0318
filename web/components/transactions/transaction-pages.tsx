import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PagedList } from '../ui/paged-list.tsx';

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

/** A paged transaction list with its loading, error and empty states and 'Lihat lebih banyak'. */
export function TransactionPages<T extends { id: string }>({ query, label, failed, empty, children }: Props<T>) {
  const transactions = query.data?.pages.flatMap((page) => page.transactions) ?? [];
  return (
    <PagedList query={query} items={transactions} label={label} loading="Memuat transaksi..." failed={failed} empty={empty}>
      {children}
    </PagedList>
  );
}
