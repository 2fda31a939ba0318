import { formatRupiah } from '../../core/format/rupiah.ts';
import { PAYOUT_ACTION_LABEL } from '../../core/chat/tutor-chat-texts.ts';
import type { EventPayload } from '../../core/events/catalog.ts';
import type { Db } from '../../infra/db.ts';
import { adminContent } from '../../core/notifications/admin-content.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import {
  customerNameForTutor,
  customerTransactionLink,
  loadTransactionContext,
  serviceLines,
  transactionContent,
  tutorNameForCustomer,
  transactionMessage,
  tutorTransactionLink,
  type TransactionNotificationContext,
} from './transaction-notification.ts';

// How a transaction ended, for the side that did not press the button (docs/product.md#notification-events):
// the class done (the tutor's money is ready to withdraw), a cancel before payment, a refund asked
// and returned. Each message is written from the row as it is when sent, and none once the state
// it tells of has passed.

const tutorLink = (context: TransactionNotificationContext, notification: NotificationContext, label = 'Detail') => ({
  label,
  url: tutorTransactionLink(notification.appUrl, context.transaction.id),
});

/**
 * How the class came to be DONE: the customer's 'Tandai Selesai', or its last session finished by
 * both sides' 'Ya', by the silence rule, or by an admin's decision (services/lessons/finish-session.ts).
 */
export type ClassFinish = 'customer' | 'both' | 'silence' | 'admin';

const FINISHED: Record<ClassFinish, (customer: string) => string> = {
  customer: (customer) => `${customer} menandai kelas selesai.`,
  both: (customer) => `Anda dan ${customer} sudah mengonfirmasi semua sesi kelas berlangsung.`,
  silence: (customer) =>
    `Semua sesi kelas dengan ${customer} selesai: sesi terakhir dianggap berlangsung karena tidak ada jawaban dalam 72 jam.`,
  admin: (customer) => `Admin memutuskan sesi terakhir kelas dengan ${customer} sudah berlangsung, sehingga kelas selesai.`,
};

/** 'class.done' to the tutor: the share is ready to withdraw, with the chats' 'Ajukan Pencairan'. */
export function classDoneContent(
  context: TransactionNotificationContext,
  notification: NotificationContext,
  finishedBy: ClassFinish,
): NotificationContent | null {
  const { transaction: row } = context;
  if (row.payment_status !== 'PAID' || row.class_status !== 'DONE') return null;
  const link = tutorLink(context, notification, PAYOUT_ACTION_LABEL);
  return {
    ...transactionContent(
      context,
      'tutor',
      'Kelas selesai, dana siap dicairkan',
      [
        `${FINISHED[finishedBy](customerNameForTutor(row))} Terima kasih telah mengajar!`,
        '',
        ...serviceLines(row),
        `Bagian Anda (85%): ${formatRupiah(row.tutor_payment)}`,
        '',
        'Dana Anda siap dicairkan. Ajukan pencairan dari halaman transaksi atau langsung dari chat ini.',
        '',
        linkLine(link),
      ],
      link,
    ),
    actions: [{ kind: 'request_payout', label: PAYOUT_ACTION_LABEL, transactionId: row.id }],
  };
}

/**
 * 'transaction.cancelled' to the tutor of a booking. A request's transaction is cancelled with its
 * request, whose own message already tells the chosen tutor.
 */
export function transactionCancelledContent(
  context: TransactionNotificationContext,
  notification: NotificationContext,
): NotificationContent | null {
  const { transaction: row } = context;
  if (row.payment_status !== 'CANCELLED' || row.source !== 'booking') return null;
  const link = tutorLink(context, notification);
  return transactionContent(
    context,
    'tutor',
    'Pesanan dibatalkan oleh siswa',
    [
      `${customerNameForTutor(row)} membatalkan pesanan ini sebelum pembayaran diverifikasi. Kelas ini tidak perlu dilaksanakan.`,
      '',
      ...serviceLines(row),
      '',
      linkLine(link),
    ],
    link,
  );
}

/** 'refund.requested' to the tutor: the class is off, and nothing of it can be withdrawn. */
export function refundRequestedContent(
  context: TransactionNotificationContext,
  notification: NotificationContext,
): NotificationContent | null {
  const { transaction: row } = context;
  if (row.payment_status !== 'REFUND_REQUESTED') return null;
  const link = tutorLink(context, notification);
  return transactionContent(
    context,
    'tutor',
    'Siswa membatalkan kelas dan mengajukan refund',
    [
      `${customerNameForTutor(row)} membatalkan kelas dan mengajukan pengembalian dana. Kelas ini tidak perlu dilaksanakan dan tidak ada dana yang dapat dicairkan dari transaksi ini.`,
      '',
      ...serviceLines(row),
      '',
      linkLine(link),
    ],
    link,
  );
}

/** 'refund.completed' to the customer: the money is back. */
export function refundCompletedContent(
  context: TransactionNotificationContext,
  notification: NotificationContext,
): NotificationContent | null {
  const { transaction: row } = context;
  if (row.payment_status !== 'REFUNDED') return null;
  const link = { label: 'Halaman transaksi', url: customerTransactionLink(notification.appUrl, row.id) };
  return transactionContent(
    context,
    'customer',
    'Dana Anda sudah dikembalikan',
    [
      `Pengembalian dana untuk pesanan dengan tutor ${tutorNameForCustomer(context)} sudah kami transfer.`,
      `Jumlah: ${formatRupiah(row.total_price)}`,
      '',
      linkLine(link),
    ],
    link,
  );
}

/** 'class.done', unless a payout of the class was asked meanwhile (on the web, or from another chat). */
export async function classDone(
  db: Db,
  notification: NotificationContext,
  { transactionId }: EventPayload<'class.done'>,
  recipientId: string,
): Promise<NotificationContent | null> {
  const asked = await db('payouts').where({ transaction_id: transactionId }).whereNot({ status: 'REJECTED' }).first('id');
  if (asked) return null;
  const finishedBy = await classFinish(db, transactionId);
  return transactionMessage(db, transactionId, recipientId, (context) => classDoneContent(context, notification, finishedBy));
}

/**
 * The session whose end made the class DONE was finished in the same database transaction, so its
 * `done_at` is the class's `class_done_at` (both `now()`); without one, the customer marked it.
 */
async function classFinish(db: Db, transactionId: string): Promise<ClassFinish> {
  const last = await db('lesson_sessions as s')
    .join('transactions as t', 't.id', 's.transaction_id')
    .where({ 's.transaction_id': transactionId, 's.status': 'DONE' })
    .whereRaw('s.done_at = t.class_done_at')
    .first<{ done_reason: Exclude<ClassFinish, 'customer'> } | undefined>('s.done_reason');
  return last?.done_reason ?? 'customer';
}

/** 'refund.requested' as work for the admins: names and the amount, never the customer's phone. */
export async function refundToProcess(
  db: Db,
  context: NotificationContext,
  { transactionId }: EventPayload<'refund.requested'>,
): Promise<NotificationContent | null> {
  const loaded = await loadTransactionContext(db, transactionId);
  if (!loaded || loaded.transaction.payment_status !== 'REFUND_REQUESTED') return null;
  return adminContent(context, 'Pengajuan refund baru perlu diproses', [
    `${loaded.transaction.customer_name} mengajukan pengembalian dana.`,
    `Tutor: ${loaded.tutorName}`,
    `Total: ${formatRupiah(loaded.transaction.total_price)}`,
    'Kembalikan dana ke pelanggan, lalu tandai refund selesai di Konsol Admin.',
  ]);
}
