import { z } from 'zod';
import type { Trx } from '../../infra/db.ts';
import type { MailMessage } from '../../infra/mail.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import { INACTIVE_AFTER_DAYS } from './mark-inactive-tutors-busy.ts';

export const MARKED_BUSY_SUBJECT = 'Status Anda di Ajarin sekarang Sibuk';

const payloadSchema = z.object({ tutorId: z.uuid() });

export function markedBusyEmail(input: { to: string; name: string; appUrl: string }): MailMessage {
  const dashboard = `${input.appUrl.replace(/\/+$/, '')}/dashboard`;
  const text = [
    `Halo ${input.name},`,
    '',
    `Status ketersediaan Anda di Ajarin kami ubah menjadi 'Sibuk' karena akun Anda tidak aktif selama lebih dari ${INACTIVE_AFTER_DAYS} hari. Selama berstatus Sibuk, siswa tidak dapat memesan Anda.`,
    '',
    "Ingin menerima siswa lagi? Masuk ke Ajarin, buka Dashboard, lalu ubah status ketersediaan Anda menjadi 'Tersedia':",
    dashboard,
    '',
    'Salam,',
    'Tim Ajarin',
  ].join('\n');
  return { to: input.to, subject: MARKED_BUSY_SUBJECT, text };
}

/**
 * The notification for a 'tutor.marked_busy' event: an email to the tutor, queued in the
 * handler's transaction. Skipped when the tutor is already available again (they came back
 * before the mail went out) or no longer exists.
 */
export async function queueMarkedBusyEmail(trx: Trx, payload: unknown, mail: MailContext): Promise<'queued' | 'skipped'> {
  const { tutorId } = payloadSchema.parse(payload);
  const tutor = await trx('tutors')
    .join('users', 'users.id', 'tutors.id')
    .where('tutors.id', tutorId)
    .first<{ email: string; name: string; is_available: boolean } | undefined>('users.email', 'tutors.name', 'tutors.is_available');
  if (!tutor || tutor.is_available) return 'skipped';
  await queueEmail(trx, markedBusyEmail({ to: tutor.email, name: tutor.name, appUrl: mail.appUrl }));
  return 'queued';
}
