import type { EventPayload } from '../../core/events/catalog.ts';
import { formatRupiah } from '../../core/format/rupiah.ts';
import type { Db } from '../../infra/db.ts';
import { adminContent } from '../../core/notifications/admin-content.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';

// Work waiting for the admins: a proof to verify, a payout to decide. Written when sent, and not
// at all once another admin has dealt with it. Names and amounts only: an admin reads the proof,
// the phone numbers and the bank account in the console, never in a chat.

const SOURCE: Record<string, string> = { web: 'web', telegram: 'Telegram', whatsapp: 'WhatsApp' };

export async function proofToVerify(
  db: Db,
  context: NotificationContext,
  { transactionId, proofId }: EventPayload<'payment.proof_submitted'>,
): Promise<NotificationContent | null> {
  const row = await db('payment_proofs as p')
    .join('transactions as t', 't.id', 'p.transaction_id')
    .join('tutors as tu', 'tu.id', 't.tutor_id')
    .where({ 'p.id': proofId, 'p.transaction_id': transactionId, 'p.decision': 'PENDING', 't.payment_status': 'PROOF_SUBMITTED' })
    .first<{ customer: string; tutor: string; total: number; channel: string } | undefined>(
      't.customer_name as customer',
      'tu.name as tutor',
      't.total_price as total',
      'p.channel',
    );
  if (!row) return null;
  return adminContent(context, 'Bukti pembayaran baru perlu diverifikasi', [
    `${row.customer} mengirim bukti pembayaran lewat ${SOURCE[row.channel] ?? row.channel}.`,
    `Tutor: ${row.tutor}`,
    `Total: ${formatRupiah(row.total)}`,
    'Periksa bukti dan verifikasi dalam 3-4 jam.',
  ]);
}

export async function payoutToDecide(
  db: Db,
  context: NotificationContext,
  { payoutId }: EventPayload<'payout.requested'>,
): Promise<NotificationContent | null> {
  const row = await db('payouts as p')
    .join('tutors as t', 't.id', 'p.tutor_id')
    .where({ 'p.id': payoutId, 'p.status': 'REQUESTED' })
    .first<{ tutor: string; amount: number; net: number } | undefined>('t.name as tutor', 'p.amount', 'p.net_amount as net');
  if (!row) return null;
  return adminContent(context, 'Pencairan dana baru perlu diputuskan', [
    `${row.tutor} mengajukan pencairan dana.`,
    `Pendapatan: ${formatRupiah(row.amount)}`,
    `Ditransfer: ${formatRupiah(row.net)}`,
  ]);
}
