import { formatRupiah } from '../../core/format/rupiah.ts';
import type { NotificationContent } from '../notifications/content.ts';
import { linkLine } from '../notifications/content.ts';
import type { NotificationContext } from '../notifications/notification-context.ts';
import {
  customerNameForTutor,
  customerTransactionLink,
  paymentSteps,
  serviceLines,
  transactionContent,
  tutorNameForCustomer,
  tutorTransactionLink,
  type TransactionNotificationContext,
  type TransactionSide,
} from '../transactions/transaction-notification.ts';

// 'booking.created': the customer gets the payment instructions, the tutor hears of the booking.
// The tutor's message never carries the customer's phone: it is unpaid.

export function bookingCreatedCustomer(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  const { transaction: row } = context;
  const link = { label: 'Halaman transaksi', url: customerTransactionLink(notification.appUrl, row.id) };
  return transactionContent(context, 'customer', 'Pesanan berhasil dibuat, segera lakukan pembayaran', [
    `Pesanan Anda dengan tutor ${tutorNameForCustomer(context)} berhasil dibuat.`,
    '',
    ...serviceLines(row),
    '',
    ...paymentSteps(row, notification.gopayNumber, 'Unggah bukti pembayaran (JPG, PNG atau PDF, maksimal 750KB) di halaman yang sama.'),
    '',
    linkLine(link),
  ], link);
}

export function bookingCreatedTutor(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  const { transaction: row } = context;
  const link = { label: 'Detail', url: tutorTransactionLink(notification.appUrl, row.id) };
  return transactionContent(context, 'tutor', 'Ada pesanan baru untuk Anda di Ajarin', [
    `Ada pesanan baru dari ${customerNameForTutor(row)}.`,
    '',
    ...serviceLines(row),
    `Bagian Anda (85%): ${formatRupiah(row.tutor_payment)}`,
    '',
    'Pesanan ini menunggu pembayaran siswa. Nomor telepon siswa terlihat setelah pembayaran diverifikasi.',
    '',
    linkLine(link),
  ], link);
}

export function bookingCreated(context: TransactionNotificationContext, side: TransactionSide, notification: NotificationContext): NotificationContent {
  return side === 'customer' ? bookingCreatedCustomer(context, notification) : bookingCreatedTutor(context, notification);
}
