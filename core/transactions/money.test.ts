import { describe, expect, it } from 'vitest';
import { accountType, computeTotals, jakartaMonthStart, payoutAdminFee, payoutBreakdown } from './money.ts';

describe('computeTotals', () => {
  it('multiplies price, hours and students', () => {
    expect(computeTotals(75_000, 2, 3)).toEqual({ total: 450_000, tutorPayment: 382_500, platformFee: 67_500 });
  });

  it('rounds the tutor share down and gives the remainder to the platform', () => {
    expect(computeTotals(33_333, 1, 1)).toEqual({ total: 33_333, tutorPayment: 28_333, platformFee: 5_000 });
    expect(computeTotals(1, 1, 1)).toEqual({ total: 1, tutorPayment: 0, platformFee: 1 });
    expect(computeTotals(99, 1, 1)).toEqual({ total: 99, tutorPayment: 84, platformFee: 15 });
    expect(computeTotals(20, 1, 1)).toEqual({ total: 20, tutorPayment: 17, platformFee: 3 });
  });

  it('stays exact at the largest total the database allows', () => {
    const { total, tutorPayment, platformFee } = computeTotals(10_000_000, 8, 10);
    expect(total).toBe(800_000_000);
    expect(tutorPayment).toBe(680_000_000);
    expect(tutorPayment + platformFee).toBe(total);
  });

  it('always splits into parts that add up, with the share at most 85 %', () => {
    for (let price = 1; price <= 3_000; price += 7) {
      const { total, tutorPayment, platformFee } = computeTotals(price, 3, 2);
      expect(tutorPayment + platformFee).toBe(total);
      expect(tutorPayment).toBe(Math.floor((total * 85) / 100));
    }
  });

  it('refuses fractions and zero counts', () => {
    expect(() => computeTotals(1.5, 1, 1)).toThrow(RangeError);
    expect(() => computeTotals(1000, 0, 1)).toThrow(RangeError);
    expect(() => computeTotals(1000, 1, 0)).toThrow(RangeError);
    expect(() => computeTotals(-1, 1, 1)).toThrow(RangeError);
  });
});

describe('payout admin fee', () => {
  it('is free for GOPAY and BCA accounts, whatever the case or separator', () => {
    for (const account of ['GOPAY 081234567890', 'gopay 0812', 'GoPay: 0812', 'BCA 1234567890', 'bca-123', ' BCA/123 a.n. Budi']) {
      expect(payoutAdminFee(account, 2_500)).toBe(0);
    }
  });

  it('charges every other account, judged by its first word only', () => {
    for (const account of ['BNI 123', 'Mandiri 123 (bukan BCA)', 'GOPAYLATER 1', 'BCASYARIAH 1', 'OVO 0812', '']) {
      expect(payoutAdminFee(account, 2_500)).toBe(2_500);
    }
    expect(accountType('Mandiri 123 (bukan BCA)')).toBe('MANDIRI');
  });

  it('subtracts the fee from the amount and never goes below zero', () => {
    expect(payoutBreakdown(28_333, 'BNI 1', 2_500)).toEqual({ amount: 28_333, adminFee: 2_500, net: 25_833 });
    expect(payoutBreakdown(28_333, 'BCA 1', 2_500)).toEqual({ amount: 28_333, adminFee: 0, net: 28_333 });
    expect(payoutBreakdown(1_000, 'BNI 1', 2_500)).toEqual({ amount: 1_000, adminFee: 1_000, net: 0 });
  });
});

describe('jakartaMonthStart', () => {
  it('is midnight of the first day in Asia/Jakarta (UTC+7)', () => {
    expect(jakartaMonthStart(new Date('2026-11-15T10:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z');
  });

  it('already counts the new month from 00:00 Jakarta time, while UTC is still in the old one', () => {
    expect(jakartaMonthStart(new Date('2026-11-30T17:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(jakartaMonthStart(new Date('2026-11-30T16:59:59Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z');
  });

  it('crosses a year', () => {
    expect(jakartaMonthStart(new Date('2026-12-31T18:00:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});
