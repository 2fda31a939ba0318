import { DelayedError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { SendLater } from './deliver-once.ts';
import type { SendJob } from './send-job.ts';
import { createWhatsAppSendJob, SOCKET_DOWN_RETRY_MS, WhatsAppNotOpenError } from './whatsapp-send-job.ts';

// The bot's WhatsApp send job around the shared claim/send/record processor: while the socket is
// down it puts the job off without claiming its delivery; otherwise the processor runs.

function setup(open: boolean) {
  const calls = { processed: 0, delayedTo: [] as number[] };
  const job: SendJob = {
    id: 'delivery-x',
    data: { deliveryId: '00000000-0000-4000-8000-000000000001' },
    moveToDelayed: async (timestamp) => void calls.delayedTo.push(timestamp),
  };
  const run = createWhatsAppSendJob({
    isOpen: () => open,
    process: async () => {
      calls.processed += 1;
      return 'sent';
    },
  });
  return { calls, run: () => run(job, 'token') };
}

describe('the WhatsApp send job', () => {
  it('runs the processor while the socket is open', async () => {
    const { calls, run } = setup(true);
    await expect(run()).resolves.toBe('sent');
    expect(calls).toEqual({ processed: 1, delayedTo: [] });
  });

  it('puts the job off while the socket is down, without claiming the delivery', async () => {
    const { calls, run } = setup(false);
    const before = Date.now();
    await expect(run()).rejects.toBeInstanceOf(DelayedError);
    expect(calls.processed).toBe(0);
    expect(calls.delayedTo[0]).toBeGreaterThanOrEqual(before + SOCKET_DOWN_RETRY_MS);
  });

  it('a socket that closed mid-send is a deferral (no attempt spent, never marked failed), not a failure', () => {
    const error = new WhatsAppNotOpenError();
    expect(error).toBeInstanceOf(SendLater);
    expect(error.until.getTime()).toBeGreaterThan(Date.now());
  });
});
