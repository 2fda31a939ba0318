import { DisconnectReason } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { closeDecision } from './close-decision.ts';

// Each close reason of Baileys 7.0.0-rc14 gets its answer (decision 037), read from the Boom
// Baileys closes with: a stream error's code, or a login failure's `reason` with its attributes.

/** Baileys' Boom as 'CB:failure' makes it: `new Boom('Connection Failure', { statusCode: reason, data: node.attrs })`. */
const closed = (statusCode: number, data?: object) =>
  Object.assign(new Error('Connection Failure'), { isBoom: true, output: { statusCode, payload: { statusCode } }, data });

describe('closeDecision', () => {
  it('backs off 1, 2, 5, 10, then 30 seconds for as long as the connection keeps failing', () => {
    const delays = Array.from({ length: 7 }, (_, attempt) => closeDecision(closed(DisconnectReason.connectionLost), attempt));
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000, 30_000].map((delayMs) => ({ action: 'reconnect', delayMs })));
    expect(closeDecision(closed(DisconnectReason.connectionClosed), 2)).toEqual({ action: 'reconnect', delayMs: 5_000 });
    expect(closeDecision(closed(DisconnectReason.badSession), 0)).toEqual({ action: 'reconnect', delayMs: 1_000 });
    expect(closeDecision(new Error('no status'), 1)).toEqual({ action: 'reconnect', delayMs: 2_000 });
  });

  it('reconnects at once when WhatsApp asks for a restart after a login (515)', () => {
    expect(closeDecision(closed(DisconnectReason.restartRequired), 3)).toEqual({ action: 'reconnect', delayMs: 0 });
  });

  it('starts a new login when logged out from the phone (401)', () => {
    expect(closeDecision(closed(DisconnectReason.loggedOut))).toEqual({ action: 'new-login' });
  });

  it('treats 405 as an outdated WhatsApp Web version, never as a connection to retry', () => {
    expect(closeDecision(closed(405), 0)).toEqual({ action: 'outdated' });
    expect(closeDecision(closed(405), 9)).toEqual({ action: 'outdated' });
  });

  it('holds off for minutes when another client took the session (440), longer each time', () => {
    const delays = [0, 1, 2, 3].map((attempt) => closeDecision(closed(DisconnectReason.connectionReplaced), attempt));
    expect(delays).toEqual([5, 10, 30, 30].map((minutes) => ({ action: 'hold-off', state: 'replaced', delayMs: minutes * 60_000 })));
  });

  it('holds off until a temporary ban (402) ends, an hour when WhatsApp did not say, a day at most', () => {
    expect(closeDecision(closed(402, { reason: '402', expire: '7200' }))).toEqual({
      action: 'hold-off',
      state: 'suspended',
      delayMs: 7_200_000,
    });
    expect(closeDecision(closed(402, { reason: '402' }))).toEqual({ action: 'hold-off', state: 'suspended', delayMs: 3_600_000 });
    expect(closeDecision(closed(402, { expire: String(30 * 86_400) }))).toMatchObject({ delayMs: 86_400_000 });
  });

  it('stops for good when WhatsApp refuses the number (403, 406)', () => {
    expect(closeDecision(closed(DisconnectReason.forbidden))).toEqual({ action: 'stop', state: 'banned' });
    expect(closeDecision(closed(406))).toEqual({ action: 'stop', state: 'banned' });
  });
});
