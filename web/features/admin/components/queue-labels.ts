import type { FailedJob } from '../../../../core/admin/send-queues.ts';

/** The queues the api knows, in its order, with the names admins read. */
export const SEND_QUEUES = [
  { value: 'events', label: 'Event' },
  { value: 'email', label: 'Email' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

export type SendQueueName = (typeof SEND_QUEUES)[number]['value'];

export const queueLabel = (name: string): string => SEND_QUEUES.find((queue) => queue.value === name)?.label ?? name;

export const DELIVERY_STATUS_LABELS: Record<NonNullable<FailedJob['deliveryStatus']>, string> = {
  pending: 'Menunggu dikirim',
  sending: 'Sedang dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
  skipped: 'Dilewati',
};
