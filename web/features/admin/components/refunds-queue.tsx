import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { completeRefund, useAdminDecision } from '../api/admin-decisions.ts';
import type { RefundRequest } from '../../../../core/transactions/views.ts';
import { QueueList } from './queue-list.tsx';

function RefundItem({ refund }: { refund: RefundRequest }) {
  const complete = useAdminDecision(completeRefund, 'Refund ditandai selesai.');
  return (
    <li
      aria-label={`Refund ${refund.customerName}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{refund.customerName}</p>
        <p className="text-sm text-slate-600">
          {refund.customerPhone} · {refund.customerEmail}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Tutor: {refund.tutorName} ·{' '}
          <Link to={`/transactions/${refund.transactionId}`} className="font-medium text-brand-700 hover:underline">
            Lihat transaksi
          </Link>
        </p>
        <p className="text-xs text-slate-500">Diajukan {formatTransactionDate(refund.requestedAt)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-4">
        <p className="text-lg font-bold text-slate-900">{formatRupiah(refund.amount)}</p>
        <Button onClick={() => complete.mutate(refund.transactionId)} disabled={complete.isPending}>
          {complete.isPending ? 'Memproses...' : 'Selesaikan Refund'}
        </Button>
      </div>
    </li>
  );
}

/** 'Refund': paid classes the customer cancelled; the admin transfers the money back, then completes. */
export function RefundsQueue({ query }: { query: UseQueryResult<RefundRequest[]> }) {
  return (
    <QueueList
      query={query}
      label="Antrean refund"
      empty="Tidak ada refund"
      emptyHint="Belum ada permintaan refund yang perlu diproses."
      failed="Gagal memuat refund"
      itemKey={(refund) => refund.transactionId}
    >
      {(refund) => <RefundItem refund={refund} />}
    </QueueList>
  );
}
