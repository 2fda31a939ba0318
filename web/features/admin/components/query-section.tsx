import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';

type Props<T> = {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  query: UseQueryResult<T>;
  /** The error's message, with 'Coba Lagi' beside it. */
  failed: string;
  children: (data: T) => ReactNode;
};

/** A card of the bots tab: its title, then the wait, the failure, or what `children` draws of the data. */
export function QuerySection<T>({ id, title, query, failed, children }: Props<T>) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <LoadingBlock label="Memuat data..." />
      ) : query.isError ? (
        <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
