import { describe, expect, it } from 'vitest';
import { looksLikeTypedSessions, parseTypedSession, parseTypedSessions } from './chat-session-input.ts';

describe('typed sessions', () => {
  it('reads DD-MM-YYYY HH:MM MENIT lines as the service input', () => {
    expect(parseTypedSessions('01-12-2026 16:30 90\n 3/12/2026 8.00 60 menit \n')).toEqual({
      sessions: [
        { date: '2026-12-01', time: '16:30', durationMinutes: 90 },
        { date: '2026-12-03', time: '08:00', durationMinutes: 60 },
      ],
    });
  });

  it('names the first line that is not a session', () => {
    expect(parseTypedSessions('01-12-2026 16:30 90\nbesok sore\n02-12-2026 16:30 90')).toEqual({ badLine: 2 });
    expect(parseTypedSessions('01-12-2026 16:30')).toEqual({ badLine: 1 });
  });

  it('leaves the calendar to the service, but refuses empty or oversized input', () => {
    expect(parseTypedSessions('31-02-2026 25:99 45')).toEqual({ sessions: [{ date: '2026-02-31', time: '25:99', durationMinutes: 45 }] });
    expect(parseTypedSessions('  \n ')).toBeNull();
    expect(parseTypedSessions(Array(21).fill('01-12-2026 16:30 90').join('\n'))).toBeNull();
  });

  it('reads a move without a duration, and knows a typed schedule from other text', () => {
    expect(parseTypedSession('01-12-2026 16:30')).toEqual({ date: '2026-12-01', time: '16:30', durationMinutes: null });
    expect(looksLikeTypedSessions('01-12-2026 16:30 90\nx')).toBe(true);
    expect(looksLikeTypedSessions('YA')).toBe(false);
    expect(looksLikeTypedSessions('2026-12-01 16:30 90')).toBe(false);
  });
});
