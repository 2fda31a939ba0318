import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { REVIEW_COMMENT_MAX, reviewSchema } from '../../../../core/transactions/transaction.schema.ts';
import type { CustomerTransaction, ReviewView } from '../../../../core/transactions/views.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { StarInput } from './star-input.tsx';

function ReviewForm({ transactionId, tutorId }: { transactionId: string; tutorId: string }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = useSubmitReview({
    onSuccess: (result) => toast.success('Berhasil', { description: result.message }),
    onError: (failure) => toast.error('Error', { description: serverMessage(failure) ?? 'Gagal mengirim ulasan.' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    submit.mutate({ transactionId, tutorId, input: parsed.data });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Beri ulasan" className="mt-4 flex flex-col gap-4">
      <StarInput value={rating} onChange={setRating} error={error} />
      <TextAreaField
        id={`${id}-comment`}
        label="Komentar"
        optional
        maxLength={REVIEW_COMMENT_MAX}
        placeholder="Ceritakan pengalaman belajar Anda bersama tutor ini"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        hint={`${comment.length}/${REVIEW_COMMENT_MAX} karakter`}
      />
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Mengirim...' : 'Kirim Ulasan'}
        </Button>
      </div>
    </form>
  );
}

function SavedReview({ review }: { review: ReviewView }) {
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-4" aria-label="Ulasan Anda">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} size="md" />
        <span className="text-sm font-semibold text-slate-900">{review.rating}/5</span>
      </div>
      {review.comment && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.comment}</p>}
      <p className="mt-2 text-xs text-slate-500">Dikirim {formatTransactionDate(review.createdAt)}</p>
    </div>
  );
}

/** docs/product.md#review-submit: after the class is done the customer rates the tutor once, then sees that review. */
export function ReviewSection({ transaction, readOnly = false }: { transaction: CustomerTransaction; readOnly?: boolean }) {
  if (!transaction.review && (readOnly || !transaction.actions.canReview)) return null;
  return (
    <section aria-labelledby="review-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
        {transaction.review ? 'Ulasan Anda' : `Beri Ulasan untuk ${transaction.tutorName}`}
      </h2>
      {transaction.review ? (
        <SavedReview review={transaction.review} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">Ulasan Anda membantu siswa lain memilih tutor. Ulasan hanya bisa dikirim sekali.</p>
          <ReviewForm transactionId={transaction.id} tutorId={transaction.tutorId} />
        </>
      )}
    </section>
  );
}
