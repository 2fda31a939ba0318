import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each([null, undefined, '', 'bukan tanggal'])('says "Tidak diketahui" for %j', (value) => {
    expect(formatRelativeTime(value, now)).toBe('Tidak diketahui');
  });

  it.each([
    [0, 'baru saja'],
    [29 * S, 'baru saja'],
    [29_999, 'baru saja'],
    [30 * S, '1 menit lalu'],
    [59 * S, '1 menit lalu'],
    [60 * S, '1 menit lalu'],
    [2 * MIN, '2 menit lalu'],
    [59 * MIN, '59 menit lalu'],
    [60 * MIN - 1, '59 menit lalu'],
    [60 * MIN, '1 jam lalu'],
    [2 * H - 1, '1 jam lalu'],
    [2 * H, '2 jam lalu'],
    [23 * H, '23 jam lalu'],
    [24 * H - 1, '23 jam lalu'],
    [24 * H, 'kemarin'],
    [2 * D - 1, 'kemarin'],
    [2 * D, '2 hari lalu'],
    [6 * D, '6 hari lalu'],
    [7 * D - 1, '6 hari lalu'],
  ])('%d ms ago → %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('shows dd/mm/yyyy (Jakarta time) from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * D), now)).toBe('15/11/2026');
    // 20:00 UTC is 03:00 the next day in Jakarta.
    expect(formatRelativeTime('2026-01-04T20:00:00.000Z', now)).toBe('05/01/2026');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatRelativeTime(ago(5 * MIN).toISOString(), now)).toBe('5 menit lalu');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * S), now)).toBe('baru saja');
  });
});
