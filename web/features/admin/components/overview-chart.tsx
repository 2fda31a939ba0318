import { overviewDayLabel, type OverviewDay } from '../../../../core/admin/overview.ts';
import { formatRupiah } from '../../../../core/format/rupiah.ts';

// Hand-drawn SVG rather than a chart library: thirty bars of two values are a few rectangles, and a
// library (recharts pulls d3 in) would weigh more than the rest of the admin chunk for one chart.
// For screen readers the drawing is one image with a summary, and the figures are a table only
// they read; sighted mouse users get each bar's figures as its tooltip.

const WIDTH = 600;
const HEIGHT = 200;
const TOP = 18;
const BOTTOM = 22;
const PLOT = HEIGHT - TOP - BOTTOM;

/** One sentence with the window, the totals and the best day: what a glance at the chart gives. */
export function chartSummary(days: OverviewDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Grafik nilai transaksi 30 hari terakhir: tidak ada data.';
  const gross = days.reduce((sum, day) => sum + day.gross, 0);
  const fee = days.reduce((sum, day) => sum + day.platformFee, 0);
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const best = days.reduce((top, day) => (day.gross > top.gross ? day : top), first);
  return (
    `Grafik nilai kotor per hari, ${overviewDayLabel(first.date)} sampai ${overviewDayLabel(last.date)}: ` +
    `total ${formatRupiah(gross)} dari ${count} transaksi, biaya platform ${formatRupiah(fee)}; ` +
    `tertinggi ${formatRupiah(best.gross)} pada ${overviewDayLabel(best.date)}.`
  );
}

/** Gross per day as bars with the platform fee's part darker at their foot, oldest day on the left. */
export function OverviewChart({ days }: { days: OverviewDay[] }) {
  const max = Math.max(1, ...days.map((day) => day.gross));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = slot * 0.7;
  const height = (amount: number) => (amount / max) * PLOT;
  const first = days[0];
  const last = days.at(-1);

  return (
    <div className="flex flex-col gap-3">
      <svg role="img" aria-label={chartSummary(days)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full">
        <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} className="stroke-slate-200" strokeDasharray="4 4" />
        <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-slate-300" />
        <text x={0} y={TOP - 6} className="fill-slate-500 text-[11px]">
          {formatRupiah(max)}
        </text>
        {days.map((day, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const gross = height(day.gross);
          const fee = height(day.platformFee);
          return (
            <g key={day.date}>
              <title>{`${overviewDayLabel(day.date)}: ${formatRupiah(day.gross)} kotor, ${formatRupiah(day.platformFee)} biaya platform, ${day.count} transaksi`}</title>
              <rect x={x} y={TOP + PLOT - gross} width={barWidth} height={gross} rx={2} className="fill-brand-300" />
              <rect x={x} y={TOP + PLOT - fee} width={barWidth} height={fee} rx={2} className="fill-brand-700" />
            </g>
          );
        })}
        {first && (
          <text x={0} y={HEIGHT - 6} className="fill-slate-500 text-[11px]">
            {overviewDayLabel(first.date)}
          </text>
        )}
        {last && (
          <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="fill-slate-500 text-[11px]">
            {overviewDayLabel(last.date)}
          </text>
        )}
      </svg>
      <div className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-300" /> Nilai kotor
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-700" /> Biaya platform
        </span>
      </div>
      <table className="sr-only">
        <caption>Nilai transaksi per hari, 30 hari terakhir</caption>
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Nilai Kotor</th>
            <th scope="col">Biaya Platform</th>
            <th scope="col">Transaksi</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{overviewDayLabel(day.date)}</th>
              <td>{formatRupiah(day.gross)}</td>
              <td>{formatRupiah(day.platformFee)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
