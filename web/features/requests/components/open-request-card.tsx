import { useId, useState } from 'react';
import { toast } from 'sonner';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import type { OpenRequestItem } from '../../../../core/requests/views.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { joinRequest } from '../api/requests-api.ts';
import { useRequestMutation } from '../api/use-request-mutation.ts';
import { createdLabel, joinButtonState } from '../request-labels.ts';
import { OpenRequestDetails } from './open-request-details.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

const JOIN_FAILED = 'Gagal bergabung dengan permintaan belajar. Silakan coba lagi.';

/** One OPEN request in 'Request Belajar', with 'Saya Tertarik Mengajar' (docs/product.md#request-join). */
export function OpenRequestCard({ request }: { request: OpenRequestItem }) {
  const headingId = useId();
  const detailsId = useId();
  const now = useNow();
  const [expanded, setExpanded] = useState(false);
  const join = useRequestMutation(joinRequest, {
    onSuccess: (result) => toast.success('Berhasil', { description: result.message }),
    onError: (error) => toast.error('Error', { description: serverMessage(error) ?? JOIN_FAILED }),
  });
  // Joined shows at once: the list's refetch after the join may take a moment.
  const joined = request.joined || join.isSuccess;
  const button = joinButtonState({ joined, pending: join.isPending, canJoin: request.canJoin });

  return (
    <li data-request-id={request.id}>
      <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-base font-semibold text-slate-900">
            {request.subjects.join(', ')}
          </h2>
          <RequestStatusBadge badge={request.badge} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {request.customerName} · <span className="text-slate-500">{createdLabel(request.createdAt, now)}</span>
        </p>
        {request.matchesMySubjects && (
          <div className="mt-2">
            <Badge tone="brand">Sesuai mata pelajaran Anda</Badge>
          </div>
        )}
        <OpenRequestDetails id={detailsId} expanded={expanded} onToggle={() => setExpanded((open) => !open)} request={request} />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
          <Button onClick={() => join.mutate(request.id)} disabled={button.disabled}>
            {button.text}
          </Button>
          {request.full && !joined && <p className="text-sm text-slate-500">{REQUEST_MESSAGES.full}</p>}
        </div>
      </article>
    </li>
  );
}
