import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { AMOUNT_BASIS_LABELS, TUTOR_SUMMARY_BASIS, TUTOR_SUMMARY_LABELS } from '../../../../core/transactions/labels.ts';
import type { TutorSummary } from '../../../../core/transactions/views.ts';

const CARDS: { key: keyof TutorSummary; hint: string; accent: string }[] = [
  { key: 'upcoming', hint: 'Sudah dibayar, kelas berlangsung', accent: 'from-sky-500 to-sky-600' },
  { key: 'readyToWithdraw', hint: 'Kelas selesai, siap dicairkan', accent: 'from-emerald-500 to-emerald-600' },
  { key: 'inWithdrawal', hint: 'Pencairan diminta atau disetujui', accent: 'from-amber-500 to-amber-600' },
  { key: 'earnedThisMonth', hint: 'Pencairan selesai bulan ini', accent: 'from-brand-600 to-brand-800' },
];

/**
 * Summary cards (docs/product.md#tutor-summary-cards). A row of four from 768 px; below it a
 * horizontal carousel that snaps card by card (swipe or scroll).
 */
export function SummaryCards({ summary }: { summary: TutorSummary | undefined }) {
  return (
    <ul
      aria-label="Ringkasan pendapatan"
      className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0"
    >
      {CARDS.map(({ key, hint, accent }) => (
        <li
          key={key}
          aria-label={TUTOR_SUMMARY_LABELS[key]}
          className={`w-[75%] shrink-0 snap-start rounded-2xl bg-linear-to-br p-4 text-white shadow-sm sm:w-[45%] md:w-auto ${accent}`}
        >
          <p className="text-sm font-medium text-white/85">{TUTOR_SUMMARY_LABELS[key]}</p>
          <p className="mt-2 text-2xl font-bold tracking-tight" data-testid={`summary-${key}`}>
            {summary ? formatRupiah(summary[key].amount) : '—'}
          </p>
          <p className="mt-1 text-xs text-white/80">
            {summary ? `${summary[key].count} transaksi · ` : ''}
            {hint}
          </p>
          <p className="mt-0.5 text-xs text-white/70">{AMOUNT_BASIS_LABELS[TUTOR_SUMMARY_BASIS[key]]}</p>
        </li>
      ))}
    </ul>
  );
}
