import { describe, expect, it } from 'vitest';
import { confirmationContent, passwordResetContent } from '../accounts/account-notifications.ts';
import { bookingCreatedCustomer, bookingCreatedTutor } from '../bookings/booking-notifications.ts';
import type { TransactionNotificationContext } from '../transactions/transaction-notification.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';
import { paymentRejected, paymentVerifiedCustomer, paymentVerifiedTutor, proofReceived } from '../payments/payment-notifications.ts';
import { payoutDecidedContent } from '../payouts/payout-notifications.ts';
import { tutorChosenCustomer, tutorChosenTutor } from '../requests/request-chosen-notification.ts';
import {
  requestExpiredContent,
  tutorJoinedContent,
  tutorNotChosenContent,
  type RequestForNotification,
} from '../requests/request-notifications.ts';
import { requestOpenedContent } from '../requests/request-opened-notification.ts';
import { feedbackRepliedContent } from '../feedback/feedback-notification.ts';
import { feedbackCreatedContent } from '../feedback/feedback-created-notification.ts';
import {
  classDoneContent,
  refundCompletedContent,
  refundRequestedContent,
  transactionCancelledContent,
} from '../transactions/transaction-outcome-notifications.ts';
import { markedBusyContent } from '../tutors/tutor-marked-busy-notification.ts';
import golden from './render-email.golden.json' with { type: 'json' };
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import { renderEmail } from './render-email.ts';

// The golden file holds every email exactly as the templates before the channel-neutral content
// wrote them (same inputs, hostile characters included): the renderer must reproduce them byte
// for byte, HTML included. The learning-request emails came later and are pinned the same way.

const notification: NotificationContext = {
  appUrl: 'https://ajarin.test/',
  gopayNumber: '081299998888',
  secretKey: Buffer.alloc(32),
  requestMaxTutors: 10,
};
const transaction = {
  id: '11111111-2222-4333-8444-555555555555',
  customer_name: 'Budi <Santoso> & "Co"',
  customer_phone: '085712349876',
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  duration_hours: 2,
  student_count: 3,
  total_price: 600_000,
  tutor_payment: 510_000,
  unique_code: 123,
} as TransactionRow;
const context: TransactionNotificationContext = { transaction, tutorName: "Siti O'Rahma", tutorPhone: '081211112222' };
const payout = { name: 'Siti', net: 167_500, bankAccount: 'BNI 0123' };
const request: RequestForNotification = {
  id: '99999999-8888-4777-8666-555555555555',
  customer_id: '00000000-0000-4000-8000-000000000001',
  customer_name: 'Budi <Santoso> & "Co"',
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  student_count: 3,
  duration_hours: 2,
  notes: 'Fokus <listrik> & "magnet"',
  status: 'OPEN',
  chosen_tutor_id: null,
  created_at: new Date('2026-11-20T03:00:00Z'),
};
// When the messages are written: five minutes after the request was posted.
const NOW = new Date('2026-11-20T03:05:00Z');

const JOINED_TUTOR = {
  id: '22222222-3333-4444-8555-666666666666',
  name: "Siti O'Rahma",
  university: 'Universitas Indonesia',
  rating: 4.75,
  reviewCount: 12,
  pricePerHour: 100_000,
};

const cases = {
  confirmation: renderEmail(
    confirmationContent({ name: 'Ani <b>&', link: 'https://ajarin.test/auth-callback?type=signup&token=abcDEF_-123' }),
    'ani@example.com',
  ),
  reset: renderEmail(
    passwordResetContent({ name: 'Ani <b>&', otp: '012345', link: 'https://ajarin.test/auth-callback?type=recovery&token=xyz_-9' }),
    'ani@example.com',
  ),
  bookingCustomer: renderEmail(bookingCreatedCustomer(context, notification), 'budi@example.com'),
  bookingTutor: renderEmail(bookingCreatedTutor(context, notification), 'siti@example.com'),
  proofReceived: renderEmail(proofReceived(context, notification), 'budi@example.com'),
  verifiedCustomer: renderEmail(paymentVerifiedCustomer(context, notification), 'budi@example.com'),
  verifiedCustomerNoPhone: renderEmail(paymentVerifiedCustomer({ ...context, tutorPhone: null }, notification), 'budi@example.com'),
  verifiedTutor: renderEmail(paymentVerifiedTutor(context, notification), 'siti@example.com'),
  rejected: renderEmail(paymentRejected(context, 'Nominal kurang', notification), 'budi@example.com'),
  payoutApproved: renderEmail(
    payoutDecidedContent({ ...payout, reason: null }, 'APPROVED', transaction.id, notification.appUrl),
    'siti@example.com',
  ),
  payoutRejected: renderEmail(
    payoutDecidedContent({ ...payout, reason: 'Nomor salah' }, 'REJECTED', transaction.id, notification.appUrl),
    'siti@example.com',
  ),
  payoutDone: renderEmail(
    payoutDecidedContent({ ...payout, reason: 'x' }, 'DONE', transaction.id, notification.appUrl),
    'siti@example.com',
  ),
  busy: renderEmail(markedBusyContent({ name: 'Siti', appUrl: notification.appUrl }), 'siti@example.com'),
  requestOpened: renderEmail(requestOpenedContent(request, "Siti O'Rahma", notification.appUrl, NOW), 'siti@example.com'),
  requestOpenedNoNotes: renderEmail(
    requestOpenedContent({ ...request, notes: null }, "Siti O'Rahma", notification.appUrl, NOW),
    'siti@example.com',
  ),
  requestTutorJoined: renderEmail(tutorJoinedContent(request, JOINED_TUTOR, 4, notification.appUrl), 'budi@example.com'),
  requestChosenCustomer: renderEmail(
    tutorChosenCustomer(
      { ...context, transaction: { ...transaction, source: 'request', request_id: request.id } },
      request.id,
      notification,
    ),
    'budi@example.com',
  ),
  requestChosenTutor: renderEmail(
    tutorChosenTutor({ ...context, transaction: { ...transaction, source: 'request', request_id: request.id } }, notification),
    'siti@example.com',
  ),
  requestNotChosen: renderEmail(tutorNotChosenContent(request, 'Agus', notification.appUrl), 'agus@example.com'),
  requestExpired: renderEmail(requestExpiredContent({ ...request, status: 'EXPIRED' }, notification.appUrl), 'budi@example.com'),
  feedbackReplied: renderEmail(
    feedbackRepliedContent(
      {
        id: request.id,
        subject: 'Tombol <bayar> & "hilang"',
        category: 'report',
        reply: 'Sudah <b>diperbaiki</b> & aman',
        authorName: 'Budi <Santoso> & "Co"',
      },
      notification.appUrl,
    ),
    'budi@example.com',
  ),
  classDone: renderEmail(
    classDoneContent(
      { ...context, transaction: { ...transaction, payment_status: 'PAID', class_status: 'DONE' } },
      notification,
      'customer',
    )!,
    'siti@example.com',
  ),
  transactionCancelled: renderEmail(
    transactionCancelledContent(
      { ...context, transaction: { ...transaction, source: 'booking', payment_status: 'CANCELLED', class_status: 'CANCELLED' } },
      notification,
    )!,
    'siti@example.com',
  ),
  refundRequested: renderEmail(
    refundRequestedContent(
      { ...context, transaction: { ...transaction, payment_status: 'REFUND_REQUESTED', class_status: 'CANCELLED' } },
      notification,
    )!,
    'siti@example.com',
  ),
  refundCompleted: renderEmail(
    refundCompletedContent(
      { ...context, transaction: { ...transaction, payment_status: 'REFUNDED', class_status: 'CANCELLED' } },
      notification,
    )!,
    'budi@example.com',
  ),
  feedbackCreated: renderEmail(
    feedbackCreatedContent({ userName: 'Budi <Santoso> & "Co"', category: 'report', subject: 'Tombol <bayar> & "hilang"' }, notification),
    'admin@example.com',
  ),
};

describe('email renderer', () => {
  it('covers every golden email', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(golden).sort());
  });

  it.each(Object.keys(golden) as (keyof typeof golden)[])('writes %s exactly as before', (name) => {
    expect(cases[name]).toEqual(golden[name]);
  });

  it("says a session's calendar files are attached once, however many there are", () => {
    const { text } = renderEmail(
      {
        title: 'Jadwal kelas disetujui',
        greetingName: 'Rina',
        lines: ['Jadwal sesi ini sudah disetujui:'],
        attachments: [
          { kind: 'session_calendar', sessionId: 'a' },
          { kind: 'session_calendar', sessionId: 'b' },
        ],
      },
      'rina@example.com',
    );
    expect(text.split('File kalender sesi terlampir (.ics)')).toHaveLength(2);
  });
});
