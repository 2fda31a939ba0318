import { describe, expect, it } from 'vitest';
import { parseAmount, parseDirection } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['150123', 150123, null],
    ['Rp 150.123', 150123, null],
    ['Rp150.123,00', 150123, null],
    ['1.500.123', 1500123, null],
    ['1,500,123.00', 1500123, null],
    ['150123.00 CR', 150123, 'CREDIT'],
    ['150.123,00 DB', 150123, 'DEBIT'],
    ['150123D', 150123, 'DEBIT'],
    ['-25.000', 25000, 'DEBIT'],
    ['12.5', 12.5, null],
    ['.00', 0, null],
    ['IDR 2,000', 2000, null],
  ])('reads %s', (raw, amount, direction) => {
    expect(parseAmount(raw)).toEqual({ amount, direction });
  });

  it.each(['', 'abc', '1.50.0', 'Rp', '12,3456', '1..000'])('refuses %j', (raw) => {
    expect(parseAmount(raw)).toBeNull();
  });
});

describe('parseDirection', () => {
  it('reads the banks marks', () => {
    expect(['CR', 'Cr.', 'K', 'Kredit', 'credit'].map(parseDirection)).toEqual(Array(5).fill('CREDIT'));
    expect(['DB', 'Db.', 'D', 'Debet', 'debit'].map(parseDirection)).toEqual(Array(5).fill('DEBIT'));
    expect(parseDirection('X')).toBeNull();
  });
});
