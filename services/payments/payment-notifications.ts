import { isContactRevealed } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';
import {
  classMessage,
  customerNameForTutor,
  transactionContent,
  transactionPageLink,
  tutorNameForCustomer,
  type TransactionNotificationContext,
  type TransactionSide,
} from '../transactions/transaction-notification.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';

// Messages of the payment events. Phone numbers appear only in 'payment.verified' messages, and
// only while the payment is still PAID when the message is written (a refund in between stops them).

export function proofReceived(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  return classMessage(context, 'customer', notification, {
    title: 'Bukti pembayaran diterima',
    lines: [
      `Bukti pembayaran Anda untuk pesanan dengan tutor ${tutorNameForCustomer(context)} sudah kami terima dan akan diverifikasi dalam 3-4 jam.`,
    ],
    linkLabel: 'Halaman transaksi',
  });
}

export function paymentVerifiedCustomer(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  const contact = context.tutorPhone
    ? `Nomor telepon tutor ${tutorNameForCustomer(context)}: ${context.tutorPhone}. Hubungi tutor Anda untuk mengatur jadwal belajar.`
    : `Tutor ${tutorNameForCustomer(context)} belum mencantumkan nomor telepon. Hubungi kami lewat halaman Feedback, kami bantu menghubungkan.`;
  const content = classMessage(context, 'customer', notification, {
    title: 'Pembayaran terverifikasi, hubungi tutor Anda',
    lines: ['Pembayaran Anda sudah terverifikasi.', contact],
    linkLabel: "Setelah kelas selesai, tekan 'Tandai Selesai' di halaman transaksi",
  });
  // The receipt (kwitansi) goes with the email; it is also on the transaction page.
  return { ...content, attachments: [{ kind: 'receipt', transactionId: context.transaction.id }] };
}

export function paymentVerifiedTutor(context: TransactionNotificationContext, notification: NotificationContext): NotificationContent {
  const { transaction: row } = context;
  return classMessage(context, 'tutor', notification, {
    title: 'Pembayaran siswa terverifikasi',
    lines: [
      `Pembayaran dari ${customerNameForTutor(row)} sudah terverifikasi.`,
      `Nomor telepon siswa: ${row.customer_phone}. Hubungi siswa untuk mengatur jadwal belajar.`,
    ],
    linkLabel: 'Detail',
  });
}

/** Null once the payment is no longer PAID: the numbers stay hidden. */
export function paymentVerified(
  context: TransactionNotificationContext,
  side: TransactionSide,
  notification: NotificationContext,
): NotificationContent | null {
  if (!isContactRevealed(context.transaction.payment_status)) return null;
  return side === 'customer' ? paymentVerifiedCustomer(context, notification) : paymentVerifiedTutor(context, notification);
}

export function paymentRejected(
  context: TransactionNotificationContext,
  reason: string,
  notification: NotificationContext,
): NotificationContent {
  const link = transactionPageLink(
    context,
    'customer',
    notification,
    'Silakan unggah ulang bukti pembayaran yang benar di halaman transaksi',
  );
  return transactionContent(
    context,
    'customer',
    'Bukti pembayaran ditolak',
    [
      `Bukti pembayaran Anda untuk pesanan dengan tutor ${tutorNameForCustomer(context)} belum dapat kami terima.`,
      `Alasan: ${reason}`,
      '',
      linkLine(link),
    ],
    link,
  );
}

/** The reason the admin gave for rejecting the proof; undefined when there is none to tell. */
export async function rejectionReason(db: Db, transactionId: string, proofId: string): Promise<string | undefined> {
  const proof = await db('payment_proofs')
    .where({ id: proofId, transaction_id: transactionId })
    .first<{ reason: string | null } | undefined>('reason');
  return proof?.reason ?? undefined;
}
