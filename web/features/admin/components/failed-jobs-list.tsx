import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RadioPills } from '../../../components/ui/radio-pills.tsx';
import { useFailedJobs } from '../api/get-send-queues.ts';
import { useRetryFailedJob } from '../api/retry-failed-job.ts';
import type { FailedJob } from '../../../../core/admin/send-queues.ts';
import { QueueDetail, QueueList } from './queue-list.tsx';
import { DELIVERY_STATUS_LABELS, queueLabel, SEND_QUEUES, type SendQueueName } from './queue-labels.ts';

function FailedJobItem({ queue, job }: { queue: SendQueueName; job: FailedJob }) {
  const retry = useRetryFailedJob();
  return (
    <li
      aria-label={`Job gagal ${job.id}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-start md:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {job.eventType ?? job.name}
          {job.channel && <span className="font-normal text-slate-600"> · {queueLabel(job.channel)}</span>}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-red-700">{job.reason}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <QueueDetail term="Id job" valueClassName="font-mono text-xs break-all text-slate-900">
            {job.id}
          </QueueDetail>
          <QueueDetail term="Gagal pada">{formatTransactionDate(job.failedAt)}</QueueDetail>
          <QueueDetail term="Percobaan">{job.attemptsMade}</QueueDetail>
          {job.deliveryStatus && <QueueDetail term="Status pengiriman">{DELIVERY_STATUS_LABELS[job.deliveryStatus]}</QueueDetail>}
        </dl>
      </div>
      <Button className="shrink-0" onClick={() => retry.mutate({ queue, jobId: job.id })} disabled={retry.isPending}>
        {retry.isPending ? 'Memproses...' : 'Ulangi'}
      </Button>
    </li>
  );
}

export function FailedJobs({ queue, query }: { queue: SendQueueName; query: UseQueryResult<FailedJob[]> }) {
  return (
    <QueueList
      query={query}
      label={`Job gagal di antrean ${queueLabel(queue)}`}
      loading="Memuat data..."
      empty="Tidak ada job gagal"
      emptyHint="Semua job di antrean ini berhasil atau masih dicoba ulang."
      failed="Gagal memuat job yang gagal"
      itemKey={(job) => job.id}
    >
      {(job) => <FailedJobItem queue={queue} job={job} />}
    </QueueList>
  );
}

/**
 * Jobs that failed for good, newest first, at most 50 per queue. 'Ulangi' sends one through again:
 * a message is then sent once (the server puts its delivery back to pending first).
 */
export function FailedJobsSection() {
  const [queue, setQueue] = useState<SendQueueName>('email');
  const query = useFailedJobs(queue);
  return (
    <section aria-labelledby="failed-jobs-title" className="flex flex-col gap-4">
      <h2 id="failed-jobs-title" className="text-lg font-semibold text-slate-900">
        Job Gagal
      </h2>
      <RadioPills legend="Antrean" options={SEND_QUEUES} value={queue} onChange={setQueue} />
      <FailedJobs queue={queue} query={query} />
    </section>
  );
}
