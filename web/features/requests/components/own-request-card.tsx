import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { OwnRequestItem } from '../../../../core/requests/views.ts';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Confirmation } from '../../../components/confirmation.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { completeRequestClass } from '../api/requests-api.ts';
import { useCancelRequest } from '../api/use-cancel-request.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';
import { createdLabel, hoursLabel, participantsLabel, studentsLabel } from '../request-labels.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

type Asking = 'cancel' | 'done' | null;

/**
 * One of the customer's requests ('Permintaan Belajar Anda'). The buttons are exactly those the
 * server's flags allow (docs/product.md#request-cancel); 'Tandai Selesai' runs the transaction's own
 * mark-done.
 */
export function OwnRequestCard({ request }: { request: OwnRequestItem }) {
  const headingId = useId();
  const now = useNow();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  const cancel = useCancelRequest(close);
  const done = useRequestMutation(completeRequestClass, {
    onSuccess: () => {
      close();
      toast.success(TRANSACTION_MESSAGES.markedDone);
    },
    onError: (error) => {
      close();
      toast.error(TRANSACTION_MESSAGES.markDoneFailed, { description: serverMessage(error) ?? undefined });
    },
  });

  const transactionId = request.transaction?.id;
  const busy = cancel.isPending || done.isPending;
  return (
    <li data-request-id={request.id}>
      <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {request.subjects.join(', ')}
            </h2>
            <p className="mt-0.5 text-xs text-slate-500">Dibuat {createdLabel(request.createdAt, now)}</p>
          </div>
          <RequestStatusBadge badge={request.badge} />
        </div>
        <p className="mt-3 text-sm text-slate-700">
          {studentsLabel(request.studentCount)} · {hoursLabel(request.durationHours)} · {participantsLabel(request)}
        </p>
        {request.notes && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{request.notes}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <ButtonLink to={`/bidding/${request.id}`} variant="secondary">
            Lihat Detail
          </ButtonLink>
          {request.canMarkDone && transactionId && (
            <Button onClick={() => setAsking('done')} disabled={busy}>
              Tandai Selesai
            </Button>
          )}
          {request.canCancel && (
            <Button
              variant="secondary"
              onClick={() => setAsking('cancel')}
              disabled={busy}
              className="text-red-700 ring-red-200 hover:bg-red-50"
            >
              Batalkan Permintaan
            </Button>
          )}
        </div>
      </article>

      <Confirmation
        of="cancelRequest"
        open={asking === 'cancel'}
        busy={cancel.isPending}
        onClose={close}
        onConfirm={() => cancel.mutate(request.id)}
      />
      {transactionId && (
        <Confirmation
          of="markDone"
          open={asking === 'done'}
          busy={done.isPending}
          onClose={close}
          onConfirm={() => done.mutate(transactionId)}
        />
      )}
    </li>
  );
}
