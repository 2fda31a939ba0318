import { useId, useState, type FormEvent } from 'react';
import { formatFeedbackDateTime } from '../../../../core/feedback/feedback-date.ts';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  replyFeedbackSchema,
  type FeedbackCategory,
} from '../../../../core/feedback/feedback.schema.ts';
import type { InboxFeedbackItem } from '../../../../core/feedback/views.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RadioPills } from '../../../components/ui/radio-pills.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useFeedbackInbox, useReplyToFeedback } from '../api/feedback-inbox.ts';
import { LoadMore } from '../../../components/ui/paged-list.tsx';

type Filter = 'all' | FeedbackCategory;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Semua' },
  { value: 'feedback', label: FEEDBACK_CATEGORY_LABELS.feedback },
  { value: 'report', label: FEEDBACK_CATEGORY_LABELS.report },
];

function ReplyForm({ item }: { item: InboxFeedbackItem }) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToFeedback(() => setReply(''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyFeedbackSchema.safeParse({ reply });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate({ id: item.id, reply: parsed.data.reply });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <TextAreaField
        id={`${id}-reply`}
        label={item.reply ? 'Ubah Balasan' : 'Balasan'}
        maxLength={FEEDBACK_LIMITS.replyMax}
        value={reply}
        onChange={(event) => {
          setError(undefined);
          setReply(event.target.value);
        }}
        error={error}
        hint={
          item.reply
            ? 'Balasan baru menggantikan balasan sebelumnya, dan pengirim diberi tahu lagi.'
            : 'Pengirim diberi tahu lewat email dan bot yang ditautkan.'
        }
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Mengirim...' : 'Kirim Balasan'}
        </Button>
      </div>
    </form>
  );
}

function InboxItem({ item }: { item: InboxFeedbackItem }) {
  return (
    <li
      aria-label={`Feedback ${item.subject}`}
      data-feedback-id={item.id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={item.category === 'report' ? 'warning' : 'info'}>{FEEDBACK_CATEGORY_LABELS[item.category]}</Badge>
        {item.reply ? <Badge tone="success">Sudah direspon</Badge> : <Badge tone="neutral">Belum direspon</Badge>}
      </div>
      <p className="mt-2 font-semibold break-words text-slate-900">{item.subject}</p>
      <p className="text-sm text-slate-600">
        {item.userName} · {formatFeedbackDateTime(item.createdAt)}
      </p>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800">{item.notes}</p>
      {item.reply && (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Respon Admin</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{item.reply}</p>
          <p className="mt-1 text-xs text-slate-500">{formatFeedbackDateTime(item.repliedAt)}</p>
        </div>
      )}
      <ReplyForm item={item} />
    </li>
  );
}

/** 'Feedback' (docs/product.md#feedback-admin): every user's feedback and reports, unanswered first, with the reply. */
export function FeedbackInbox() {
  const [filter, setFilter] = useState<Filter>('all');
  const query = useFeedbackInbox(filter === 'all' ? null : filter);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (query.isPending) body = <LoadingBlock label="Memuat feedback..." />;
  else if (query.isError && !query.data)
    body = <LoadError message="Gagal memuat feedback" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (items.length === 0)
    body = <EmptyState title="Belum ada feedback">Feedback dan laporan dari pengguna akan muncul di sini.</EmptyState>;
  else
    body = (
      <div className="flex flex-col gap-4">
        <ul aria-label="Kotak masuk feedback" className="flex flex-col gap-4">
          {items.map((item) => (
            <InboxItem key={item.id} item={item} />
          ))}
        </ul>
        <LoadMore query={query} failed="Gagal memuat feedback" />
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <RadioPills legend="Kategori" options={FILTERS} value={filter} onChange={setFilter} />
      {body}
    </div>
  );
}
