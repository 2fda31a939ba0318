/**
 * Which process works which queue (decision 009). 'events' turns an outbox row into delivery rows;
 * each channel queue sends one delivery. The WhatsApp queue belongs to the bot process because a
 * send needs its one live socket; every other queue is plain Postgres, SMTP or HTTP work for `jobs`.
 * In core because the admin console's endpoint contract names the queues (core/contracts/admin.contract.ts).
 */
export const QUEUE_OWNERS = {
  events: 'jobs',
  email: 'jobs',
  telegram: 'jobs',
  whatsapp: 'bot',
} as const satisfies Record<string, 'jobs' | 'bot'>;

export type QueueName = keyof typeof QUEUE_OWNERS;
export const QUEUE_NAMES = Object.keys(QUEUE_OWNERS) as QueueName[];
