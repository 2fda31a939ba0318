import type { ReactNode } from 'react';

export type InfoRow = { label: string; value: ReactNode };

/** Label / value rows, stacked on phones and side by side from 640 px. */
export function InfoTable({ rows, label }: { rows: InfoRow[]; label: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-100">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm text-slate-500">{row.label}</dt>
          <dd className="text-sm font-medium break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
