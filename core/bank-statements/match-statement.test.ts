import { describe, expect, it } from 'vitest';
import { matchStatement, wibDay, type MatchInput, type OpenTransaction } from './match-statement.ts';

const open = (id: string, amountDue: number, windowStart = '2026-11-27', windowEnd = '2026-11-28'): OpenTransaction => ({
  id,
  amountDue,
  windowStart,
  windowEnd,
});
const credit = (identity: string, amount: number, date = '2026-11-28'): MatchInput => ({ identity, date, amount, direction: 'CREDIT' });

describe('matchStatement', () => {
  it('matches a credit to the one open transaction with that exact amount due', () => {
    expect(matchStatement([credit('a', 150123)], [open('t1', 150123), open('t2', 150124)])).toEqual([
      { identity: 'a', outcome: 'MATCHED', transactionId: 't1' },
    ]);
  });

  it('never matches a debit, even of the exact amount', () => {
    expect(matchStatement([{ identity: 'a', date: '2026-11-28', amount: 150123, direction: 'DEBIT' }], [open('t1', 150123)])).toEqual([
      { identity: 'a', outcome: 'DEBIT' },
    ]);
  });

  it('lists a line with several candidates instead of choosing', () => {
    expect(matchStatement([credit('a', 150123)], [open('t1', 150123), open('t2', 150123)])).toEqual([
      { identity: 'a', outcome: 'AMBIGUOUS', candidateIds: ['t1', 't2'] },
    ]);
  });

  it('ignores transactions whose payment window does not hold the line day', () => {
    const transactions = [open('early', 150123, '2026-11-20', '2026-11-21'), open('late', 150123, '2026-11-29', '2026-11-30')];
    expect(matchStatement([credit('a', 150123)], transactions)).toEqual([{ identity: 'a', outcome: 'UNMATCHED', candidateIds: [] }]);
    expect(matchStatement([credit('b', 150123, '2026-11-21')], transactions)).toEqual([
      { identity: 'b', outcome: 'MATCHED', transactionId: 'early' },
    ]);
  });

  it('does not pay one transaction twice when two lines carry its amount', () => {
    expect(matchStatement([credit('a', 150123), credit('b', 150123)], [open('t1', 150123)])).toEqual([
      { identity: 'a', outcome: 'MATCHED', transactionId: 't1' },
      { identity: 'b', outcome: 'AMBIGUOUS', candidateIds: ['t1'] },
    ]);
  });

  it('does not match a fractional amount to a whole amount due', () => {
    expect(matchStatement([credit('a', 150123.5)], [open('t1', 150123)])[0]?.outcome).toBe('UNMATCHED');
  });
});

describe('wibDay', () => {
  it('reads the day in Jakarta time', () => {
    expect(wibDay(new Date('2026-11-28T16:59:59Z'))).toBe('2026-11-28');
    expect(wibDay(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
  });
});
