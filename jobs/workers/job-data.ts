import { UnrecoverableError } from 'bullmq';
import { outboxJobDataSchema, type OutboxJobData } from '../../infra/queue.ts';

/** The minimum of a BullMQ job a processor reads; tests pass plain objects of this shape. */
export type OutboxJob = { id?: string | undefined; data: unknown };

/** Malformed job data will be malformed on every retry: fail the job for good. */
export function parseOutboxJob(job: OutboxJob): OutboxJobData {
  const parsed = outboxJobDataSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`job ${job.id ?? '?'} has malformed data`);
  return parsed.data;
}
