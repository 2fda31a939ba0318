import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import { createHeldReplies, HELD_REPLIES_MAX, HELD_REPLY_MAX_AGE_MS } from './held-replies.ts';

// A reply that met a closed socket waits for the next open (decision 039), in order, and only
// while it still answers something recent.

function setup() {
  let open = false;
  let clock = 0;
  const sent: string[] = [];
  const held = createHeldReplies({
    send: async (jid, text) => {
      if (!open) throw new WhatsAppNotOpenError();
      sent.push(`${jid} ${text}`);
      return true;
    },
    logger: pino({ level: 'silent' }),
    now: () => clock,
  });
  return { held, sent, setOpen: (value: boolean) => void (open = value), tick: (ms: number) => void (clock += ms) };
}

describe('replies held while the WhatsApp socket is closed', () => {
  it('sends them in order when the socket opens, once', async () => {
    const { held, sent, setOpen } = setup();
    held.hold('a@s.whatsapp.net', 'satu', { mustSend: true });
    held.hold('b@s.whatsapp.net', 'dua', { mustSend: false });
    await held.resend();
    expect(sent).toEqual([]);
    setOpen(true);
    await held.resend();
    await held.resend();
    expect(sent).toEqual(['a@s.whatsapp.net satu', 'b@s.whatsapp.net dua']);
  });

  it('drops what has grown too old, and the oldest when too many wait', async () => {
    const { held, sent, setOpen, tick } = setup();
    held.hold('a@s.whatsapp.net', 'lama', { mustSend: true });
    tick(HELD_REPLY_MAX_AGE_MS + 1);
    for (let i = 0; i <= HELD_REPLIES_MAX; i += 1) held.hold('b@s.whatsapp.net', `baru ${i}`, { mustSend: true });
    setOpen(true);
    await held.resend();
    expect(sent).toHaveLength(HELD_REPLIES_MAX);
    expect(sent[0]).toBe('b@s.whatsapp.net baru 1');
  });
});
