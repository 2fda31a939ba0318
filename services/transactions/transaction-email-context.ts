import { z } from 'zod';
import { formatRupiah } from '../../core/format/rupiah.ts';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import type { TransactionRow } from './transaction-record.ts';

// What the transaction emails are built from, read in the notification handler's transaction.
// Event payloads carry ids only; names, addresses and numbers are read here, at send time.

export const transactionEventSchema = z.object({ transactionId: z.uuid() });

export type TransactionEmailContext = {
  transaction: TransactionRow;
  customerEmail: string;
  tutorEmail: string;
  tutorName: string;
  tutorPhone: string | null;
};

export async function loadTransactionEmailContext(trx: Trx, transactionId: string): Promise<TransactionEmailContext | null> {
  const transaction = await trx('transactions').where({ id: transactionId }).first<TransactionRow | undefined>();
  if (!transaction) return null;
  const customer = await trx('users').where({ id: transaction.customer_id }).first<{ email: string }>('email');
  const tutor = await trx('tutors')
    .join('users', 'users.id', 'tutors.id')
    .where('tutors.id', transaction.tutor_id)
    .first<{ email: string; name: string; phone_number: string | null }>('users.email', 'tutors.name', 'tutors.phone_number');
  if (!customer || !tutor) return null;
  return { transaction, customerEmail: customer.email, tutorEmail: tutor.email, tutorName: tutor.name, tutorPhone: tutor.phone_number };
}

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
export const customerTransactionLink = (appUrl: string, id: string) => `${base(appUrl)}/transactions/${id}`;
export const tutorTransactionLink = (appUrl: string, id: string) => `${base(appUrl)}/tutor-transactions/${id}`;

/** The lines that say which class an email is about. */
export function serviceLines(row: TransactionRow): string[] {
  return [
    `Mata pelajaran: ${row.subjects.join(', ')}`,
    `Durasi: ${row.duration_hours} jam, ${row.student_count} orang`,
    `Total: ${formatRupiah(row.total_price)}`,
  ];
}

export const SIGNATURE = ['', 'Salam,', 'Tim Ajarin'];

/** A transaction email to one side of it: greeted by name, the body, the signature. */
export function transactionEmail(context: TransactionEmailContext, to: 'customer' | 'tutor', subject: string, body: string[]): MailMessage {
  const [address, name] = to === 'customer' ? [context.customerEmail, context.transaction.customer_name] : [context.tutorEmail, context.tutorName];
  return { to: address, subject, text: [`Halo ${name},`, '', ...body, ...SIGNATURE].join('\n') };
}

/**
 * Queues the email `build` writes from the transaction as it is now; skipped when the transaction
 * is gone or `build` returns null (the state no longer calls for it).
 */
export async function queueTransactionEmail(
  trx: Trx,
  transactionId: string,
  build: (context: TransactionEmailContext) => MailMessage | null,
): Promise<'queued' | 'skipped'> {
  const context = await loadTransactionEmailContext(trx, transactionId);
  const message = context && build(context);
  if (!message) return 'skipped';
  await queueEmail(trx, message);
  return 'queued';
}
