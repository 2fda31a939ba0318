import { CLASS_STATUS_DISPLAY, PAYMENT_STATUS_DISPLAY } from '../../../../core/transactions/labels.ts';
import { CLASS_STATUSES, PAYMENT_STATUSES } from '../../../../core/transactions/statuses.ts';
import { ClassBadge, PaymentBadge } from '../../../components/transactions/status-badges.tsx';

/** The list explains its badges (docs/product.md#transaction-labels). */
export function StatusLegend() {
  return (
    <details className="group rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 [&_summary::-webkit-details-marker]:hidden">
      <summary className="flex cursor-pointer items-center justify-between gap-2 text-sm font-semibold text-slate-900">
        Keterangan Status
        <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Status Pembayaran</h3>
          <dl className="space-y-2">
            {PAYMENT_STATUSES.map((status) => (
              <div key={status} className="flex flex-col gap-1">
                <dt>
                  <PaymentBadge status={status} />
                </dt>
                <dd className="text-sm text-slate-600">{PAYMENT_STATUS_DISPLAY[status].hint}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Status Kelas</h3>
          <dl className="space-y-2">
            {CLASS_STATUSES.map((status) => (
              <div key={status} className="flex flex-col gap-1">
                <dt>
                  <ClassBadge status={status} />
                </dt>
                <dd className="text-sm text-slate-600">{CLASS_STATUS_DISPLAY[status].hint}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </details>
  );
}
