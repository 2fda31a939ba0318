import { isEventType, type EventType } from '../events/catalog.ts';

// How urgent each event's messages are (decision 029). A channel queue sends transactional
// messages first, broadcast invitations last; on WhatsApp the daily cap never holds back a
// transactional message. A new event must be classed here (the table is typed by the catalog).

export type SendClass =
  /** Money and the booking it pays for: how to pay, a proof received or decided, the tutor chosen, a payout decided; account codes. */
  | 'transactional'
  | 'normal'
  /** One event to many people (a new request to every matching tutor). */
  | 'broadcast';

export const SEND_CLASSES: { readonly [T in EventType]: SendClass } = {
  'account.confirmation_requested': 'transactional',
  'account.password_otp_requested': 'transactional',
  'booking.created': 'transactional',
  'payment.proof_submitted': 'transactional',
  'payment.verified': 'transactional',
  'payment.rejected': 'transactional',
  'request.tutor_chosen': 'transactional',
  'payout.decided': 'transactional',
  'payment.reminder': 'transactional',
  'transaction.cancelled': 'normal',
  'transaction.expired': 'normal',
  'request.reopened': 'normal',
  'refund.requested': 'normal',
  'refund.completed': 'normal',
  'class.done': 'normal',
  'payout.requested': 'normal',
  'request.tutor_joined': 'normal',
  'request.tutor_not_chosen': 'normal',
  'request.cancelled': 'normal',
  'request.expired': 'normal',
  'feedback.replied': 'normal',
  'feedback.created': 'normal',
  'tutor.marked_busy': 'normal',
  'session.reminder': 'normal',
  'session.attendance_requested': 'normal',
  'session.silence_warning': 'normal',
  'session.done': 'normal',
  'dispute.opened': 'normal',
  // A decision about money, like a payout's.
  'dispute.decided': 'transactional',
  // A schedule both sides wait on: sent before other news.
  'session.proposed': 'transactional',
  'session.confirmed': 'transactional',
  'session.declined': 'transactional',
  'session.reschedule_proposed': 'transactional',
  'session.rescheduled': 'transactional',
  'session.reschedule_declined': 'transactional',
  'request.opened': 'broadcast',
};

/** An event the catalog does not know is never urgent. */
export const sendClassOf = (type: string): SendClass => (isEventType(type) ? SEND_CLASSES[type] : 'normal');

/** BullMQ job priority per class: a lower number is taken first. */
export const QUEUE_PRIORITY: Record<SendClass, number> = { transactional: 1, normal: 5, broadcast: 10 };
