import { useId, useState } from 'react';
import { AUDIT_ENTITY_LABELS, auditActionLabel, type AuditEntryView, type AuditSummary } from '../../../../core/admin/audit.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useAuditLog } from '../api/admin-users.ts';
import { Pager } from './pager.tsx';

const summary = (state: AuditSummary | null) =>
  state === null || Object.keys(state).length === 0
    ? '—'
    : Object.entries(state)
        .map(([key, value]) => `${key}: ${value === null ? '-' : String(value)}`)
        .join(', ');

function AuditRow({ entry }: { entry: AuditEntryView }) {
  return (
    <li className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{auditActionLabel(entry.action)}</p>
        <time dateTime={entry.createdAt} className="text-xs text-slate-500">
          {formatTransactionDate(entry.createdAt)}
        </time>
      </div>
      <p className="text-slate-600">
        Oleh {entry.actor ? entry.actor.name : 'Sistem'} · {AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity}{' '}
        <span className="font-mono text-xs break-all">{entry.entityId}</span>
      </p>
      <dl className="mt-2 grid gap-1 text-xs text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">Sebelum: </dt>
          <dd className="inline break-words">{summary(entry.before)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Sesudah: </dt>
          <dd className="inline break-words">{summary(entry.after)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** 'Log Audit' (docs/product.md#admin-audit): every recorded change, newest first, filtered by kind. */
export function AuditLogPanel() {
  const id = useId();
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAuditLog(entity, page);

  return (
    <div className="flex flex-col gap-5">
      <div className="sm:w-64">
        <label htmlFor={`${id}-entity`} className="mb-1 block text-sm font-medium text-slate-800">
          Jenis data
        </label>
        <select
          id={`${id}-entity`}
          className={inputClass}
          value={entity}
          onChange={(event) => {
            setEntity(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Semua</option>
          {Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {audit.isPending ? (
        <LoadingBlock label="Memuat data..." />
      ) : audit.isError ? (
        <LoadError message="Gagal memuat log audit" onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title="Belum ada catatan audit">Perubahan status dan keputusan admin akan tercatat di sini.</EmptyState>
      ) : (
        <div className={`flex flex-col gap-4 transition-opacity ${audit.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ul aria-label="Log audit" className="flex flex-col gap-3">
            {audit.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager page={page} hasMore={audit.data.hasMore} onChange={setPage} />
        </div>
      )}
    </div>
  );
}
