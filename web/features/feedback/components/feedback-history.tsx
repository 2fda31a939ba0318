import { Link } from 'react-router-dom';
import { formatFeedbackDate } from '../../../../core/feedback/feedback-date.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';
import { useOwnFeedback } from '../api/use-own-feedback.ts';
import { FEEDBACK_TEXTS as T, reasonOf } from '../feedback-texts.ts';
import { CategoryBadge } from './category-badge.tsx';
import { LoadMore } from '../../../components/ui/paged-list.tsx';

/** 'Riwayat Feedback dan Report' (docs/product.md#feedback): the user's entries, newest first. */
export function FeedbackHistory() {
  const query = useOwnFeedback();
  const failed = T.listFailed(reasonOf(query.error));
  useErrorToast(query.isError, 'feedback-history', failed);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (query.isPending) body = <LoadingBlock label={T.loading} />;
  else if (query.isError && !query.data)
    body = <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (items.length === 0) body = <EmptyState title={T.empty} />;
  else
    body = (
      <div className="flex flex-col gap-4">
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {['Kategori', 'Subjek', 'Tanggal', 'Respon', 'Detail'].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id} data-feedback-id={item.id}>
                  <td className="px-4 py-3">
                    <CategoryBadge category={item.category} />
                  </td>
                  <td className="max-w-[16rem] truncate px-4 py-3 font-medium text-slate-900" title={item.subject}>
                    {item.subject}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatFeedbackDate(item.createdAt)}</td>
                  <td className="px-4 py-3">
                    {item.reply ? <Badge tone="success">{T.answered}</Badge> : <Badge tone="neutral">{T.unanswered}</Badge>}
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      to={`/feedback-detail/${item.id}`}
                      className={buttonClass({ variant: 'secondary' })}
                      aria-label={`Detail ${item.subject}`}
                    >
                      Detail
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore query={query} failed={failed} />
      </div>
    );

  return (
    <section aria-labelledby="feedback-history-title" className="mt-10">
      <h2 id="feedback-history-title" className="mb-4 text-xl font-bold text-slate-900">
        {T.historyTitle}
      </h2>
      {body}
    </section>
  );
}
