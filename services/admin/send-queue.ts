import type { Queue } from 'bullmq';
import { AppError, isAppError } from '../../core/errors.ts';
import { QUEUE_NAMES, type QueueName, type Queues } from '../../infra/queue.ts';

// The admin page's way into the BullMQ queues (docs/product.md#admin-bots): a queue named in a URL
// must be one of ours, and Redis being away is a 503 the page can retry, not a 500.

export const SEND_QUEUE_MESSAGES = {
  unknownQueue: 'Antrean tidak dikenal.',
  unavailable: 'Antrean tidak dapat dibaca saat ini. Silakan coba lagi.',
  badJobId: 'Id job tidak valid.',
  notFailed: 'Job ini tidak sedang gagal (sudah diulang, selesai, atau dihapus). Tidak ada yang diubah.',
  noRow: 'Data job ini tidak ada di database, jadi mengulangnya tidak akan berhasil.',
  alreadyDone: 'Pesan ini sudah terkirim atau dilewati; tidak dikirim ulang.',
} as const;

export type QueueDeps = { queues: Pick<Queues, 'get'> };

export function sendQueue(deps: QueueDeps, name: string): { name: QueueName; queue: Queue } {
  const known = QUEUE_NAMES.find((queue) => queue === name);
  if (!known) throw new AppError('NOT_FOUND', SEND_QUEUE_MESSAGES.unknownQueue);
  return { name: known, queue: deps.queues.get(known) };
}

/** Runs Redis reads and writes; a Redis failure becomes a 503 with a message, AppErrors pass through. */
export async function withQueues<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('UNAVAILABLE', SEND_QUEUE_MESSAGES.unavailable);
  }
}
