import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';

// What a job carries: the id of a row and nothing else, so personal data stays in Postgres.

/** An 'events' job names its outbox row by id and the row's random key (decision 005). */
export const outboxJobDataSchema = z.object({ outboxId: z.number().int().positive(), jobKey: z.uuid() }).strict();
export type OutboxJobData = z.infer<typeof outboxJobDataSchema>;

/** A channel job names one notification_deliveries row. */
export const deliveryJobDataSchema = z.object({ deliveryId: z.uuid() }).strict();
export type DeliveryJobData = z.infer<typeof deliveryJobDataSchema>;

/** The minimum of a BullMQ job a processor reads; tests pass plain objects of this shape. */
export type JobLike = { id?: string | undefined; data: unknown };

// Malformed job data will be malformed on every retry: fail the job for good.
function parseWith<T>(schema: z.ZodType<T>, job: JobLike): T {
  const parsed = schema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`job ${job.id ?? '?'} has malformed data`);
  return parsed.data;
}

export const parseOutboxJob = (job: JobLike): OutboxJobData => parseWith(outboxJobDataSchema, job);
export const parseDeliveryJob = (job: JobLike): DeliveryJobData => parseWith(deliveryJobDataSchema, job);
