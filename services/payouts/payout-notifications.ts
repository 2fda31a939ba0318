import { PAYOUT_ACTION_LABEL } from '../../core/chat/tutor-chat-texts.ts';
import type { EventPayload } from '../../core/events/catalog.ts';
import { formatRupiah } from '../../core/format/rupiah.ts';
import { PAYOUT_STATUS_LABELS } from '../../core/transactions/labels.ts';
import type { Db } from '../../infra/db.ts';
import { tutorTransactionLink } from '../transactions/transaction-notification.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';

// 'payout.decided': the tutor hears of each decision on their withdrawal. The payload names the
// decision taken, so an approval followed at once by the transfer still gives two true messages.

type Decision = EventPayload<'payout.decided'>['status'];

export type PayoutFacts = { name: string; net: number; bankAccount: string; reason: string | null };

const TITLE: Record<Decision, string> = {
  APPROVED: 'Pencairan dana disetujui',
  REJECTED: 'Pencairan dana ditolak',
  DONE: 'Pencairan dana sudah ditransfer',
};

const SENTENCE: Record<Decision, string> = {
  APPROVED: 'Permintaan pencairan Anda disetujui. Dana akan segera kami transfer.',
  REJECTED: 'Permintaan pencairan Anda ditolak. Anda dapat mengajukan pencairan lagi dari halaman transaksi atau dari chat.',
  DONE: 'Dana pencairan Anda sudah kami transfer.',
};

export function payoutDecidedContent(payout: PayoutFacts, decision: Decision, transactionId: string, appUrl: string): NotificationContent {
  const link = { label: 'Detail', url: tutorTransactionLink(appUrl, transactionId) };
  return {
    title: TITLE[decision],
    greetingName: payout.name,
    lines: [
      SENTENCE[decision],
      '',
      `Status: ${PAYOUT_STATUS_LABELS[decision]}`,
      `Jumlah diterima: ${formatRupiah(payout.net)}`,
      `Rekening: ${payout.bankAccount}`,
      ...(decision === 'REJECTED' && payout.reason ? [`Alasan: ${payout.reason}`] : []),
      '',
      linkLine(link),
    ],
    link,
    // A rejection may be asked again at once: the chats carry the same 'Ajukan Pencairan' as 'class.done'.
    ...(decision === 'REJECTED' ? { actions: [{ kind: 'request_payout' as const, label: PAYOUT_ACTION_LABEL, transactionId }] } : {}),
  };
}

export async function payoutTutor(db: Db, payoutId: string): Promise<string[]> {
  const row = await db('payouts').where({ id: payoutId }).first<{ tutor_id: string } | undefined>('tutor_id');
  return row ? [row.tutor_id] : [];
}

export async function payoutDecided(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'payout.decided'>,
): Promise<NotificationContent | null> {
  const payout = await db('payouts as p')
    .join('tutors as t', 't.id', 'p.tutor_id')
    .where('p.id', payload.payoutId)
    .first<PayoutFacts | undefined>('t.name', 'p.net_amount as net', 'p.bank_account as bankAccount', 'p.reason');
  return payout ? payoutDecidedContent(payout, payload.status, payload.transactionId, context.appUrl) : null;
}
