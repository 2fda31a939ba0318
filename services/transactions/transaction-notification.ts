import { formatRupiah } from '../../core/format/rupiah.ts';
import { amountDue } from '../../core/transactions/money.ts';
import { counterpartView, maskContactDetails, shownText } from '../../core/privacy/mask-contact-details.ts';
import type { Db } from '../../infra/db.ts';
import { linkLine, type NotificationContent, type NotificationLink } from '../../core/notifications/content.ts';
import { baseUrl, type NotificationContext } from '../../core/notifications/notification-context.ts';
import type { TransactionRow } from './transaction-record.ts';

// What the transaction messages are built from, read when a message is written. Event payloads
// carry ids only; names and numbers are read here.

export type TransactionSide = 'customer' | 'tutor';

export type TransactionNotificationContext = {
  transaction: TransactionRow;
  tutorName: string;
  tutorPhone: string | null;
};

export async function loadTransactionContext(db: Db, transactionId: string): Promise<TransactionNotificationContext | null> {
  const transaction = await db('transactions').where({ id: transactionId }).first<TransactionRow | undefined>();
  if (!transaction) return null;
  const tutor = await db('tutors')
    .where({ id: transaction.tutor_id })
    .first<{ name: string; phone_number: string | null } | undefined>('name', 'phone_number');
  if (!tutor) return null;
  return { transaction, tutorName: tutor.name, tutorPhone: tutor.phone_number };
}

/** The user ids of the sides asked for, customer first; none when the transaction is gone. */
export async function transactionRecipients(db: Db, transactionId: string, sides: readonly TransactionSide[]): Promise<string[]> {
  const row = await db('transactions')
    .where({ id: transactionId })
    .first<{ customer_id: string; tutor_id: string } | undefined>('customer_id', 'tutor_id');
  if (!row) return [];
  return sides.map((side) => (side === 'customer' ? row.customer_id : row.tutor_id));
}

/** The tutor's name as a customer reads it: contacts masked, as on the profile (docs/product.md#privacy-free-text). */
export const tutorNameForCustomer = (context: TransactionNotificationContext): string => maskContactDetails(context.tutorName);

/** The name the customer gave, as the tutor reads it: contacts masked until the payment is PAID. */
export const customerNameForTutor = (row: TransactionRow): string => shownText(row.customer_name, counterpartView(row.payment_status));

/** Which side of the transaction a recipient is on; null for anyone else. */
export function sideOf(context: TransactionNotificationContext, userId: string): TransactionSide | null {
  if (userId === context.transaction.customer_id) return 'customer';
  if (userId === context.transaction.tutor_id) return 'tutor';
  return null;
}

export const customerTransactionLink = (appUrl: string, id: string): string => `${baseUrl(appUrl)}/transactions/${id}`;
export const tutorTransactionLink = (appUrl: string, id: string): string => `${baseUrl(appUrl)}/tutor-transactions/${id}`;

/** The lines that say which class a message is about. */
export function serviceLines(row: TransactionRow): string[] {
  return [
    `Mata pelajaran: ${row.subjects.join(', ')}`,
    `Durasi: ${row.duration_hours} jam, ${row.student_count} orang`,
    `Total: ${formatRupiah(row.total_price)}`,
  ];
}

/**
 * A message to one side of a transaction, greeted by the name this transaction knows them by (the
 * booking's customer name, the tutor's profile name).
 */
export function transactionContent(
  context: TransactionNotificationContext,
  to: TransactionSide,
  title: string,
  lines: string[],
  link: NotificationLink,
): NotificationContent {
  const greetingName = to === 'customer' ? context.transaction.customer_name : context.tutorName;
  return { title, greetingName, lines, link };
}

/** The link to the transaction's page on the recipient's side: the customer's or the tutor's. */
export function transactionPageLink(
  context: TransactionNotificationContext,
  to: TransactionSide,
  notification: NotificationContext,
  label: string,
): NotificationLink {
  const id = context.transaction.id;
  return {
    label,
    url: to === 'customer' ? customerTransactionLink(notification.appUrl, id) : tutorTransactionLink(notification.appUrl, id),
  };
}

/**
 * A message about the class of a transaction: what it says, the class's lines, what follows them
 * (`after`), and the link to the transaction's page, labelled `linkLabel`.
 */
export function classMessage(
  context: TransactionNotificationContext,
  to: TransactionSide,
  notification: NotificationContext,
  message: { title: string; lines: string[]; after?: string[]; linkLabel: string },
): NotificationContent {
  const link = transactionPageLink(context, to, notification, message.linkLabel);
  return transactionContent(
    context,
    to,
    message.title,
    [...message.lines, '', ...serviceLines(context.transaction), ...(message.after ?? []), '', linkLine(link)],
    link,
  );
}

/**
 * The content `build` writes for the recipient from the transaction as it is now; null when the
 * transaction is gone, the recipient is no party to it, or `build` says the state no longer calls
 * for a message.
 */
export async function transactionMessage(
  db: Db,
  transactionId: string,
  recipientId: string,
  build: (context: TransactionNotificationContext, side: TransactionSide) => NotificationContent | null,
): Promise<NotificationContent | null> {
  const context = await loadTransactionContext(db, transactionId);
  const side = context && sideOf(context, recipientId);
  return context && side ? build(context, side) : null;
}

/**
 * How to pay, the same for a booking and a chosen request: the amount to transfer and its kode unik
 * first, each on its own line (docs/product.md#unique-code); `uploadStep` says where the proof is
 * uploaded from (the transaction page, or the request's payment page).
 */
export function paymentSteps(row: TransactionRow, gopayNumber: string, uploadStep: string): string[] {
  const due = formatRupiah(amountDue(row.total_price, row.unique_code));
  return [
    `Jumlah yang harus dibayar: ${due}`,
    `Kode unik: ${formatRupiah(row.unique_code ?? 0)}`,
    '',
    'Cara membayar:',
    `1. Transfer tepat ${due} (termasuk kode unik) ke nomor GOPAY ${gopayNumber}. Kode QRIS untuk pembayaran lewat QRIS ada di halaman transaksi.`,
    `2. ${uploadStep}`,
    '3. Kami memverifikasi dalam 3-4 jam. Setelah itu nomor telepon tutor akan terlihat.',
  ];
}
