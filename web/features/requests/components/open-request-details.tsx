import type { OpenRequestItem } from '../../../../core/requests/views.ts';
import { hoursLabel, participantsLabel, studentsLabel } from '../request-labels.ts';

type Props = { id: string; expanded: boolean; onToggle: () => void; request: OpenRequestItem };

/**
 * The expandable part of a tutor's request card (docs/product.md#request-join): a real button with
 * aria-expanded and aria-controls, so a screen reader hears whether the details are open.
 */
export function OpenRequestDetails({ id, expanded, onToggle, request }: Props) {
  const rows: Array<[string, string]> = [
    ['Jumlah Siswa', studentsLabel(request.studentCount)],
    ['Durasi', hoursLabel(request.durationHours)],
    ['Catatan', request.notes ?? 'Tidak ada catatan'],
    ['Status', request.badge.label],
    ['Tutor', participantsLabel(request)],
  ];
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {expanded ? 'Sembunyikan detail' : 'Lihat detail'}
        <svg
          viewBox="0 0 24 24"
          className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <dl id={id} hidden={!expanded} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="whitespace-pre-line break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
