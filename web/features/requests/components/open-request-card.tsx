import { useId, useState } from 'react';
import type { OpenRequestItem } from '../../../../core/requests/views.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { createdLabel } from '../request-labels.ts';
import { JoinRequestButton } from './join-request-button.tsx';
import { OpenRequestDetails } from './open-request-details.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

/**
 * One OPEN request in 'Request Belajar', with 'Saya Tertarik Mengajar' (docs/product.md#request-join).
 * `markMatch`: on the whole list, a request sharing a subject with the tutor says so.
 */
export function OpenRequestCard({ request, markMatch }: { request: OpenRequestItem; markMatch: boolean }) {
  const headingId = useId();
  const detailsId = useId();
  const now = useNow();
  const [expanded, setExpanded] = useState(false);

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
        {markMatch && request.matchesMySubjects && (
          <div className="mt-2">
            <Badge tone="brand">Sesuai mata pelajaran Anda</Badge>
          </div>
        )}
        <OpenRequestDetails id={detailsId} expanded={expanded} onToggle={() => setExpanded((open) => !open)} request={request} />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
          <JoinRequestButton request={request} />
        </div>
      </article>
    </li>
  );
}
