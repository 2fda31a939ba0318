import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProofPreview } from '../../../components/transactions/proof-preview.tsx';
import { approveProof, rejectProof, useAdminDecision } from '../api/admin-decisions.ts';
import type { PendingProof } from '../../../../core/transactions/views.ts';
import { QueueDetail, QueueList } from './queue-list.tsx';
import { RejectAction, useRejection } from './reject-action.tsx';

function ProofItem({ proof }: { proof: PendingProof }) {
  const approve = useAdminDecision(approveProof, 'Pembayaran diverifikasi. Nomor tutor kini terlihat oleh siswa.');
  const rejection = useRejection(rejectProof, 'Bukti pembayaran ditolak. Siswa dapat mengunggah ulang.');
  const busy = approve.isPending || rejection.decision.isPending;

  return (
    <li
      aria-label={`Bukti pembayaran ${proof.customerName}`}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-[16rem_1fr]"
    >
      <ProofPreview url={proof.previewUrl} mime={proof.mime} />
      <div className="flex min-w-0 flex-col">
        {proof.duplicateOf && (
          <div role="alert" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">Kemungkinan bukti ganda</p>
            <p>
              File yang sama sudah pernah dikirim untuk{' '}
              <Link to={`/transactions/${proof.duplicateOf.transactionId}`} className="font-semibold underline">
                transaksi lain
              </Link>
              . Periksa dengan teliti sebelum menyetujui.
            </p>
          </div>
        )}
        {proof.statementLine && (
          <div role="status" className="mb-3 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <p className="font-semibold">Ada di mutasi bank</p>
            <p>
              {formatRupiah(proof.statementLine.amount)} masuk pada {proof.statementLine.date} ({proof.statementLine.description}).{' '}
              {proof.statementLine.candidates > 1
                ? `Jumlah ini cocok dengan ${proof.statementLine.candidates} transaksi: pastikan bukti ini miliknya.`
                : 'Jumlah ini cocok dengan transaksi ini.'}
            </p>
          </div>
        )}
        <p className="text-xs text-slate-500">Jumlah yang harus dibayar</p>
        <p className="text-2xl font-bold text-slate-900">{formatRupiah(proof.amountDue)}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <QueueDetail term="Siswa">{proof.customerName}</QueueDetail>
          <QueueDetail term="Tutor">{proof.tutorName}</QueueDetail>
          <QueueDetail term="Diunggah">{formatTransactionDate(proof.uploadedAt)}</QueueDetail>
          <QueueDetail term="Transaksi" valueClassName="">
            <Link to={`/transactions/${proof.transactionId}`} className="font-medium text-brand-700 hover:underline">
              Lihat transaksi
            </Link>
          </QueueDetail>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Button onClick={() => approve.mutate(proof.proofId)} disabled={busy}>
            {approve.isPending ? 'Memproses...' : 'Setujui'}
          </Button>
          <RejectAction
            rejection={rejection}
            id={proof.proofId}
            title="Tolak bukti pembayaran"
            description={`Alasan ini ditampilkan kepada ${proof.customerName}, yang kemudian dapat mengunggah bukti baru.`}
            disabled={busy}
          />
        </div>
      </div>
    </li>
  );
}

/** 'Bukti Pembayaran': proofs waiting for an admin, oldest first. */
export function ProofsQueue({ query }: { query: UseQueryResult<PendingProof[]> }) {
  return (
    <QueueList
      query={query}
      label="Antrean bukti pembayaran"
      empty="Tidak ada bukti pembayaran"
      emptyHint="Semua bukti pembayaran sudah diverifikasi."
      failed="Gagal memuat bukti pembayaran"
      itemKey={(proof) => proof.proofId}
    >
      {(proof) => <ProofItem proof={proof} />}
    </QueueList>
  );
}
