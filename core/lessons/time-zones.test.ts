import { describe, expect, it } from 'vitest';
import { formatLessonTime, instantFromWallTime, isoInZone, wallTime } from './time-zones.ts';

describe('lesson time zones', () => {
  it('reads a wall time in each zone by its fixed offset', () => {
    expect(instantFromWallTime('2026-12-01', '16:30', 'Asia/Jakarta')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(instantFromWallTime('2026-12-01', '16:30', 'Asia/Makassar')?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(instantFromWallTime('2026-12-01', '16:30', 'Asia/Jayapura')?.toISOString()).toBe('2026-12-01T07:30:00.000Z');
  });

  it('refuses dates and times that do not exist', () => {
    expect(instantFromWallTime('2026-02-31', '10:00', 'Asia/Jakarta')).toBeNull();
    expect(instantFromWallTime('2026-12-01', '24:00', 'Asia/Jakarta')).toBeNull();
    expect(instantFromWallTime('1/12/2026', '10:00', 'Asia/Jakarta')).toBeNull();
    expect(instantFromWallTime('2026-12-01', '9:00', 'Asia/Jakarta')).toBeNull();
  });

  it('shows an instant in the user zone, across midnight', () => {
    const instant = new Date('2026-11-30T16:30:00Z');
    expect(wallTime(instant, 'Asia/Jakarta')).toMatchObject({ day: 30, hour: 23, minute: 30 });
    expect(wallTime(instant, 'Asia/Jayapura')).toMatchObject({ month: 12, day: 1, hour: 1 });
    expect(isoInZone(instant, 'Asia/Makassar')).toBe('2026-12-01T00:30:00+08:00');
    expect(formatLessonTime(instant, 'Asia/Jakarta')).toBe('Senin, 30 November 2026, 23.30 WIB');
    expect(formatLessonTime(instant, 'Asia/Jayapura')).toBe('Selasa, 1 Desember 2026, 01.30 WIT');
  });
});
