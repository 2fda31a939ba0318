import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { CapSlot } from '../../infra/whatsapp/daily-cap.ts';
import { SendLater } from './deliver-once.ts';
import { createWhatsAppSendGate } from './whatsapp-send-gate.ts';
import { WhatsAppNotOpenError } from './whatsapp-send-job.ts';

// Every message of our WhatsApp number goes through the gate (decision 029): a place in the day's
// count, a turn in the shared pace, the socket. Nothing is dropped; a transactional notification
// and a reply to a linked user are never held back by the cap.

function setup(options: { open?: boolean; capLeft?: number; sendError?: Error; capError?: Error }) {
  const calls = { sent: [] as string[], turns: [] as string[], released: 0, mustSend: [] as boolean[] };
  const retryAt = new Date('2026-11-26T00:00:00Z');
  let left = options.capLeft ?? 10;
  const gate = createWhatsAppSendGate({
    socket: {
      isOpen: () => options.open ?? true,
      ownJid: () => '6281100000000@s.whatsapp.net',
      sendText: async (_jid, text) => {
        if (options.sendError) throw options.sendError;
        calls.sent.push(text);
      },
    },
    cap: {
      reserve: async (_jid, { mustSend = false } = {}): Promise<CapSlot> => {
        if (options.capError) throw options.capError;
        calls.mustSend.push(mustSend);
        if (!mustSend && left <= 0) return { ok: false, retryAt };
        left -= 1;
        return { ok: true, release: async () => void (calls.released += 1) };
      },
    },
    pacer: {
      turn: async (lane) => {
        calls.turns.push(lane);
        return () => {};
      },
    },
    logger: pino({ level: 'silent' }),
  });
  return { gate, calls, retryAt };
}

describe('the WhatsApp send gate', () => {
  it('sends a notification in the notification lane and a reply in the reply lane', async () => {
    const { gate, calls } = setup({});
    await gate.notify('a@s.whatsapp.net', 'kabar', 'broadcast');
    expect(await gate.reply('a@s.whatsapp.net', 'jawab', { mustSend: false })).toBe(true);
    expect(calls.sent).toEqual(['kabar', 'jawab']);
    expect(calls.turns).toEqual(['notification', 'reply']);
  });

  it('never holds a transactional notification or a reply to a linked chat back, whatever the count', async () => {
    const { gate, calls, retryAt } = setup({ capLeft: 0 });
    await gate.notify('a@s.whatsapp.net', 'pembayaran terverifikasi', 'transactional');
    expect(await gate.reply('a@s.whatsapp.net', 'jawab', { mustSend: true })).toBe(true);
    expect(calls.sent).toEqual(['pembayaran terverifikasi', 'jawab']);
    expect(calls.mustSend).toEqual([true, true]);

    // Others wait for tomorrow morning (a notification) or are not sent (a stranger's reply).
    await expect(gate.notify('a@s.whatsapp.net', 'undangan', 'broadcast')).rejects.toEqual(new SendLater(retryAt));
    await expect(gate.notify('a@s.whatsapp.net', 'kabar', 'normal')).rejects.toBeInstanceOf(SendLater);
    expect(await gate.reply('b@s.whatsapp.net', 'siapa?', { mustSend: false })).toBe(false);
    expect(calls.sent).toHaveLength(2);
  });

  it('gives the place back when the send failed, and waits for the socket when it is down', async () => {
    const closed = setup({ sendError: new WhatsAppNotOpenError() });
    await expect(closed.gate.notify('a@s.whatsapp.net', 'x', 'normal')).rejects.toBeInstanceOf(WhatsAppNotOpenError);
    expect(closed.calls.released).toBe(1);
    const down = setup({ open: false });
    await expect(down.gate.notify('a@s.whatsapp.net', 'x', 'transactional')).rejects.toBeInstanceOf(WhatsAppNotOpenError);
    expect(down.calls.mustSend).toEqual([]);
  });

  it('sends a reply uncounted when the daily cap cannot be read; a notification waits for its retry', async () => {
    const { gate, calls } = setup({ capError: new Error('Connection is closed.') });
    expect(await gate.reply('a@s.whatsapp.net', 'jawab', { mustSend: true })).toBe(true);
    expect(await gate.reply('b@s.whatsapp.net', 'jawab orang asing', { mustSend: false })).toBe(true);
    await expect(gate.notify('a@s.whatsapp.net', 'kabar', 'transactional')).rejects.toThrow('Connection is closed.');
    expect(calls.sent).toEqual(['jawab', 'jawab orang asing']);
  });
});
