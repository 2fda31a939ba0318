import type { EventPayload } from '../../core/events/catalog.ts';
import { INACTIVE_AFTER_DAYS } from '../../core/tutors/inactivity.ts';
import type { Db } from '../../infra/db.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import { baseUrl, type NotificationContext } from '../../core/notifications/notification-context.ts';

export const MARKED_BUSY_SUBJECT = 'Status Anda di Ajarin sekarang Sibuk';

export function markedBusyContent(input: { name: string; appUrl: string }): NotificationContent {
  const dashboard = `${baseUrl(input.appUrl)}/dashboard`;
  return {
    title: MARKED_BUSY_SUBJECT,
    greetingName: input.name,
    lines: [
      `Status ketersediaan Anda di Ajarin kami ubah menjadi 'Sibuk' karena akun Anda tidak aktif selama lebih dari ${INACTIVE_AFTER_DAYS} hari. Selama berstatus Sibuk, siswa tidak dapat memesan Anda.`,
      '',
      "Ingin menerima siswa lagi? Masuk ke Ajarin, buka Dashboard, lalu ubah status ketersediaan Anda menjadi 'Tersedia':",
      dashboard,
    ],
    link: { label: 'Buka Dashboard', url: dashboard },
  };
}

/**
 * The message of a 'tutor.marked_busy' event. Null when the tutor is available again (they came
 * back before it went out) or no longer exists.
 */
export async function tutorMarkedBusy(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'tutor.marked_busy'>,
): Promise<NotificationContent | null> {
  const tutor = await db('tutors')
    .where({ id: payload.tutorId })
    .first<{ name: string; is_available: boolean } | undefined>('name', 'is_available');
  if (!tutor || tutor.is_available) return null;
  return markedBusyContent({ name: tutor.name, appUrl: context.appUrl });
}
