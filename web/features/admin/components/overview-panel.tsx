import type { ReactNode } from 'react';
import { overviewMonthLabel, type AdminOverview } from '../../../../core/admin/overview.ts';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useAdminOverview } from '../api/get-admin-overview.ts';
import { OverviewChart } from './overview-chart.tsx';

function Card({ title, value, children }: { title: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-500">{title}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {children && <dd className="mt-1 text-sm text-slate-600">{children}</dd>}
    </div>
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const month = overviewMonthLabel(overview.thisMonth.month);
  return (
    <dl aria-label="Angka ringkasan" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Card title="Tutor" value={overview.tutors.listed}>{`tampil di galeri, dari ${overview.tutors.all} tutor terdaftar`}</Card>
      <Card title="Siswa" value={overview.customers}>
        akun siswa terdaftar
      </Card>
      <Card title="Bukti Menunggu Verifikasi" value={overview.proofsWaiting} />
      <Card
        title="Pencairan Belum Dibayar"
        value={overview.payoutsDue.count}
      >{`${formatRupiah(overview.payoutsDue.amount)} akan ditransfer`}</Card>
      <Card
        title={`Nilai Kotor ${month}`}
        value={formatRupiah(overview.thisMonth.gross)}
      >{`${overview.thisMonth.count} pembayaran terverifikasi`}</Card>
      <Card title={`Biaya Platform ${month}`} value={formatRupiah(overview.thisMonth.platformFee)} />
      <Card title={`Kode Unik ${month}`} value={formatRupiah(overview.thisMonth.uniqueCodes)}>
        di luar nilai kotor dan bagian tutor
      </Card>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:col-span-2 lg:col-span-3">
        <dt className="text-sm font-medium text-slate-500">Permintaan Belajar</dt>
        <dd>
          <ul className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
            {overview.requests.map((entry) => (
              <li key={entry.status} className="text-sm text-slate-600">
                {entry.label} <span className="text-lg font-bold text-slate-900 tabular-nums">{entry.count}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

/**
 * 'Ringkasan' (docs/product.md#admin-overview): the platform's figures and the money verified on each
 * of the last 30 Jakarta days.
 */
export function OverviewPanel() {
  const query = useAdminOverview();
  if (query.isPending) return <LoadingBlock label="Memuat data..." />;
  if (query.isError) return <LoadError message="Gagal memuat ringkasan" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const overview = query.data;
  const quiet = overview.days.every((day) => day.count === 0);
  return (
    <div className="flex flex-col gap-6">
      <Figures overview={overview} />
      <section aria-labelledby="overview-days-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="overview-days-title" className="mb-3 text-lg font-semibold text-slate-900">
          Pembayaran Terverifikasi 30 Hari Terakhir
        </h2>
        {quiet ? <EmptyState title="Belum ada transaksi dalam 30 hari terakhir" /> : <OverviewChart days={overview.days} />}
      </section>
    </div>
  );
}
