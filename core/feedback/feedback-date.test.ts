import { describe, expect, it } from 'vitest';
import { formatFeedbackDate, formatFeedbackDateTime } from './feedback-date.ts';

describe('feedback dates', () => {
  it('writes the history date as id-ID does, on the WIB calendar day', () => {
    // 18:30 UTC on 4 January is 01:30 on 5 January in Jakarta.
    expect(formatFeedbackDate('2026-01-04T18:30:00Z')).toBe('5/1/2026');
    expect(formatFeedbackDate(null)).toBe('-');
  });

  it('writes the detail date long, with the weekday and the time in WIB', () => {
    expect(formatFeedbackDateTime('2026-01-05T07:30:00Z')).toBe('Senin, 5 Januari 2026 pukul 14.30 WIB');
    expect(formatFeedbackDateTime('2026-01-04T18:05:00Z')).toBe('Senin, 5 Januari 2026 pukul 01.05 WIB');
    expect(formatFeedbackDateTime('nonsense')).toBe('-');
  });
});
