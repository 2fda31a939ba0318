import { z } from 'zod';
import { isContactRevealed } from '../../core/transactions/statuses.ts';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import {
  customerTransactionLink,
  queueTransactionEmail,
  serviceLines,
  transactionEmail,
  transactionEventSchema,
  tutorTransactionLink,
  type TransactionEmailContext,
} from '../transactions/transaction-email-context.ts';
import type { MailContext } from '../notifications/mail-context.ts';

// Emails of the payment events. Phone numbers appear only in 'payment.verified' mails, and only
// while the payment is still PAID when the mail is written (a refund in between stops them).

const proofEventSchema = transactionEventSchema.extend({ proofId: z.uuid() });

export function proofReceivedEmail(context: TransactionEmailContext, mail: MailContext): MailMessage {
  const { transaction: row } = context;
  return transactionEmail(context, 'customer', 'Bukti pembayaran diterima', [
    `Bukti pembayaranmu untuk pesanan dengan tutor ${context.tutorName} sudah kami terima dan akan diverifikasi dalam 3-4 jam.`,
    '',
    ...serviceLines(row),
    '',
    `Halaman transaksi: ${customerTransactionLink(mail.appUrl, row.id)}`,
  ]);
}

export function paymentVerifiedCustomerEmail(context: TransactionEmailContext, mail: MailContext): MailMessage {
  const { transaction: row } = context;
  const contact = context.tutorPhone
    ? `Nomor telepon tutor ${context.tutorName}: ${context.tutorPhone}. Hubungi tutormu untuk mengatur jadwal belajar.`
    : `Tutor ${context.tutorName} belum mencantumkan nomor telepon. Hubungi kami lewat halaman Feedback, kami bantu menghubungkan.`;
  return transactionEmail(context, 'customer', 'Pembayaran terverifikasi, hubungi tutormu', [
    'Pembayaranmu sudah terverifikasi.',
    contact,
    '',
    ...serviceLines(row),
    '',
    `Setelah kelas selesai, tekan 'Tandai Selesai' di halaman transaksi: ${customerTransactionLink(mail.appUrl, row.id)}`,
  ]);
}

export function paymentVerifiedTutorEmail(context: TransactionEmailContext, mail: MailContext): MailMessage {
  const { transaction: row } = context;
  return transactionEmail(context, 'tutor', 'Pembayaran siswa terverifikasi', [
    `Pembayaran dari ${row.customer_name} sudah terverifikasi.`,
    `Nomor telepon siswa: ${row.customer_phone}. Hubungi siswa untuk mengatur jadwal belajar.`,
    '',
    ...serviceLines(row),
    '',
    `Detail: ${tutorTransactionLink(mail.appUrl, row.id)}`,
  ]);
}

export function paymentRejectedEmail(context: TransactionEmailContext, reason: string, mail: MailContext): MailMessage {
  return transactionEmail(context, 'customer', 'Bukti pembayaran ditolak', [
    `Bukti pembayaranmu untuk pesanan dengan tutor ${context.tutorName} belum dapat kami terima.`,
    `Alasan: ${reason}`,
    '',
    `Silakan unggah ulang bukti pembayaran yang benar di halaman transaksi: ${customerTransactionLink(mail.appUrl, context.transaction.id)}`,
  ]);
}

export async function queueProofReceivedEmail(trx: Trx, payload: unknown, mail: MailContext): Promise<'queued' | 'skipped'> {
  const { transactionId } = proofEventSchema.parse(payload);
  return queueTransactionEmail(trx, transactionId, (context) => proofReceivedEmail(context, mail));
}

export async function queuePaymentVerifiedEmail(trx: Trx, payload: unknown, mail: MailContext, to: 'customer' | 'tutor'): Promise<'queued' | 'skipped'> {
  const { transactionId } = proofEventSchema.parse(payload);
  return queueTransactionEmail(trx, transactionId, (context) => {
    if (!isContactRevealed(context.transaction.payment_status)) return null;
    return to === 'customer' ? paymentVerifiedCustomerEmail(context, mail) : paymentVerifiedTutorEmail(context, mail);
  });
}

export async function queuePaymentRejectedEmail(trx: Trx, payload: unknown, mail: MailContext): Promise<'queued' | 'skipped'> {
  const { transactionId, proofId } = proofEventSchema.parse(payload);
  const proof = await trx('payment_proofs').where({ id: proofId, transaction_id: transactionId }).first<{ reason: string | null } | undefined>('reason');
  const reason = proof?.reason;
  if (!reason) return 'skipped';
  return queueTransactionEmail(trx, transactionId, (context) => paymentRejectedEmail(context, reason, mail));
}
