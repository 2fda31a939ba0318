import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PayoutBadge } from '../../transactions/components/status-badges.tsx';
import { approvePayout, markPayoutPaid, rejectPayout, useAdminDecision } from '../api/admin-decisions.ts';
import type { AdminPayout } from '../../../../core/transactions/views.ts';
import { QueueState } from './queue-state.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function PayoutItem({ payout }: { payout: AdminPayout }) {
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminDecision(approvePayout, 'Pencairan disetujui.');
  const markPaid = useAdminDecision(markPayoutPaid, 'Pencairan ditandai sudah dibayar.');
  const reject = useAdminDecision(rejectPayout, 'Pencairan ditolak.', () => setRejecting(false));
  const busy = approve.isPending || markPaid.isPending || reject.isPending;

  return (
    <li aria-label={`Pencairan ${payout.tutorName}`} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between">
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
          <div>
            <dt className="text-slate-500">Jumlah</dt>
            <dd className="font-medium text-slate-900">{formatRupiah(payout.amount)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Biaya Admin</dt>
            <dd className="font-medium text-slate-900">{formatRupiah(payout.adminFee)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Ditransfer</dt>
            <dd className="text-lg font-bold text-slate-900">{formatRupiah(payout.net)}</dd>
          </div>
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
        <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy} className="text-red-700 ring-red-200 hover:bg-red-50">
          Tolak
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        title="Tolak pencairan"
        description={`Alasan ini ditampilkan kepada ${payout.tutorName}, yang kemudian dapat mengajukan pencairan lagi.`}
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => reject.mutate({ id: payout.id, reason })}
      />
    </li>
  );
}

/** 'Pencairan': approve, then transfer and mark paid; or reject with a reason. */
export function PayoutsQueue({ query }: { query: UseQueryResult<AdminPayout[]> }) {
  return (
    <QueueState query={query} empty="Tidak ada pencairan" emptyHint="Belum ada permintaan pencairan yang perlu diproses." failed="Gagal memuat pencairan">
      {(payouts) => (
        <ul aria-label="Antrean pencairan" className="flex flex-col gap-4">
          {payouts.map((payout) => (
            <PayoutItem key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </QueueState>
  );
}
