import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ATTENDANCE_LABELS, DISPUTE_OUTCOME_LABELS, type DisputeOutcome } from '../../../../core/lessons/attendance-messages.ts';
import type { DisputeView } from '../../../../core/lessons/dispute-view.ts';
import { formatLessonTime } from '../../../../core/lessons/time-zones.ts';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useAdminDecision } from '../api/admin-decisions.ts';
import { decideDispute } from '../api/disputes.ts';
import { QueueList } from './queue-list.tsx';

const SIDE = { customer: 'Pelanggan', tutor: 'Tutor' } as const;

function Statement({ who, text }: { who: string; text: string | null }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-800">{who}</p>
      <p className="whitespace-pre-wrap text-slate-700">{text ?? 'Belum menulis penjelasan.'}</p>
    </div>
  );
}

function DisputeItem({ dispute }: { dispute: DisputeView }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const decide = useAdminDecision(decideDispute, 'Keputusan tersimpan. Kedua pihak diberi tahu.');
  const send = (outcome: DisputeOutcome) =>
    decide.mutate({
      id: dispute.id,
      outcome,
      refundAmount: outcome === 'PARTIAL_REFUND' ? Number(amount.replace(/\D/g, '')) || null : null,
      note: note.trim() || null,
    });
  const open = dispute.status === 'OPEN';
  return (
    <li
      aria-label={`Sengketa ${dispute.customerName}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <p className="font-semibold text-slate-900">
          {dispute.customerName} · Tutor {dispute.tutorName}
        </p>
        <p className="text-sm text-slate-600">
          Sesi {formatLessonTime(new Date(dispute.startsAt), 'Asia/Jakarta')} · {SIDE[dispute.openedBy]} menjawab &quot;
          {ATTENDANCE_LABELS[dispute.reason]}&quot; · Total {formatRupiah(dispute.totalPrice)} ·{' '}
          <Link to={`/transactions/${dispute.transactionId}`} className="font-medium text-brand-700 hover:underline">
            Lihat transaksi
          </Link>
        </p>
      </div>
      <div className="grid gap-2 md:grid-cols-2">
        <Statement who="Pelanggan" text={dispute.customerStatement} />
        <Statement who="Tutor" text={dispute.tutorStatement} />
      </div>
      {open ? (
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 md:grid-cols-2">
            <TextField
              id={`refund-${dispute.id}`}
              label="Jumlah refund sebagian (Rp)"
              optional
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextAreaField
              id={`note-${dispute.id}`}
              label="Catatan untuk kedua pihak"
              optional
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {(['DONE', 'PARTIAL_REFUND', 'FULL_REFUND'] as const).map((outcome) => (
              <Button
                key={outcome}
                variant={outcome === 'DONE' ? 'primary' : 'secondary'}
                disabled={decide.isPending}
                onClick={() => send(outcome)}
              >
                {DISPUTE_OUTCOME_LABELS[outcome]}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm font-medium text-slate-700">
          Diputuskan: {dispute.outcome ? DISPUTE_OUTCOME_LABELS[dispute.outcome] : '-'}
          {dispute.refundAmount ? ` (${formatRupiah(dispute.refundAmount)})` : ''}
        </p>
      )}
    </li>
  );
}

/** 'Sengketa': sessions a side answered 'Tidak' / 'Ada masalah' for; the payout waits for the decision here. */
export function DisputesQueue({ query }: { query: UseQueryResult<DisputeView[]> }) {
  return (
    <QueueList
      query={query}
      label="Antrean sengketa"
      empty="Tidak ada sengketa"
      emptyHint="Belum ada laporan kelas yang perlu diputuskan."
      failed="Gagal memuat sengketa"
      itemKey={(dispute) => dispute.id}
    >
      {(dispute) => <DisputeItem dispute={dispute} />}
    </QueueList>
  );
}
