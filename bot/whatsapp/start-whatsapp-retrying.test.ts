import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { IdentityMismatchError } from '../../infra/bot-identity.ts';
import type { RunningWhatsApp } from './start-whatsapp.ts';
import { startWhatsAppRetrying } from './start-whatsapp-retrying.ts';

const logger = pino({ level: 'silent' });
const channel = (stopped: string[]): RunningWhatsApp => ({
  connection: undefined as unknown as RunningWhatsApp['connection'],
  stop: async () => void stopped.push('stopped'),
});

describe('startWhatsAppRetrying', () => {
  it('tries again after each failed start until one runs; stop stops that one', async () => {
    const stopped: string[] = [];
    let calls = 0;
    const fatal: Error[] = [];
    const whatsapp = startWhatsAppRetrying({
      start: async () => {
        calls += 1;
        if (calls < 3) throw new Error('connect ECONNREFUSED');
        return channel(stopped);
      },
      logger,
      onFatal: (error) => fatal.push(error),
      delaysMs: [5, 10],
    });
    await whatsapp.firstAttempt;
    expect(whatsapp.current()).toBeUndefined();
    await expect.poll(() => whatsapp.current()).toBeDefined();
    expect(calls).toBe(3);
    expect(fatal).toEqual([]);
    await whatsapp.stop();
    expect(stopped).toEqual(['stopped']);
  });

  it('gives up at once, as fatal, when the login is another number', async () => {
    let calls = 0;
    const fatal: Error[] = [];
    const whatsapp = startWhatsAppRetrying({
      start: async () => {
        calls += 1;
        throw new IdentityMismatchError('WhatsApp is logged in as the number ending …1234');
      },
      logger,
      onFatal: (error) => fatal.push(error),
      delaysMs: [5],
    });
    await whatsapp.firstAttempt;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
    expect(fatal).toHaveLength(1);
    await whatsapp.stop();
  });

  it('stops waiting between attempts when the bot stops', async () => {
    const whatsapp = startWhatsAppRetrying({
      start: async () => {
        throw new Error('Redis away');
      },
      logger,
      onFatal: () => {},
      delaysMs: [60_000],
    });
    await whatsapp.firstAttempt;
    const started = Date.now();
    await whatsapp.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(whatsapp.current()).toBeUndefined();
  });
});
