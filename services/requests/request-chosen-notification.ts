import type { EventPayload } from '../../core/events/catalog.ts';
import { formatRupiah } from '../../core/format/rupiah.ts';
import type { Db } from '../../infra/db.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import { baseUrl, type NotificationContext } from '../../core/notifications/notification-context.ts';
import {
  customerNameForTutor,
  paymentSteps,
  serviceLines,
  transactionContent,
  transactionMessage,
  tutorNameForCustomer,
  tutorTransactionLink,
  type TransactionNotificationContext,
} from '../transactions/transaction-notification.ts';

// 'request.tutor_chosen': the choice opened a transaction, so both messages are about it, like
// 'booking.created': the customer gets the payment instructions (to the request's payment page),
// the chosen tutor hears they were chosen. The tutor's message never carries the customer's phone:
// it is unpaid.

export const requestPaymentLink = (appUrl: string, requestId: string): string => `${baseUrl(appUrl)}/bidding-payment/${requestId}`;

export function tutorChosenCustomer(
  context: TransactionNotificationContext,
  requestId: string,
  notification: NotificationContext,
): NotificationContent {
  const { transaction: row } = context;
  const link = { label: 'Halaman pembayaran', url: requestPaymentLink(notification.appUrl, requestId) };
  return transactionContent(
    context,
    'customer',
    'Tutor sudah dipilih, segera lakukan pembayaran',
    [
      `Anda memilih ${tutorNameForCustomer(context)} sebagai tutor untuk permintaan belajar Anda.`,
      '',
      ...serviceLines(row),
      '',
      ...paymentSteps(
        row,
        notification.gopayNumber,
        "Tekan 'Lanjutkan Pembayaran' di halaman pembayaran, lalu unggah bukti pembayaran (JPG, PNG atau PDF, maksimal 750KB) di halaman transaksi.",
      ),
      '',
      linkLine(link),
    ],
    link,
  );
}

export function tutorChosenTutor(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  const { transaction: row } = context;
  const link = { label: 'Detail', url: tutorTransactionLink(notification.appUrl, row.id) };
  return transactionContent(
    context,
    'tutor',
    'Anda dipilih sebagai tutor',
    [
      `${customerNameForTutor(row)} memilih Anda sebagai tutor untuk permintaan belajarnya.`,
      '',
      ...serviceLines(row),
      `Bagian Anda (85%): ${formatRupiah(row.tutor_payment)}`,
      '',
      'Transaksi ini menunggu pembayaran siswa. Nomor telepon siswa terlihat setelah pembayaran diverifikasi.',
      '',
      linkLine(link),
    ],
    link,
  );
}

const CLOSED_PAYMENTS = new Set(['CANCELLED', 'REFUND_REQUESTED', 'REFUNDED']);

/**
 * Null when the state moved on before the message went out: payment instructions only while the
 * transaction is UNPAID, the tutor's news only while it is not cancelled.
 */
export function tutorChosen(
  db: Db,
  notification: NotificationContext,
  payload: EventPayload<'request.tutor_chosen'>,
  recipientId: string,
): Promise<NotificationContent | null> {
  return transactionMessage(db, payload.transactionId, recipientId, (context, side) => {
    const status = context.transaction.payment_status;
    if (side === 'customer') return status === 'UNPAID' ? tutorChosenCustomer(context, payload.requestId, notification) : null;
    return CLOSED_PAYMENTS.has(status) ? null : tutorChosenTutor(context, notification);
  });
}
