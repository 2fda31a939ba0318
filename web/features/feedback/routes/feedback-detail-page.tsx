import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatFeedbackDateTime } from '../../../../core/feedback/feedback-date.ts';
import type { FeedbackItem } from '../../../../core/feedback/views.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useFeedbackDetail } from '../api/use-feedback-detail.ts';
import { CategoryBadge } from '../components/category-badge.tsx';
import { FEEDBACK_TEXTS as T, reasonOf } from '../feedback-texts.ts';

export function FeedbackDetailView({ feedback }: { feedback: FeedbackItem }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <BackLink to="/feedback" label="Kembali ke Feedback" />
      <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
        <header className="flex flex-col gap-2 border-b border-slate-100 pb-4">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{feedback.subject}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <time dateTime={feedback.createdAt}>{formatFeedbackDateTime(feedback.createdAt)}</time>
            <CategoryBadge category={feedback.category} />
          </div>
        </header>
        <p className="mt-4 break-words whitespace-pre-wrap text-slate-800">{feedback.notes}</p>
        <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          {feedback.reply ? (
            <>
              <h2 className="font-semibold text-slate-900">{T.adminReply}</h2>
              <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{feedback.reply}</p>
            </>
          ) : (
            <p className="text-slate-600">{T.noReply}</p>
          )}
        </div>
        <p className="mt-6 text-xs break-all text-slate-400">ID: {feedback.id}</p>
      </article>
    </section>
  );
}

/**
 * /feedback-detail/:id (docs/product.md#feedback). The server answers 404 for an entry that does
 * not exist or is someone else's; then, as on any failure, the toast and back to /feedback.
 * An admin's reply shows live.
 */
export function FeedbackDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useLiveUpdates();
  const query = useFeedbackDetail(id);
  const failed = query.isError;
  const error = query.error;

  useEffect(() => {
    if (!failed) return;
    toast.error(T.detailFailed(reasonOf(error)), { id: `feedback-detail-${id}` });
    navigate('/feedback', { replace: true });
  }, [failed, error, id, navigate]);

  if (query.isPending || query.isError) return <LoadingBlock label={T.loading} />;
  return <FeedbackDetailView feedback={query.data} />;
}
