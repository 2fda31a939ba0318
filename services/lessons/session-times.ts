import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import { SESSION_RULES } from '../../core/lessons/sessions.ts';
import { instantFromWallTime, type TimeZone } from '../../core/lessons/time-zones.ts';

// A session time as a user enters it (date, clock time, minutes, in their zone) → the range it
// stands for, with every refusal of docs/product.md#lesson-sessions that needs no database.

export type SessionTimeInput = { date: string; time: string; durationMinutes: number };
export type TimeRange = { startsAt: Date; endsAt: Date };

export function validDuration(minutes: unknown): minutes is number {
  return (
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= SESSION_RULES.minMinutes &&
    minutes <= SESSION_RULES.maxMinutes &&
    minutes % SESSION_RULES.stepMinutes === 0
  );
}

/** Refuses a malformed or non-existent date, time or duration, and a start not ahead of `now`. */
export function rangeFromInput(input: SessionTimeInput, zone: TimeZone, now: Date): TimeRange {
  if (typeof input.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input.date))
    throw new AppError('VALIDATION', M.badDate, { field: 'date' });
  if (typeof input.time !== 'string' || !/^\d{2}:\d{2}$/.test(input.time)) throw new AppError('VALIDATION', M.badTime, { field: 'time' });
  if (!validDuration(input.durationMinutes)) throw new AppError('VALIDATION', M.badDuration, { field: 'durationMinutes' });
  const startsAt = instantFromWallTime(input.date, input.time, zone);
  if (!startsAt) {
    const [hour = 0, minute = 0] = input.time.split(':').map(Number);
    throw hour > 23 || minute > 59
      ? new AppError('VALIDATION', M.badTime, { field: 'time' })
      : new AppError('VALIDATION', M.badDate, { field: 'date' });
  }
  if (startsAt.getTime() <= now.getTime()) throw new AppError('UNPROCESSABLE', M.inPast);
  return { startsAt, endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000) };
}

export const overlaps = (a: TimeRange, b: TimeRange): boolean => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
