import { z } from 'zod';
import { formatRupiah } from '../../core/format/rupiah.ts';
import { PAYOUT_STATUS_LABELS } from '../../core/transactions/labels.ts';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import { SIGNATURE, tutorTransactionLink } from '../transactions/transaction-email-context.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { queueEmail } from '../notifications/queue-email.ts';

// 'payout.decided': the tutor hears of each decision on their withdrawal. The payload names the
// decision taken, so an approval followed at once by the transfer still gives two true emails.

const payoutDecidedSchema = z.object({ payoutId: z.uuid(), transactionId: z.uuid(), status: z.enum(['APPROVED', 'REJECTED', 'DONE']) });
type Decision = z.infer<typeof payoutDecidedSchema>['status'];

type PayoutContext = { email: string; name: string; net: number; bankAccount: string; reason: string | null };

const SUBJECT: Record<Decision, string> = {
  APPROVED: 'Pencairan dana disetujui',
  REJECTED: 'Pencairan dana ditolak',
  DONE: 'Pencairan dana sudah ditransfer',
};

const SENTENCE: Record<Decision, string> = {
  APPROVED: 'Permintaan pencairanmu disetujui. Dana akan segera kami transfer.',
  REJECTED: 'Permintaan pencairanmu ditolak. Kamu dapat mengajukan pencairan lagi dari halaman transaksi.',
  DONE: 'Dana pencairanmu sudah kami transfer.',
};

export function payoutDecidedEmail(payout: PayoutContext, decision: Decision, transactionId: string, appUrl: string): MailMessage {
  const text = [
    `Halo ${payout.name},`,
    '',
    SENTENCE[decision],
    '',
    `Status: ${PAYOUT_STATUS_LABELS[decision]}`,
    `Jumlah diterima: ${formatRupiah(payout.net)}`,
    `Rekening: ${payout.bankAccount}`,
    ...(decision === 'REJECTED' && payout.reason ? [`Alasan: ${payout.reason}`] : []),
    '',
    `Detail: ${tutorTransactionLink(appUrl, transactionId)}`,
    ...SIGNATURE,
  ].join('\n');
  return { to: payout.email, subject: SUBJECT[decision], text };
}

export async function queuePayoutDecidedEmail(trx: Trx, payload: unknown, mail: MailContext): Promise<'queued' | 'skipped'> {
  const { payoutId, transactionId, status } = payoutDecidedSchema.parse(payload);
  const payout = await trx('payouts as p')
    .join('users as u', 'u.id', 'p.tutor_id')
    .join('tutors as t', 't.id', 'p.tutor_id')
    .where('p.id', payoutId)
    .first<PayoutContext | undefined>('u.email', 't.name', 'p.net_amount as net', 'p.bank_account as bankAccount', 'p.reason');
  if (!payout) return 'skipped';
  await queueEmail(trx, payoutDecidedEmail(payout, status, transactionId, mail.appUrl));
  return 'queued';
}
