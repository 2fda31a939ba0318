import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { AMOUNT_BASIS_LABELS, PAYOUT_STATUS_LABELS, TUTOR_SHARE_LABEL } from '../../../../core/transactions/labels.ts';
import type { TutorTransactionItem } from '../../../../core/transactions/views.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ClassBadge, PaymentBadge, PayoutBadge, SourceBadge } from '../../../components/transactions/status-badges.tsx';

/** One of the tutor's transactions: who, what, their share, the statuses and the two buttons. */
export function TutorTransactionCard({
  transaction,
  onRequestPayout,
}: {
  transaction: TutorTransactionItem;
  onRequestPayout: (id: string) => void;
}) {
  const t = transaction;
  return (
    <li aria-label={`Transaksi ${t.customerName}`} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-slate-900">{t.customerName}</p>
          <p className="mt-0.5 text-sm text-slate-600">{t.subjects.join(', ')}</p>
        </div>
        <SourceBadge source={t.source} />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {formatTransactionDate(t.createdAt)} · {t.durationHours} jam · {t.studentCount} orang
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PaymentBadge status={t.paymentStatus} />
        <ClassBadge status={t.classStatus} />
        {t.payoutStatus && (
          <span className="inline-flex items-center gap-1">
            {/* 'Selesai' alone reads like the class; the other payout labels already say 'Pencairan'. */}
            {!PAYOUT_STATUS_LABELS[t.payoutStatus].startsWith('Pencairan') && <span className="text-xs text-slate-500">Pencairan</span>}
            <PayoutBadge status={t.payoutStatus} />
          </span>
        )}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <p className="text-xs text-slate-500">Total Pembayaran</p>
          <p className="font-semibold text-slate-900">{formatRupiah(t.totalPrice)}</p>
        </div>
        <div>
          <p className="text-xs text-slate-500">{TUTOR_SHARE_LABEL}</p>
          <p className="font-semibold text-emerald-700">{formatRupiah(t.tutorPayment)}</p>
          <p className="text-xs text-slate-500">{AMOUNT_BASIS_LABELS.gross}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {t.canRequestPayout && <Button onClick={() => onRequestPayout(t.id)}>Minta Pencairan</Button>}
        <ButtonLink to={`/tutor-transactions/${t.id}`} variant="secondary">
          Lihat Detail
        </ButtonLink>
      </div>
    </li>
  );
}
