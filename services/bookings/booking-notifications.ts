import { formatRupiah } from '../../core/format/rupiah.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import {
  classMessage,
  customerNameForTutor,
  paymentSteps,
  tutorNameForCustomer,
  type TransactionNotificationContext,
  type TransactionSide,
} from '../transactions/transaction-notification.ts';

// 'booking.created': the customer gets the payment instructions, the tutor hears of the booking.
// The tutor's message never carries the customer's phone: it is unpaid.

export function bookingCreatedCustomer(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  return classMessage(context, 'customer', notification, {
    title: 'Pesanan berhasil dibuat, segera lakukan pembayaran',
    lines: [`Pesanan Anda dengan tutor ${tutorNameForCustomer(context)} berhasil dibuat.`],
    after: [
      '',
      ...paymentSteps(
        context.transaction,
        notification.gopayNumber,
        'Unggah bukti pembayaran (JPG, PNG atau PDF, maksimal 750KB) di halaman yang sama.',
      ),
    ],
    linkLabel: 'Halaman transaksi',
  });
}

export function bookingCreatedTutor(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  const { transaction: row } = context;
  return classMessage(context, 'tutor', notification, {
    title: 'Ada pesanan baru untuk Anda di Ajarin',
    lines: [`Ada pesanan baru dari ${customerNameForTutor(row)}.`],
    after: [
      `Bagian Anda (85%): ${formatRupiah(row.tutor_payment)}`,
      '',
      'Pesanan ini menunggu pembayaran siswa. Nomor telepon siswa terlihat setelah pembayaran diverifikasi.',
    ],
    linkLabel: 'Detail',
  });
}

export function bookingCreated(
  context: TransactionNotificationContext,
  side: TransactionSide,
  notification: NotificationContext,
): NotificationContent {
  return side === 'customer' ? bookingCreatedCustomer(context, notification) : bookingCreatedTutor(context, notification);
}
