/**
 * The 'Bot & Antrean' tab's queries, under their own prefix: a transaction changing (which
 * refreshes the money queues under 'admin') says nothing about the send queues, and these poll anyway.
 */
export const botsKeys = {
  all: ['admin-bots'] as const,
  sendQueues: () => ['admin-bots', 'send-queues'] as const,
  failedJobs: (queue: string) => ['admin-bots', 'send-queues', queue, 'failed'] as const,
  whatsapp: () => ['admin-bots', 'whatsapp'] as const,
};

/** The tab reads everything again this often while it is open (docs/product.md#admin-bots). */
export const BOTS_POLL_MS = 5_000;
