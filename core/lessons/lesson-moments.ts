import { SESSION_RULES, type SessionParty } from './sessions.ts';
import { instantFromWallTime, wallTime, type TimeZone } from './time-zones.ts';
import { pad2 } from '../format/jakarta-time.ts';

// When each of a confirmed session's jobs runs (docs/product.md#lesson-reminders, decision 054).
// Pure: the jobs, the sweep and the tests compute the same moments from the session's own times
// and the recipient's zone, so a reschedule (new times) gives new moments and new job ids.

const HOUR_MS = 3_600_000;

/** The messages a session's jobs send, each to one side; `silence` is the rule itself, no message. */
export const LESSON_NOTICE_KINDS = ['remind-24h', 'remind-1h', 'prompt', 'silence-warning'] as const;
export type LessonNoticeKind = (typeof LESSON_NOTICE_KINDS)[number];
export type LessonJobKind = LessonNoticeKind | 'silence';

/** Who each message goes to: reminders and the prompt to both sides, the warning to the customer. */
export const NOTICE_PARTIES: Record<LessonNoticeKind, readonly SessionParty[]> = {
  'remind-24h': ['tutor', 'customer'],
  'remind-1h': ['tutor', 'customer'],
  prompt: ['tutor', 'customer'],
  'silence-warning': ['customer'],
};

/**
 * Urgent messages go out at their moment whatever the hour: the 1 h reminder is useless later.
 * The others wait until the quiet hours end in the recipient's zone.
 */
export const URGENT_NOTICES: ReadonlySet<LessonNoticeKind> = new Set(['remind-1h']);

export type SessionTimes = { startsAt: Date; endsAt: Date };

/** The moment the rule calls for, before any quiet-hour deferral. */
export function nominalMoment(kind: LessonJobKind, { startsAt, endsAt }: SessionTimes): Date {
  const [far, near] = SESSION_RULES.reminderHoursBefore;
  switch (kind) {
    case 'remind-24h':
      return new Date(startsAt.getTime() - far * HOUR_MS);
    case 'remind-1h':
      return new Date(startsAt.getTime() - near * HOUR_MS);
    case 'prompt':
      return endsAt;
    case 'silence-warning':
      return new Date(endsAt.getTime() + (SESSION_RULES.silenceHours - SESSION_RULES.silenceWarningHoursBefore) * HOUR_MS);
    case 'silence':
      return silenceCountsAt(endsAt);
  }
}

/** The customer's silence counts as Ya from this instant on. */
export const silenceCountsAt = (endsAt: Date): Date => new Date(endsAt.getTime() + SESSION_RULES.silenceHours * HOUR_MS);

/** Whether `at` falls in 21:00–06:00 on the wall clock of `zone`. */
export function isQuietHour(at: Date, zone: TimeZone): boolean {
  const { hour } = wallTime(at, zone);
  return hour >= SESSION_RULES.quietFromHour || hour < SESSION_RULES.quietUntilHour;
}

/** `at` itself outside the quiet hours, else the next 06:00 in `zone`. */
export function afterQuietHours(at: Date, zone: TimeZone): Date {
  if (!isQuietHour(at, zone)) return at;
  const w = wallTime(at, zone);
  const sameDay = `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;
  const morning = instantFromWallTime(sameDay, `${pad2(SESSION_RULES.quietUntilHour)}:00`, zone);
  if (!morning) throw new Error(`no 06:00 on ${sameDay}`);
  return morning.getTime() > at.getTime() ? morning : new Date(morning.getTime() + 24 * HOUR_MS);
}

/** When one side's message is sent: its moment, or the end of that side's quiet hours. */
export function noticeMoment(kind: LessonNoticeKind, session: SessionTimes, zone: TimeZone): Date {
  const at = nominalMoment(kind, session);
  return URGENT_NOTICES.has(kind) ? at : afterQuietHours(at, zone);
}

/**
 * One job per session, kind, side and start time: adding it again is a no-op in BullMQ, and a
 * rescheduled session's jobs have new ids while the old ones find the row moved and do nothing.
 */
export const lessonJobId = (kind: LessonJobKind, party: SessionParty | 'session', sessionId: string, startsAt: Date): string =>
  `lesson-${kind}-${party}-${sessionId}-${startsAt.getTime()}`;
