import { describe, expect, it } from 'vitest';
import { overviewDayLabel, overviewMonthLabel, requestCounts } from './overview.ts';

describe('the overview labels', () => {
  it('names the month and the day in Indonesian', () => {
    expect(overviewMonthLabel('2026-11')).toBe('November 2026');
    expect(overviewDayLabel('2026-01-05')).toBe('5 Januari');
    expect(overviewDayLabel('2026-12-31')).toBe('31 Desember');
  });

  it('gives every stored request status its label and a zero when none is stored', () => {
    expect(
      requestCounts(
        new Map([
          ['OPEN', 3],
          ['EXPIRED', 1],
        ]),
      ),
    ).toEqual([
      { status: 'OPEN', label: 'Terbuka', count: 3 },
      { status: 'CHOSEN', label: 'Tutor Dipilih', count: 0 },
      { status: 'CANCELLED', label: 'Dibatalkan', count: 0 },
      { status: 'EXPIRED', label: 'Kedaluwarsa', count: 1 },
    ]);
  });
});
