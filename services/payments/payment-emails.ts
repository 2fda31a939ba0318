import { z } from 'zod';
import { isContactRevealed } from '../../core/transactions/statuses.ts';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import {
  customerTransactionLink,
  loadTransactionEmailContext,
  serviceLines,
  SIGNATURE,
  transactionEventSchema,
  tutorTransactionLink,
  type TransactionEmailContext,
} from '../bookings/transaction-email-context.ts';
import { queueEmail } from '../notifications/queue-email.ts';

// Emails of the payment events. Phone numbers appear only in 'payment.verified' mails, and only
// while the payment is still PAID when the mail is written (a refund in between stops them).

const proofEventSchema = transactionEventSchema.extend({ proofId: z.uuid() });

export function proofReceivedEmail(context: TransactionEmailContext, appUrl: string): MailMessage {
  const { transaction: row } = context;
  const text = [
    `Halo ${row.customer_name},`,
    '',
    `Bukti pembayaranmu untuk pesanan dengan tutor ${context.tutorName} sudah kami terima dan akan diverifikasi dalam 3-4 jam.`,
    '',
    ...serviceLines(row),
    '',
    `Halaman transaksi: ${customerTransactionLink(appUrl, row.id)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: context.customerEmail, subject: 'Bukti pembayaran diterima', text };
}

export function paymentVerifiedCustomerEmail(context: TransactionEmailContext, appUrl: string): MailMessage {
  const { transaction: row } = context;
  const contact = context.tutorPhone
    ? `Nomor telepon tutor ${context.tutorName}: ${context.tutorPhone}. Hubungi tutormu untuk mengatur jadwal belajar.`
    : `Tutor ${context.tutorName} belum mencantumkan nomor telepon. Hubungi kami lewat halaman Feedback, kami bantu menghubungkan.`;
  const text = [
    `Halo ${row.customer_name},`,
    '',
    'Pembayaranmu sudah terverifikasi.',
    contact,
    '',
    ...serviceLines(row),
    '',
    `Setelah kelas selesai, tekan 'Tandai Selesai' di halaman transaksi: ${customerTransactionLink(appUrl, row.id)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: context.customerEmail, subject: 'Pembayaran terverifikasi, hubungi tutormu', text };
}

export function paymentVerifiedTutorEmail(context: TransactionEmailContext, appUrl: string): MailMessage {
  const { transaction: row } = context;
  const text = [
    `Halo ${context.tutorName},`,
    '',
    `Pembayaran dari ${row.customer_name} sudah terverifikasi.`,
    `Nomor telepon siswa: ${row.customer_phone}. Hubungi siswa untuk mengatur jadwal belajar.`,
    '',
    ...serviceLines(row),
    '',
    `Detail: ${tutorTransactionLink(appUrl, row.id)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: context.tutorEmail, subject: 'Pembayaran siswa terverifikasi', text };
}

export function paymentRejectedEmail(context: TransactionEmailContext, reason: string, appUrl: string): MailMessage {
  const { transaction: row } = context;
  const text = [
    `Halo ${row.customer_name},`,
    '',
    `Bukti pembayaranmu untuk pesanan dengan tutor ${context.tutorName} belum dapat kami terima.`,
    `Alasan: ${reason}`,
    '',
    `Silakan unggah ulang bukti pembayaran yang benar di halaman transaksi: ${customerTransactionLink(appUrl, row.id)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: context.customerEmail, subject: 'Bukti pembayaran ditolak', text };
}

export async function queueProofReceivedEmail(trx: Trx, payload: unknown, appUrl: string): Promise<'queued' | 'skipped'> {
  const { transactionId } = proofEventSchema.parse(payload);
  const context = await loadTransactionEmailContext(trx, transactionId);
  if (!context) return 'skipped';
  await queueEmail(trx, proofReceivedEmail(context, appUrl));
  return 'queued';
}

export async function queuePaymentVerifiedEmail(trx: Trx, payload: unknown, appUrl: string, to: 'customer' | 'tutor'): Promise<'queued' | 'skipped'> {
  const { transactionId } = proofEventSchema.parse(payload);
  const context = await loadTransactionEmailContext(trx, transactionId);
  if (!context || !isContactRevealed(context.transaction.payment_status)) return 'skipped';
  await queueEmail(trx, to === 'customer' ? paymentVerifiedCustomerEmail(context, appUrl) : paymentVerifiedTutorEmail(context, appUrl));
  return 'queued';
}

export async function queuePaymentRejectedEmail(trx: Trx, payload: unknown, appUrl: string): Promise<'queued' | 'skipped'> {
  const { transactionId, proofId } = proofEventSchema.parse(payload);
  const context = await loadTransactionEmailContext(trx, transactionId);
  const proof = await trx('payment_proofs').where({ id: proofId, transaction_id: transactionId }).first<{ reason: string | null } | undefined>('reason');
  if (!context || !proof?.reason) return 'skipped';
  await queueEmail(trx, paymentRejectedEmail(context, proof.reason, appUrl));
  return 'queued';
}
