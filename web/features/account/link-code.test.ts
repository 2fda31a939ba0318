import { describe, expect, it } from 'vitest';
import type { LinkCodeView } from '../../../core/chat-links/chat-links.ts';
import { codeWasUsed, formatCountdown, pendingCode } from './link-code.ts';

const view: LinkCodeView = { channel: 'telegram', code: 'x'.repeat(32), expiresAt: '2026-11-23T10:30:00.000Z' };
const link = (linkedAt: string) => ({ channel: 'telegram' as const, linkedAt, mutedAt: null, blockedAt: null });

describe('waiting for the bot to use a code', () => {
  it('counts a link as new only when it appeared or changed after the code was made', () => {
    const fresh = pendingCode(view, null);
    expect(codeWasUsed(fresh, null)).toBe(false);
    expect(codeWasUsed(fresh, link('2026-11-23T10:01:00.000Z'))).toBe(true);

    const relink = pendingCode(view, link('2026-11-01T00:00:00.000Z'));
    expect(codeWasUsed(relink, link('2026-11-01T00:00:00.000Z'))).toBe(false);
    expect(codeWasUsed(relink, link('2026-11-23T10:01:00.000Z'))).toBe(true);
  });

  it('shows the time left as m:ss', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
