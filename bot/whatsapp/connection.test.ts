import { DisconnectReason } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { reconnectDecision } from './connection.ts';

describe('reconnectDecision', () => {
  it('backs off 1, 2, 5, 10, then 30 seconds for as long as the connection keeps failing', () => {
    const delays = Array.from({ length: 7 }, (_, attempt) => reconnectDecision(DisconnectReason.connectionLost, attempt));
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000, 30_000].map((delayMs) => ({ action: 'reconnect', delayMs })));
    expect(reconnectDecision(DisconnectReason.connectionClosed, 2)).toEqual({ action: 'reconnect', delayMs: 5_000 });
    expect(reconnectDecision(DisconnectReason.badSession, 0)).toEqual({ action: 'reconnect', delayMs: 1_000 });
    expect(reconnectDecision(undefined, 1)).toEqual({ action: 'reconnect', delayMs: 2_000 });
  });

  it('reconnects at once when WhatsApp asks for a restart after a login', () => {
    expect(reconnectDecision(DisconnectReason.restartRequired, 3)).toEqual({ action: 'reconnect', delayMs: 0 });
  });

  it('stops when logged out from the phone, replaced by another client, or refused', () => {
    expect(reconnectDecision(DisconnectReason.loggedOut)).toEqual({ action: 'logged-out' });
    expect(reconnectDecision(DisconnectReason.connectionReplaced)).toEqual({ action: 'stop', reason: 'replaced' });
    expect(reconnectDecision(DisconnectReason.forbidden)).toEqual({ action: 'stop', reason: 'forbidden' });
  });
});
