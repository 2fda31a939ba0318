import { describe, expect, it } from 'vitest';
import { formatTransactionDate } from './transaction-date.ts';

describe('formatTransactionDate', () => {
  it('formats dd MMMM yyyy, HH:mm in Indonesian, Jakarta time', () => {
    expect(formatTransactionDate(new Date('2026-01-05T07:30:00.000Z'))).toBe('05 Januari 2026, 14:30');
    expect(formatTransactionDate('2026-08-17T00:05:00.000Z')).toBe('17 Agustus 2026, 07:05');
  });

  it('moves to the next day and month when Jakarta has passed midnight', () => {
    expect(formatTransactionDate('2026-12-31T17:00:00.000Z')).toBe('01 Januari 2027, 00:00');
  });

  it.each([
    ['2026-02-10T03:00:00Z', 'Februari'],
    ['2026-03-10T03:00:00Z', 'Maret'],
    ['2026-04-10T03:00:00Z', 'April'],
    ['2026-05-10T03:00:00Z', 'Mei'],
    ['2026-06-10T03:00:00Z', 'Juni'],
    ['2026-07-10T03:00:00Z', 'Juli'],
    ['2026-09-10T03:00:00Z', 'September'],
    ['2026-10-10T03:00:00Z', 'Oktober'],
    ['2026-11-10T03:00:00Z', 'November'],
    ['2026-12-10T03:00:00Z', 'Desember'],
  ])('names the month of %s %s', (iso, month) => {
    expect(formatTransactionDate(iso)).toBe(`10 ${month} 2026, 10:00`);
  });

  it('shows "-" for a missing or invalid date', () => {
    expect(formatTransactionDate(null)).toBe('-');
    expect(formatTransactionDate('kemarin')).toBe('-');
  });
});
