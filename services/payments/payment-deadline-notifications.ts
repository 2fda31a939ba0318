import type { EventPayload } from '../../core/events/catalog.ts';
import { formatTransactionDate } from '../../core/format/transaction-date.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import { PAYMENT_REMINDER_HOURS_BEFORE } from '../../core/transactions/payment-deadline.ts';
import type { Db } from '../../infra/db.ts';
import {
  firstName,
  loadRequestForNotification,
  requestLines,
  requestLink,
  tutorName,
  tutorRequestsLink,
} from '../requests/request-notifications.ts';
import {
  classMessage,
  customerNameForTutor,
  tutorNameForCustomer,
  type TransactionNotificationContext,
  type TransactionSide,
} from '../transactions/transaction-notification.ts';

// The payment deadline's messages (docs/product.md#payment-deadline): the reminder before it, the
// expiry to both sides, and a request handed back to the tutors who joined it. Each is written from
// the rows as they are when sent, and none once the state it tells of has passed.

const deadlineText = (context: TransactionNotificationContext): string =>
  `${formatTransactionDate(context.transaction.payment_due_at)} WIB`;

/** 'payment.reminder' to the customer, while the transaction is still UNPAID. */
export function paymentReminderContent(
  context: TransactionNotificationContext,
  notification: NotificationContext,
): NotificationContent | null {
  if (context.transaction.payment_status !== 'UNPAID') return null;
  return classMessage(context, 'customer', notification, {
    title: 'Pengingat pembayaran',
    lines: [
      `Pesanan Anda dengan tutor ${tutorNameForCustomer(context)} belum dibayar.`,
      `Batas waktu pembayaran: ${deadlineText(context)} (sekitar ${PAYMENT_REMINDER_HOURS_BEFORE} jam lagi).`,
      'Setelah batas waktu itu, transaksi yang belum dibayar menjadi Kedaluwarsa.',
    ],
    after: ['', 'Sudah membayar? Unggah bukti pembayaran dari halaman transaksi.'],
    linkLabel: 'Bayar sekarang',
  });
}

/** 'transaction.expired' to both sides; the customer of a request learns it is open again. */
export function transactionExpiredContent(
  context: TransactionNotificationContext,
  side: TransactionSide,
  notification: NotificationContext,
): NotificationContent | null {
  const { transaction: row } = context;
  if (row.payment_status !== 'EXPIRED') return null;
  if (side === 'tutor') {
    return classMessage(context, 'tutor', notification, {
      title: 'Pesanan kedaluwarsa',
      lines: [
        `${customerNameForTutor(row)} tidak membayar pesanan ini sampai batas waktu ${deadlineText(context)}, jadi pesanan ini Kedaluwarsa. Kelas ini tidak perlu dilaksanakan.`,
      ],
      linkLabel: 'Detail',
    });
  }
  const reopened = row.source === 'request' && row.request_id !== null;
  return classMessage(context, 'customer', notification, {
    title: 'Transaksi Anda kedaluwarsa',
    lines: [
      `Pesanan Anda dengan tutor ${tutorNameForCustomer(context)} tidak dibayar sampai batas waktu ${deadlineText(context)}, jadi transaksi ini Kedaluwarsa.`,
      reopened
        ? 'Permintaan belajar Anda dibuka kembali: pilih lagi salah satu tutor yang mendaftar dari halaman permintaan.'
        : 'Masih ingin belajar? Pesan tutor lagi kapan saja.',
    ],
    ...(reopened && row.request_id ? { after: ['', `Permintaan belajar: ${requestLink(notification.appUrl, row.request_id)}`] } : {}),
    linkLabel: 'Halaman transaksi',
  });
}

/** Who hears a request is open again: every tutor who joined, but the one whose transaction expired (told by it). */
export async function reopenedRecipients(db: Db, { requestId, transactionId }: EventPayload<'request.reopened'>): Promise<string[]> {
  const expired = await db('transactions').where({ id: transactionId }).first<{ tutor_id: string } | undefined>('tutor_id');
  const participants = (await db('request_participants')
    .where({ request_id: requestId })
    .orderBy('joined_at')
    .pluck('tutor_id')) as string[];
  return participants.filter((tutorId) => tutorId !== expired?.tutor_id);
}

/** 'request.reopened' to a tutor who joined: the owner may choose again, them too, while it stays OPEN. */
export async function requestReopened(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'request.reopened'>,
  recipientId: string,
): Promise<NotificationContent | null> {
  const row = await loadRequestForNotification(db, payload.requestId);
  if (row?.status !== 'OPEN') return null;
  const tutor = await tutorName(db, recipientId);
  if (tutor === null) return null;
  const link = { label: 'Request Belajar', url: tutorRequestsLink(context.appUrl) };
  return {
    title: 'Permintaan belajar dibuka kembali',
    greetingName: tutor,
    lines: [
      `Tutor yang dipilih ${firstName(row.customer_name)} tidak dibayar sampai batas waktu, jadi permintaan belajar yang Anda ikuti dibuka kembali. Anda masih terdaftar dan dapat dipilih.`,
      '',
      ...requestLines(row, 'masked'),
      '',
      linkLine(link),
    ],
    link,
  };
}
