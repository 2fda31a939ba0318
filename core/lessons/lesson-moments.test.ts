import { describe, expect, it } from 'vitest';
import { afterQuietHours, isQuietHour, lessonJobId, nominalMoment, noticeMoment, silenceCountsAt } from './lesson-moments.ts';

// docs/product.md#lesson-reminders: the moments of a session's jobs, and the quiet hours of the
// recipient's zone (21:00–06:00) that defer every message but the 1 h reminder.

const at = (iso: string) => new Date(iso);
// Tuesday 1 December 2026, 16:00–17:30 WIB.
const session = { startsAt: at('2026-12-01T09:00:00Z'), endsAt: at('2026-12-01T10:30:00Z') };

describe('lesson moments', () => {
  it('reminds 24 h and 1 h before, prompts at the end, warns 48 h after it and counts the silence at 72 h', () => {
    expect(nominalMoment('remind-24h', session)).toEqual(at('2026-11-30T09:00:00Z'));
    expect(nominalMoment('remind-1h', session)).toEqual(at('2026-12-01T08:00:00Z'));
    expect(nominalMoment('prompt', session)).toEqual(session.endsAt);
    expect(nominalMoment('silence-warning', session)).toEqual(at('2026-12-03T10:30:00Z'));
    expect(nominalMoment('silence', session)).toEqual(at('2026-12-04T10:30:00Z'));
    expect(silenceCountsAt(session.endsAt)).toEqual(at('2026-12-04T10:30:00Z'));
  });

  it('knows the quiet hours on each zone’s own clock', () => {
    // 14:30 UTC is 21:30 WIB (quiet), 22:30 WITA, 23:30 WIT; 22:30 UTC is 05:30 WIB, 06:30 WITA.
    expect(isQuietHour(at('2026-12-01T13:59:00Z'), 'Asia/Jakarta')).toBe(false);
    expect(isQuietHour(at('2026-12-01T14:00:00Z'), 'Asia/Jakarta')).toBe(true);
    expect(isQuietHour(at('2026-12-01T22:30:00Z'), 'Asia/Jakarta')).toBe(true);
    expect(isQuietHour(at('2026-12-01T22:30:00Z'), 'Asia/Makassar')).toBe(false);
    expect(isQuietHour(at('2026-12-01T12:30:00Z'), 'Asia/Jayapura')).toBe(true);
    expect(isQuietHour(at('2026-12-01T12:30:00Z'), 'Asia/Jakarta')).toBe(false);
  });

  it('defers a quiet moment to 06:00 of the recipient’s next morning, before or after midnight alike', () => {
    // 21:30 WIB → 06:00 WIB next day; 02:00 WIB → 06:00 WIB the same day.
    expect(afterQuietHours(at('2026-12-01T14:30:00Z'), 'Asia/Jakarta')).toEqual(at('2026-12-01T23:00:00Z'));
    expect(afterQuietHours(at('2026-12-01T19:00:00Z'), 'Asia/Jakarta')).toEqual(at('2026-12-01T23:00:00Z'));
    // 06:00 WIT is 21:00 UTC the day before.
    expect(afterQuietHours(at('2026-12-01T13:00:00Z'), 'Asia/Jayapura')).toEqual(at('2026-12-01T21:00:00Z'));
    const noon = at('2026-12-01T05:00:00Z');
    expect(afterQuietHours(noon, 'Asia/Jakarta')).toBe(noon);
  });

  it('defers the 24 h reminder and the prompt per zone, never the 1 h reminder', () => {
    // A session at 22:00–23:00 WIB: 24 h reminder at 22:00 WIB → 06:00; prompt at 23:00 → 06:00.
    const late = { startsAt: at('2026-12-01T15:00:00Z'), endsAt: at('2026-12-01T16:00:00Z') };
    expect(noticeMoment('remind-24h', late, 'Asia/Jakarta')).toEqual(at('2026-11-30T23:00:00Z'));
    expect(noticeMoment('remind-1h', late, 'Asia/Jakarta')).toEqual(at('2026-12-01T14:00:00Z'));
    expect(noticeMoment('prompt', late, 'Asia/Jakarta')).toEqual(at('2026-12-01T23:00:00Z'));
    // The same session for a customer in WIT (00:00–01:00 WIT): 06:00 WIT.
    expect(noticeMoment('prompt', late, 'Asia/Jayapura')).toEqual(at('2026-12-01T21:00:00Z'));
    // 16:00 WIB is no quiet hour anywhere: on time.
    expect(noticeMoment('remind-24h', session, 'Asia/Jayapura')).toEqual(at('2026-11-30T09:00:00Z'));
  });

  it('names each job by session, side and start time, so a moved session gets new ids', () => {
    const id = '0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10';
    expect(lessonJobId('remind-24h', 'tutor', id, session.startsAt)).toBe(`lesson-remind-24h-tutor-${id}-${session.startsAt.getTime()}`);
    expect(lessonJobId('remind-24h', 'tutor', id, at('2026-12-02T09:00:00Z'))).not.toBe(
      lessonJobId('remind-24h', 'tutor', id, session.startsAt),
    );
  });
});
