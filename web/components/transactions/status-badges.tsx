import {
  CLASS_STATUS_DISPLAY,
  PAYMENT_STATUS_DISPLAY,
  PAYOUT_STATUS_DISPLAY,
  SOURCE_LABELS,
  type StatusDisplay,
} from '../../../core/transactions/labels.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus, TransactionSource } from '../../../core/transactions/statuses.ts';
import { Badge } from '../ui/badge.tsx';

const StatusBadge = ({ shown }: { shown: StatusDisplay }) => <Badge tone={shown.tone}>{shown.label}</Badge>;

export const PaymentBadge = ({ status }: { status: PaymentStatus }) => <StatusBadge shown={PAYMENT_STATUS_DISPLAY[status]} />;

export const ClassBadge = ({ status }: { status: ClassStatus }) => <StatusBadge shown={CLASS_STATUS_DISPLAY[status]} />;

export const PayoutBadge = ({ status }: { status: PayoutStatus }) => <StatusBadge shown={PAYOUT_STATUS_DISPLAY[status]} />;

export const SourceBadge = ({ source }: { source: TransactionSource }) => <Badge tone="neutral">{SOURCE_LABELS[source]}</Badge>;
