import { formatRupiah } from '../../core/format/rupiah.ts';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import {
  customerTransactionLink,
  queueTransactionEmail,
  serviceLines,
  transactionEmail,
  transactionEventSchema,
  tutorTransactionLink,
  type TransactionEmailContext,
} from '../transactions/transaction-email-context.ts';

// 'booking.created': the customer gets the payment instructions, the tutor hears of the booking.
// The tutor's email never carries the customer's phone: it is unpaid.

export function bookingCreatedCustomerEmail(context: TransactionEmailContext, mail: MailContext): MailMessage {
  const { transaction: row } = context;
  return transactionEmail(context, 'customer', 'Pesanan berhasil dibuat, segera lakukan pembayaran', [
    `Pesananmu dengan tutor ${context.tutorName} berhasil dibuat.`,
    '',
    ...serviceLines(row),
    '',
    'Cara membayar:',
    `1. Transfer ${formatRupiah(row.total_price)} ke nomor GOPAY ${mail.gopayNumber}. Kode QRIS untuk pembayaran lewat QRIS ada di halaman transaksi.`,
    '2. Unggah bukti pembayaran (JPG, PNG atau PDF, maksimal 750KB) di halaman yang sama.',
    '3. Kami memverifikasi dalam 3-4 jam. Setelah itu nomor telepon tutor akan terlihat.',
    '',
    `Halaman transaksi: ${customerTransactionLink(mail.appUrl, row.id)}`,
  ]);
}

export function bookingCreatedTutorEmail(context: TransactionEmailContext, mail: MailContext): MailMessage {
  const { transaction: row } = context;
  return transactionEmail(context, 'tutor', 'Ada pesanan baru untukmu di Ajarin', [
    `Ada pesanan baru dari ${row.customer_name}.`,
    '',
    ...serviceLines(row),
    `Bagianmu (85%): ${formatRupiah(row.tutor_payment)}`,
    '',
    'Pesanan ini menunggu pembayaran siswa. Nomor telepon siswa terlihat setelah pembayaran diverifikasi.',
    '',
    `Detail: ${tutorTransactionLink(mail.appUrl, row.id)}`,
  ]);
}

export async function queueBookingCreatedEmail(trx: Trx, payload: unknown, mail: MailContext, to: 'customer' | 'tutor'): Promise<'queued' | 'skipped'> {
  const { transactionId } = transactionEventSchema.parse(payload);
  return queueTransactionEmail(trx, transactionId, (context) =>
    to === 'customer' ? bookingCreatedCustomerEmail(context, mail) : bookingCreatedTutorEmail(context, mail),
  );
}
