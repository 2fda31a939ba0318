import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import type { SendQueueCounts, SendQueueSummary } from '../../../../core/admin/send-queues.ts';
import { QuerySection } from './query-section.tsx';
import { queueLabel } from './queue-labels.ts';

const COLUMNS: { key: keyof SendQueueCounts; label: string }[] = [
  { key: 'waiting', label: 'Menunggu' },
  { key: 'active', label: 'Berjalan' },
  { key: 'delayed', label: 'Ditunda' },
  { key: 'failed', label: 'Gagal' },
  { key: 'completed', label: 'Selesai' },
];

function QueueState({ queue }: { queue: SendQueueSummary }) {
  if (queue.paused) return <Badge tone="warning">Dijeda</Badge>;
  if (queue.rateLimitedMs > 0) return <Badge tone="warning">{`Dibatasi ${Math.ceil(queue.rateLimitedMs / 1000)} dtk`}</Badge>;
  return <Badge tone="success">Normal</Badge>;
}

/** Each send queue's jobs by state (completed ones are kept a day), read every 5 s while the tab is open. */
export function SendQueuesTable({ query }: { query: UseQueryResult<SendQueueSummary[]> }) {
  return (
    <QuerySection id="send-queues-title" title="Antrean Pengiriman" query={query} failed="Gagal memuat antrean pengiriman">
      {(queues) => (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Antrean
                </th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {column.label}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-3 font-medium">
                  Keadaan
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {queues.map((queue) => (
                <tr key={queue.name}>
                  <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                    {queueLabel(queue.name)}
                  </th>
                  {COLUMNS.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 text-right tabular-nums ${column.key === 'failed' && queue.counts.failed > 0 ? 'font-semibold text-red-700' : 'text-slate-700'}`}
                    >
                      {queue.counts[column.key]}
                    </td>
                  ))}
                  <td className="py-2 pl-3">
                    <QueueState queue={queue} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QuerySection>
  );
}
