import { DelayedError } from 'bullmq';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { CapSlot } from '../../infra/whatsapp/daily-cap.ts';
import type { SendJob } from './send-job.ts';
import { createWhatsAppSendJob, SOCKET_DOWN_RETRY_MS, WhatsAppNotOpenError } from './whatsapp-send-job.ts';

// The bot's WhatsApp send job around the shared claim/send/record processor: it never drops a
// message, it puts it off (socket down, daily cap spent), and gives back cap slots nothing used.

const logger = pino({ level: 'silent' });

function setup(options: { open?: boolean; capOk?: boolean; outcome?: 'sent' | 'skipped' | 'already-done' | Error }) {
  const calls = { processed: 0, released: 0, delayedTo: [] as number[] };
  const retryAt = new Date('2026-11-26T00:00:00Z');
  const job: SendJob = {
    id: 'delivery-x',
    data: { deliveryId: '00000000-0000-4000-8000-000000000001' },
    moveToDelayed: async (timestamp) => void calls.delayedTo.push(timestamp),
  };
  const run = createWhatsAppSendJob({
    isOpen: () => options.open ?? true,
    ownJid: () => '6281100000000@s.whatsapp.net',
    cap: {
      reserve: async (): Promise<CapSlot> =>
        (options.capOk ?? true) ? { ok: true, release: async () => void (calls.released += 1) } : { ok: false, retryAt },
    },
    process: async () => {
      calls.processed += 1;
      const outcome = options.outcome ?? 'sent';
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    logger,
  });
  return { calls, retryAt, run: () => run(job, 'token') };
}

describe('the WhatsApp send job', () => {
  it('sends and keeps the cap slot', async () => {
    const { calls, run } = setup({});
    await expect(run()).resolves.toBe('sent');
    expect(calls).toEqual({ processed: 1, released: 0, delayedTo: [] });
  });

  it('puts the job off while the socket is down, without claiming the delivery', async () => {
    const { calls, run } = setup({ open: false });
    const before = Date.now();
    await expect(run()).rejects.toBeInstanceOf(DelayedError);
    expect(calls.processed).toBe(0);
    expect(calls.delayedTo[0]).toBeGreaterThanOrEqual(before + SOCKET_DOWN_RETRY_MS);
  });

  it('over the daily cap, waits for tomorrow morning instead of dropping the message', async () => {
    const { calls, run, retryAt } = setup({ capOk: false });
    await expect(run()).rejects.toBeInstanceOf(DelayedError);
    expect(calls).toEqual({ processed: 0, released: 0, delayedTo: [retryAt.getTime()] });
  });

  it('gives the slot back when nothing was sent', async () => {
    for (const outcome of ['skipped', 'already-done'] as const) {
      const { calls, run } = setup({ outcome });
      await expect(run()).resolves.toBe(outcome);
      expect(calls.released).toBe(1);
    }
    const failing = setup({ outcome: new Error('boom') });
    await expect(failing.run()).rejects.toThrow('boom');
    expect(failing.calls.released).toBe(1);
  });

  it('a socket that closed mid-send makes the job wait, not fail', async () => {
    const { calls, run } = setup({ outcome: new WhatsAppNotOpenError() });
    await expect(run()).rejects.toBeInstanceOf(DelayedError);
    expect(calls.released).toBe(1);
    expect(calls.delayedTo).toHaveLength(1);
  });
});
