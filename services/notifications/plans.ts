import { confirmationRequested, passwordOtpRequested } from '../accounts/account-notifications.ts';
import { bookingCreated } from '../bookings/booking-notifications.ts';
import { transactionMessage, transactionRecipients } from '../transactions/transaction-notification.ts';
import { paymentRejected, paymentVerified, proofReceived, rejectionReason } from '../payments/payment-notifications.ts';
import { proofChatChannel } from '../payments/proof-channel.ts';
import { payoutDecided, payoutTutor } from '../payouts/payout-notifications.ts';
import { tutorChosen } from '../requests/request-chosen-notification.ts';
import {
  cancelledRecipients,
  requestCancelled,
  requestExpired,
  requestOwner,
  tutorJoined,
  tutorNotChosen,
} from '../requests/request-notifications.ts';
import { matchingTutors, requestOpened } from '../requests/request-opened-notification.ts';
import { feedbackAuthor, feedbackReplied } from '../feedback/feedback-notification.ts';
import { feedbackCreated } from '../feedback/feedback-created-notification.ts';
import {
  classDone,
  refundCompletedContent,
  refundRequestedContent,
  refundToProcess,
  transactionCancelledContent,
} from '../transactions/transaction-outcome-notifications.ts';
import { tutorMarkedBusy } from '../tutors/tutor-marked-busy-notification.ts';
import {
  paymentReminderContent,
  reopenedRecipients,
  requestReopened,
  transactionExpiredContent,
} from '../payments/payment-deadline-notifications.ts';
import {
  attendanceRequested,
  disputeDecided,
  disputeOpened,
  disputeToDecide,
  sessionReminder,
  silenceWarning,
} from '../lessons/lesson-notifications.ts';
import { activeAdmins } from '../accounts/active-admins.ts';
import { payoutToDecide, proofToVerify } from './admin-tasks.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import { NO_NOTIFICATION, type NotificationPlan, type NotificationPlans } from './plan.ts';
import { sessionMessage, sessionRecipientSides, type SessionEvent } from '../lessons/session-notifications.ts';

/**
 * Every event of the catalog: who is told and what (docs/product.md#notification-events). The one
 * table a new event or a new recipient is added to.
 */
export function createNotificationPlans(context: NotificationContext): NotificationPlans {
  // The schedule's events differ only in their words and recipients, which session-notifications decides by type.
  const sessionPlan = <T extends SessionEvent>(type: T): NotificationPlan<T> => ({
    group: 'transactions',
    recipients: async (db, payload) => transactionRecipients(db, payload.transactionId, await sessionRecipientSides(db, type, payload)),
    content: (db, payload, recipientId) => sessionMessage(db, context, type, payload, recipientId),
  });
  return {
    'account.confirmation_requested': {
      group: 'account',
      recipients: async (_db, { userId }) => [userId],
      content: (db, payload) => confirmationRequested(db, context, payload),
    },
    'account.password_otp_requested': {
      group: 'account',
      recipients: async (_db, { userId }) => [userId],
      content: (db, payload) => passwordOtpRequested(db, context, payload),
    },
    'booking.created': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer', 'tutor']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx, side) => bookingCreated(tx, side, context)),
    },
    'payment.proof_submitted': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx) => proofReceived(tx, context)),
      adminTask: (db, payload) => proofToVerify(db, context, payload),
      answeredInChat: (db, { proofId }) => proofChatChannel(db, proofId),
    },
    'payment.verified': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer', 'tutor']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx, side) => paymentVerified(tx, side, context)),
    },
    'payment.rejected': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer']),
      content: async (db, { transactionId, proofId }, recipientId) => {
        const reason = await rejectionReason(db, transactionId, proofId);
        return reason ? transactionMessage(db, transactionId, recipientId, (tx) => paymentRejected(tx, reason, context)) : null;
      },
    },
    'payout.decided': {
      group: 'payouts',
      recipients: (db, { payoutId }) => payoutTutor(db, payoutId),
      content: (db, payload) => payoutDecided(db, context, payload),
    },
    'tutor.marked_busy': {
      group: 'account',
      recipients: async (_db, { tutorId }) => [tutorId],
      content: (db, payload) => tutorMarkedBusy(db, context, payload),
    },
    'payout.requested': {
      group: 'admin',
      recipients: (db) => activeAdmins(db),
      content: (db, payload) => payoutToDecide(db, context, payload),
    },
    'feedback.replied': {
      group: 'feedback',
      recipients: (db, { feedbackId }) => feedbackAuthor(db, feedbackId),
      content: (db, payload) => feedbackReplied(db, context, payload),
    },
    // How a transaction ended, told to the side that did not press the button.
    'transaction.cancelled': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['tutor']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx) => transactionCancelledContent(tx, context)),
    },
    // The payment deadline (docs/product.md#payment-deadline).
    'payment.reminder': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx) => paymentReminderContent(tx, context)),
    },
    'transaction.expired': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer', 'tutor']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx, side) => transactionExpiredContent(tx, side, context)),
    },
    'refund.requested': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['tutor']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx) => refundRequestedContent(tx, context)),
      adminTask: (db, payload) => refundToProcess(db, context, payload),
    },
    'refund.completed': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer']),
      content: (db, { transactionId }, recipientId) =>
        transactionMessage(db, transactionId, recipientId, (tx) => refundCompletedContent(tx, context)),
    },
    // The tutor's share becomes withdrawable: money news, in the payouts group.
    'class.done': {
      group: 'payouts',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['tutor']),
      content: (db, payload, recipientId) => classDone(db, context, payload, recipientId),
    },
    'feedback.created': {
      group: 'admin',
      recipients: (db) => activeAdmins(db),
      content: (db, payload) => feedbackCreated(db, context, payload),
    },
    // Learning requests (docs/product.md#learning-requests).
    'request.opened': {
      group: 'requests',
      recipients: (db, { requestId }) => matchingTutors(db, requestId),
      content: (db, payload, recipientId) => requestOpened(db, context, payload, recipientId),
    },
    'request.tutor_joined': {
      group: 'requests',
      recipients: (db, { requestId }) => requestOwner(db, requestId),
      content: (db, payload) => tutorJoined(db, context, payload),
    },
    // The choice opens a transaction: its payment instructions belong with the other transaction
    // messages, so switching request news off never hides how to pay.
    'request.tutor_chosen': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer', 'tutor']),
      content: (db, payload, recipientId) => tutorChosen(db, context, payload, recipientId),
    },
    'request.tutor_not_chosen': {
      group: 'requests',
      recipients: async (_db, { tutorId }) => [tutorId],
      content: (db, payload) => tutorNotChosen(db, context, payload),
    },
    'request.cancelled': {
      group: 'requests',
      recipients: (db, { requestId }) => cancelledRecipients(db, requestId),
      content: (db, payload, recipientId) => requestCancelled(db, context, payload, recipientId),
    },
    'request.reopened': {
      group: 'requests',
      recipients: (db, payload) => reopenedRecipients(db, payload),
      content: (db, payload, recipientId) => requestReopened(db, context, payload, recipientId),
    },
    // Lesson sessions (docs/product.md#lesson-sessions): the schedule both sides wait on.
    'session.proposed': sessionPlan('session.proposed'),
    'session.confirmed': sessionPlan('session.confirmed'),
    'session.declined': sessionPlan('session.declined'),
    'session.reschedule_proposed': sessionPlan('session.reschedule_proposed'),
    'session.rescheduled': sessionPlan('session.rescheduled'),
    'session.reschedule_declined': sessionPlan('session.reschedule_declined'),
    // Lessons (docs/product.md#lesson-reminders): each job's message names the one side it is for.
    'session.reminder': {
      group: 'transactions',
      recipients: (db, { transactionId, party }) => transactionRecipients(db, transactionId, [party]),
      content: (db, payload, recipientId) => sessionReminder(db, context, payload, recipientId),
    },
    'session.attendance_requested': {
      group: 'transactions',
      recipients: (db, { transactionId, party }) => transactionRecipients(db, transactionId, [party]),
      content: (db, payload, recipientId) => attendanceRequested(db, context, payload, recipientId),
    },
    'session.silence_warning': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer']),
      content: (db, payload, recipientId) => silenceWarning(db, context, payload, recipientId),
    },
    // The class's own 'class.done' tells the tutor when the last one is; a single session's end is the answer they gave.
    'session.done': NO_NOTIFICATION,
    'dispute.opened': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer', 'tutor']),
      content: (db, payload, recipientId) => disputeOpened(db, context, payload, recipientId),
      adminTask: (db, payload) => disputeToDecide(db, context, payload),
    },
    'dispute.decided': {
      group: 'transactions',
      recipients: (db, { transactionId }) => transactionRecipients(db, transactionId, ['customer', 'tutor']),
      content: (db, payload, recipientId) => disputeDecided(db, context, payload, recipientId),
    },
    'request.expired': {
      group: 'requests',
      recipients: (db, { requestId }) => requestOwner(db, requestId),
      content: (db, payload) => requestExpired(db, context, payload),
    },
  };
}
