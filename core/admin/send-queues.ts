import type { Channel } from '../notifications/channels.ts';

// What the admin console shows of the chat bots and the send queues (docs/product.md#admin-bots):
// counts and failures, never job data or a recipient's address.

export type SendQueueCounts = { waiting: number; active: number; delayed: number; failed: number; completed: number };

export type SendQueueSummary = {
  name: string;
  counts: SendQueueCounts;
  /** Paused for every worker (queue.pause()), not a worker waiting for its socket. */
  paused: boolean;
  /** Milliseconds until the queue's rate limit lifts (Telegram's 429); 0 when not limited. */
  rateLimitedMs: number;
};

export type FailedJob = {
  id: string;
  name: string;
  attemptsMade: number;
  failedAt: string | null;
  /** The failure's first line without addresses, numbers or tokens. */
  reason: string;
  /** The event the job was about; null when its row is not in this database. */
  eventType: string | null;
  /** Delivery jobs only: the channel and the ledger row's status now. */
  channel: Channel | null;
  deliveryStatus: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | null;
};

export type RetriedJob = { queue: string; jobId: string; deliveryReset: boolean };

/**
 * The bot's WhatsApp socket as it last published it; 'not-running' when nothing is published.
 * Why it is not open (decision 037): 'logged-out' (the phone unlinked it; a new QR follows),
 * 'outdated' (WhatsApp refuses the WhatsApp Web version, 405), 'replaced' (another client took the
 * session, 440; it tries again in minutes), 'suspended' (a temporary ban, 402), 'banned' (403, 406),
 * 'stopped' (a login as another number than WHATSAPP_NUMBER).
 */
export const WHATSAPP_LOGIN_STATES = [
  'open',
  'connecting',
  'closed',
  'logged-out',
  'outdated',
  'replaced',
  'suspended',
  'banned',
  'stopped',
  'not-running',
] as const;
export type WhatsAppLoginState = (typeof WHATSAPP_LOGIN_STATES)[number];

export type WhatsAppLogin = {
  /** WHATSAPP_ENABLED of this deployment. */
  enabled: boolean;
  state: WhatsAppLoginState;
  /** While connecting: the QR to scan, as an SVG data URL. */
  qr?: string;
  /** While connecting with WHATSAPP_PAIRING_NUMBER: the code to type on the phone. */
  pairingCode?: string;
};
