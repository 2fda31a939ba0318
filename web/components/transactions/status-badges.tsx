import { CLASS_STATUS_LABELS, PAYMENT_STATUS_LABELS, PAYOUT_STATUS_LABELS, SOURCE_LABELS } from '../../../core/transactions/labels.ts';
import type { ClassStatus, PaymentStatus, PayoutStatus, TransactionSource } from '../../../core/transactions/statuses.ts';
import { Badge } from '../ui/badge.tsx';
import { CLASS_TONES, PAYMENT_TONES, PAYOUT_TONES } from './status-tones.ts';

export const PaymentBadge = ({ status }: { status: PaymentStatus }) => <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;

export const ClassBadge = ({ status }: { status: ClassStatus }) => <Badge tone={CLASS_TONES[status]}>{CLASS_STATUS_LABELS[status]}</Badge>;

export const PayoutBadge = ({ status }: { status: PayoutStatus }) => <Badge tone={PAYOUT_TONES[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>;

export const SourceBadge = ({ source }: { source: TransactionSource }) => <Badge tone="neutral">{SOURCE_LABELS[source]}</Badge>;
