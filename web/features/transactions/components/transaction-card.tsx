import { Link } from 'react-router-dom';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import type { CustomerTransactionItem } from '../../../../core/transactions/views.ts';
import { ClassBadge, PaymentBadge, SourceBadge } from '../../../components/transactions/status-badges.tsx';

/** One of the customer's transactions in the list; the whole card opens its detail. */
export function TransactionCard({ transaction }: { transaction: CustomerTransactionItem }) {
  const { id, tutorName, subjects, totalPrice, createdAt, paymentStatus, classStatus, source, durationHours, studentCount } = transaction;
  return (
    <li>
      <Link
        to={`/transactions/${id}`}
        aria-label={`Transaksi dengan ${tutorName}, ${formatTransactionDate(createdAt)}`}
        className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-slate-900">{tutorName}</p>
            <p className="mt-0.5 text-sm text-slate-600">{subjects.join(', ')}</p>
          </div>
          <SourceBadge source={source} />
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {formatTransactionDate(createdAt)} · {durationHours} jam · {studentCount} orang
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <PaymentBadge status={paymentStatus} />
          <ClassBadge status={classStatus} />
        </div>
        <div className="mt-4 flex items-end justify-between border-t border-slate-100 pt-3">
          <div>
            <p className="text-xs text-slate-500">Total Pembayaran</p>
            <p className="text-lg font-bold text-slate-900">{formatRupiah(totalPrice)}</p>
          </div>
          <span className="text-sm font-semibold text-brand-700">Lihat Detail →</span>
        </div>
      </Link>
    </li>
  );
}
