// A lesson session's states, answers and numbers (docs/product.md#lesson-sessions), named once;
// the database CHECKs carry the same lists (migrations/20261128002000_lesson_sessions.ts).

/**
 * PROPOSED by one side, CONFIRMED by the other (DECLINED when they ask for other times), DONE once
 * attended, DISPUTED while the customer's 'Tidak' / 'Ada masalah' awaits an admin, CANCELLED with
 * its transaction. Only PROPOSED, CONFIRMED, DONE and DISPUTED hold the tutor's time.
 */
export const SESSION_STATUSES = ['PROPOSED', 'CONFIRMED', 'DONE', 'DISPUTED', 'DECLINED', 'CANCELLED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_PARTIES = ['tutor', 'customer'] as const;
export type SessionParty = (typeof SESSION_PARTIES)[number];

/** "Kelas sudah berlangsung?" — Ya / Tidak / Ada masalah. */
export const ATTENDANCE_ANSWERS = ['YES', 'NO', 'PROBLEM'] as const;
export type AttendanceAnswer = (typeof ATTENDANCE_ANSWERS)[number];

export const SESSION_RULES = {
  /** A session lasts 30 minutes to 8 hours, in steps of 30 minutes. */
  minMinutes: 30,
  maxMinutes: 480,
  stepMinutes: 30,
  /** Either side may move a session alone up to this many hours before it; later only by agreement. */
  rescheduleNoticeHours: 12,
  /** Reminders before each confirmed session. */
  reminderHoursBefore: [24, 1],
  /** The customer's silence after a session's end counts as Ya after this long… */
  silenceHours: 72,
  /** …and they are told this long before it counts. */
  silenceWarningHoursBefore: 24,
  /** Nothing non-urgent from 21:00 to 06:00 in the user's zone. */
  quietFromHour: 21,
  quietUntilHour: 6,
} as const;

/** One session as the transaction's JSON carries it; instants are ISO with the viewer's offset. */
export type SessionView = {
  id: string;
  startsAt: string;
  durationMinutes: number;
  status: SessionStatus;
  proposedBy: SessionParty;
  /** A move one side asked for and the other has not answered. `late`: inside the notice, by agreement only. */
  reschedule: { startsAt: string; durationMinutes: number; proposedBy: SessionParty; late: boolean } | null;
  attendance: { tutor: AttendanceAnswer | null; customer: AttendanceAnswer | null };
  /** Its end has passed by the server's clock: "Kelas sudah berlangsung?" may be answered. */
  ended: boolean;
  /** The session's latest dispute: only whether the viewer wrote their side, never the other side's words. */
  dispute: SessionDisputeView | null;
  /** Every accepted move, oldest first; `late` ones were inside the notice, so by agreement. */
  changes: SessionChangeView[];
};

export type SessionDisputeView = {
  id: string;
  status: 'OPEN' | 'DECIDED';
  reason: Exclude<AttendanceAnswer, 'YES'>;
  viewerStatementWritten: boolean;
  decision: { outcome: 'DONE' | 'PARTIAL_REFUND' | 'FULL_REFUND'; refundAmount: number | null; note: string | null } | null;
};

export type SessionChangeView = {
  fromStartsAt: string;
  toStartsAt: string;
  durationMinutes: number;
  proposedBy: SessionParty;
  late: boolean;
};
