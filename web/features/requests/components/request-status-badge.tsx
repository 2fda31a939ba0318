import type { RequestBadge, RequestDisplayStatus } from '../../../../core/requests/request-status.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

const TONES: Record<RequestDisplayStatus, BadgeTone> = {
  OPEN: 'info',
  TUTOR_SELECTED: 'brand',
  PAYMENT_PENDING: 'warning',
  PAID: 'success',
  COMPLETED: 'success',
  CANCELLED: 'danger',
  EXPIRED: 'neutral',
  CLOSED: 'neutral',
};

/** The request's status with its tooltip (docs/product.md#request-states); the server derived both. */
export function RequestStatusBadge({ badge }: { badge: RequestBadge }) {
  return (
    <Tooltip text={badge.tooltip}>
      <Badge tone={TONES[badge.status]}>{badge.label}</Badge>
    </Tooltip>
  );
}
