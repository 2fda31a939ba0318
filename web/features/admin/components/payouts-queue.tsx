import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PayoutBadge } from '../../../components/transactions/status-badges.tsx';
import { approvePayout, markPayoutPaid, rejectPayout, useAdminDecision } from '../api/admin-decisions.ts';
import type { AdminPayout } from '../../../../core/transactions/views.ts';
import { QueueDetail, QueueList } from './queue-list.tsx';
import { RejectAction, useRejection } from './reject-action.tsx';

function PayoutItem({ payout }: { payout: AdminPayout }) {
  const approve = useAdminDecision(approvePayout, 'Pencairan disetujui.');
  const markPaid = useAdminDecision(markPayoutPaid, 'Pencairan ditandai sudah dibayar.');
  const rejection = useRejection(rejectPayout, 'Pencairan ditolak.');
  const busy = approve.isPending || markPaid.isPending || rejection.decision.isPending;

  return (
    <li
      aria-label={`Pencairan ${payout.tutorName}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{payout.tutorName}</p>
          <PayoutBadge status={payout.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Rekening: <span className="font-medium text-slate-900">{payout.bankAccount}</span>
        </p>
        <p className="text-xs text-slate-500">Diajukan {formatTransactionDate(payout.createdAt)}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <QueueDetail term="Jumlah">{formatRupiah(payout.amount)}</QueueDetail>
          <QueueDetail term="Biaya Admin">{formatRupiah(payout.adminFee)}</QueueDetail>
          <QueueDetail term="Ditransfer" valueClassName="text-lg font-bold text-slate-900">
            {formatRupiah(payout.net)}
          </QueueDetail>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {payout.status === 'REQUESTED' && (
          <Button onClick={() => approve.mutate(payout.id)} disabled={busy}>
            {approve.isPending ? 'Memproses...' : 'Setujui'}
          </Button>
        )}
        {payout.status === 'APPROVED' && (
          <Button onClick={() => markPaid.mutate(payout.id)} disabled={busy}>
            {markPaid.isPending ? 'Memproses...' : 'Tandai Dibayar'}
          </Button>
        )}
        <RejectAction
          rejection={rejection}
          id={payout.id}
          title="Tolak pencairan"
          description={`Alasan ini ditampilkan kepada ${payout.tutorName}, yang kemudian dapat mengajukan pencairan lagi.`}
          disabled={busy}
        />
      </div>
    </li>
  );
}

/** 'Pencairan': approve, then transfer and mark paid; or reject with a reason. */
export function PayoutsQueue({ query }: { query: UseQueryResult<AdminPayout[]> }) {
  return (
    <QueueList
      query={query}
      label="Antrean pencairan"
      empty="Tidak ada pencairan"
      emptyHint="Belum ada permintaan pencairan yang perlu diproses."
      failed="Gagal memuat pencairan"
      itemKey={(payout) => payout.id}
    >
      {(payout) => <PayoutItem payout={payout} />}
    </QueueList>
  );
}
