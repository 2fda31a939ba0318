import { z } from 'zod';

// Every event the outbox carries, with its payload: ids and enums only. Names, addresses, phone
// numbers, texts, tokens and codes are read from the database when a notification is delivered,
// so an outbox row or a queue job never holds personal data or a secret (decision 008).
// A new event is one entry here; the notification plans (services/notifications/plans.ts) then
// fail to compile until it says who is told, or that nobody is.

const id = z.uuid();
const transactionEvent = z.object({ transactionId: id }).strict();
const requestEvent = z.object({ requestId: id }).strict();
const proofEvent = z.object({ transactionId: id, proofId: id }).strict();
const sessionEvent = z.object({ transactionId: id, sessionId: id }).strict();

export const EVENT_CATALOG = {
  /** A sign-up or a resend: the confirmation link of email_tokens row `tokenId`. */
  'account.confirmation_requested': z.object({ userId: id, tokenId: id }).strict(),
  /** Step one of a password reset: the code of password_otps row `otpId` and the recovery link of `tokenId`. */
  'account.password_otp_requested': z.object({ userId: id, otpId: id, tokenId: id }).strict(),
  'booking.created': transactionEvent,
  'payment.proof_submitted': proofEvent,
  /** PAID by an approved proof, or by a bank statement line (`statementLineId`), with the proof it settled if one was pending. */
  'payment.verified': z.object({ transactionId: id, proofId: id.optional(), statementLineId: id.optional() }).strict(),
  'payment.rejected': proofEvent,
  'transaction.cancelled': transactionEvent,
  /** PAYMENT_REMINDER_HOURS_BEFORE the deadline of a transaction still UNPAID (docs/product.md#payment-deadline). */
  'payment.reminder': transactionEvent,
  /** The deadline passed with the transaction still UNPAID: it is EXPIRED. */
  'transaction.expired': transactionEvent,
  'refund.requested': transactionEvent,
  'refund.completed': transactionEvent,
  'class.done': transactionEvent,
  'payout.requested': z.object({ payoutId: id, transactionId: id }).strict(),
  /** The decision taken, so an approval followed at once by the transfer still tells both truly. */
  'payout.decided': z.object({ payoutId: id, transactionId: id, status: z.enum(['APPROVED', 'REJECTED', 'DONE']) }).strict(),
  // Learning requests (docs/product.md#learning-requests).
  'request.opened': requestEvent,
  'request.tutor_joined': z.object({ requestId: id, tutorId: id }).strict(),
  /** The owner chose `tutorId`, which opened transaction `transactionId`. */
  'request.tutor_chosen': z.object({ requestId: id, tutorId: id, transactionId: id }).strict(),
  /** One per tutor who joined and was not chosen. */
  'request.tutor_not_chosen': z.object({ requestId: id, tutorId: id }).strict(),
  'request.cancelled': requestEvent,
  /** The chosen tutor's transaction `transactionId` expired unpaid: the request is OPEN again. */
  'request.reopened': z.object({ requestId: id, transactionId: id }).strict(),
  /** The sweep closed an OPEN request nobody chose in time. */
  'request.expired': requestEvent,
  /** An admin answered (or corrected the answer to) a feedback or report; its author is told. */
  'feedback.replied': z.object({ feedbackId: id }).strict(),
  /** A user sent a feedback or a report; the admins are told. */
  'feedback.created': z.object({ feedbackId: id }).strict(),
  // Lesson sessions (docs/product.md#lesson-sessions).
  /** The tutor proposed times: every PROPOSED session of the transaction awaits the customer. */
  'session.proposed': transactionEvent,
  /** The customer accepted; one event per session, which the session's jobs are armed from. */
  'session.confirmed': sessionEvent,
  /** The customer asked for other times: the sessions the tutor proposed are DECLINED. */
  'session.declined': transactionEvent,
  'session.reschedule_proposed': sessionEvent,
  /** The other side accepted a move: the session's jobs move with it. */
  'session.rescheduled': sessionEvent,
  /** The move was refused; `proposedBy` (the reschedule columns are cleared by then) is the side told. */
  'session.reschedule_declined': z.object({ transactionId: id, sessionId: id, proposedBy: z.enum(['tutor', 'customer']) }).strict(),
  /** The daily sweep made an inactive tutor busy. */
  'tutor.marked_busy': z.object({ tutorId: id }).strict(),
  // Attendance (docs/product.md#lesson-attendance): each message of a session's jobs names the side it is for.
  /** 24 h or 1 h before a CONFIRMED session, to one side (quiet hours already waited out). */
  'session.reminder': z
    .object({ transactionId: id, sessionId: id, party: z.enum(['tutor', 'customer']), hours: z.enum(['24', '1']) })
    .strict(),
  /** The session ended: "Kelas sudah berlangsung?" to one side. */
  'session.attendance_requested': z.object({ transactionId: id, sessionId: id, party: z.enum(['tutor', 'customer']) }).strict(),
  /** 24 h before the customer's silence counts as Ya. */
  'session.silence_warning': z.object({ transactionId: id, sessionId: id }).strict(),
  /** Both said Ya, the customer stayed silent, or an admin decided: the session is DONE. */
  'session.done': z.object({ transactionId: id, sessionId: id }).strict(),
  /** 'Tidak' / 'Ada masalah': the session waits for an admin, the payout is held. */
  'dispute.opened': z.object({ transactionId: id, sessionId: id, disputeId: id }).strict(),
  'dispute.decided': z.object({ transactionId: id, disputeId: id, outcome: z.enum(['DONE', 'PARTIAL_REFUND', 'FULL_REFUND']) }).strict(),
} as const satisfies Record<string, z.ZodType>;

export type EventType = keyof typeof EVENT_CATALOG;
export type EventPayload<T extends EventType> = z.output<(typeof EVENT_CATALOG)[T]>;

/** One event with its payload, narrowed together by `type`. */
export type CatalogEvent = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];

export const EVENT_TYPES = Object.keys(EVENT_CATALOG) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_CATALOG, type);
}

/** Unknown types and payloads that do not match their schema throw (a ZodError for the latter). */
export function parseEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T>;
export function parseEventPayload(type: string, payload: unknown): unknown;
export function parseEventPayload(type: string, payload: unknown): unknown {
  if (!isEventType(type)) throw new UnknownEventError(type);
  return EVENT_CATALOG[type].parse(payload);
}

export class UnknownEventError extends Error {
  constructor(type: string) {
    super(`"${type}" is not an event of the catalog (core/events/catalog.ts)`);
    this.name = 'UnknownEventError';
  }
}
