import { formatRupiah } from '../../core/format/rupiah.ts';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import {
  customerTransactionLink,
  loadTransactionEmailContext,
  serviceLines,
  SIGNATURE,
  transactionEventSchema,
  tutorTransactionLink,
  type TransactionEmailContext,
} from './transaction-email-context.ts';

// 'booking.created': the customer gets the payment instructions, the tutor hears of the booking.
// The tutor's email never carries the customer's phone: it is unpaid.

export function bookingCreatedCustomerEmail(context: TransactionEmailContext, appUrl: string): MailMessage {
  const { transaction: row } = context;
  const text = [
    `Halo ${row.customer_name},`,
    '',
    `Pesananmu dengan tutor ${context.tutorName} berhasil dibuat.`,
    '',
    ...serviceLines(row),
    '',
    'Cara membayar:',
    `1. Transfer ${formatRupiah(row.total_price)} lewat GOPAY atau QRIS. Nomor GOPAY dan kode QRIS ada di halaman transaksi.`,
    '2. Unggah bukti pembayaran (JPG, PNG atau PDF, maksimal 750KB) di halaman yang sama.',
    '3. Kami memverifikasi dalam 3-4 jam. Setelah itu nomor telepon tutor akan terlihat.',
    '',
    `Halaman transaksi: ${customerTransactionLink(appUrl, row.id)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: context.customerEmail, subject: 'Pesanan berhasil dibuat, segera lakukan pembayaran', text };
}

export function bookingCreatedTutorEmail(context: TransactionEmailContext, appUrl: string): MailMessage {
  const { transaction: row } = context;
  const text = [
    `Halo ${context.tutorName},`,
    '',
    `Ada pesanan baru dari ${row.customer_name}.`,
    '',
    ...serviceLines(row),
    `Bagianmu (85%): ${formatRupiah(row.tutor_payment)}`,
    '',
    'Pesanan ini menunggu pembayaran siswa. Nomor telepon siswa terlihat setelah pembayaran diverifikasi.',
    '',
    `Detail: ${tutorTransactionLink(appUrl, row.id)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: context.tutorEmail, subject: 'Ada pesanan baru untukmu di Ajarin', text };
}

export async function queueBookingCreatedEmail(trx: Trx, payload: unknown, appUrl: string, to: 'customer' | 'tutor'): Promise<'queued' | 'skipped'> {
  const { transactionId } = transactionEventSchema.parse(payload);
  const context = await loadTransactionEmailContext(trx, transactionId);
  if (!context) return 'skipped';
  await queueEmail(trx, to === 'customer' ? bookingCreatedCustomerEmail(context, appUrl) : bookingCreatedTutorEmail(context, appUrl));
  return 'queued';
}
