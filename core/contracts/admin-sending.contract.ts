import type { FailedJob, RetriedJob, SendQueueSummary, WhatsAppLogin } from '../admin/send-queues.ts';
import { z } from 'zod';
import { text } from '../validation/text.ts';
import { QUEUE_NAMES } from '../jobs/queue-names.ts';
import { answer, endpoint } from './endpoint.ts';

// The admin console's send queues and WhatsApp login (api/routes/admin-sending.routes.ts).

const queueParam = z.enum(QUEUE_NAMES);

export const adminSendingContract = {
  sendQueues: endpoint({
    method: 'GET',
    path: '/api/admin/send-queues',
    tag: 'Admin',
    summary: 'The send queues and their counts',
    access: ['admin'],
    responses: { 200: '`{ queues }`' },
    answer: answer<{ queues: SendQueueSummary[] }>(),
  }),
  failedJobs: endpoint({
    method: 'GET',
    path: '/api/admin/send-queues/:queue/failed',
    tag: 'Admin',
    summary: "A send queue's failed jobs",
    access: ['admin'],
    params: { queue: queueParam },
    responses: { 200: '`{ jobs }`' },
    answer: answer<{ jobs: FailedJob[] }>(),
  }),
  retryJob: endpoint({
    method: 'POST',
    path: '/api/admin/send-queues/:queue/failed/:jobId/retry',
    tag: 'Admin',
    summary: 'Retry a failed job',
    access: ['admin'],
    params: { queue: queueParam, jobId: text().min(1) },
    responses: { 200: 'The retried job' },
    answer: answer<RetriedJob>(),
  }),
  whatsappLogin: endpoint({
    method: 'GET',
    path: '/api/admin/whatsapp',
    tag: 'Admin',
    summary: 'The WhatsApp login state (and its QR code)',
    access: ['admin'],
    responses: { 200: 'The login' },
    answer: answer<WhatsAppLogin>(),
  }),
};
