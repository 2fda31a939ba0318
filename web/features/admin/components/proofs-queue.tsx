import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProofPreview } from '../../transactions/components/proof-preview.tsx';
import { approveProof, rejectProof, useAdminDecision } from '../api/admin-decisions.ts';
import type { PendingProof } from '../../../../core/transactions/views.ts';
import { QueueState } from './queue-state.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function ProofItem({ proof }: { proof: PendingProof }) {
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminDecision(approveProof, 'Pembayaran diverifikasi. Nomor tutor kini terlihat oleh siswa.');
  const reject = useAdminDecision(rejectProof, 'Bukti pembayaran ditolak. Siswa dapat mengunggah ulang.', () => setRejecting(false));
  const busy = approve.isPending || reject.isPending;

  return (
    <li aria-label={`Bukti pembayaran ${proof.customerName}`} className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-[16rem_1fr]">
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
        <p className="text-xs text-slate-500">Jumlah yang harus dibayar</p>
        <p className="text-2xl font-bold text-slate-900">{formatRupiah(proof.amountDue)}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Siswa</dt>
            <dd className="font-medium text-slate-900">{proof.customerName}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Tutor</dt>
            <dd className="font-medium text-slate-900">{proof.tutorName}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Diunggah</dt>
            <dd className="font-medium text-slate-900">{formatTransactionDate(proof.uploadedAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Transaksi</dt>
            <dd>
              <Link to={`/transactions/${proof.transactionId}`} className="font-medium text-brand-700 hover:underline">
                Lihat transaksi
              </Link>
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Button onClick={() => approve.mutate(proof.proofId)} disabled={busy}>
            {approve.isPending ? 'Memproses...' : 'Setujui'}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy} className="text-red-700 ring-red-200 hover:bg-red-50">
            Tolak
          </Button>
        </div>
      </div>
      <ReasonDialog
        open={rejecting}
        title="Tolak bukti pembayaran"
        description={`Alasan ini ditampilkan kepada ${proof.customerName}, yang kemudian dapat mengunggah bukti baru.`}
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => reject.mutate({ id: proof.proofId, reason })}
      />
    </li>
  );
}

/** 'Bukti Pembayaran': proofs waiting for an admin, oldest first. */
export function ProofsQueue({ query }: { query: UseQueryResult<PendingProof[]> }) {
  return (
    <QueueState query={query} empty="Tidak ada bukti pembayaran" emptyHint="Semua bukti pembayaran sudah diverifikasi." failed="Gagal memuat bukti pembayaran">
      {(proofs) => (
        <ul aria-label="Antrean bukti pembayaran" className="flex flex-col gap-4">
          {proofs.map((proof) => (
            <ProofItem key={proof.proofId} proof={proof} />
          ))}
        </ul>
      )}
    </QueueState>
  );
}
