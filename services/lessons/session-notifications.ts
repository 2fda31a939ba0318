import type { EventPayload } from '../../core/events/catalog.ts';
import { googleCalendarLink, sessionTitle } from '../../core/lessons/calendar.ts';
import { formatLessonTime, type TimeZone } from '../../core/lessons/time-zones.ts';
import { ACCEPT_MOVE_LABEL, ACCEPT_PROPOSAL_LABEL, DECLINE_MOVE_LABEL, DECLINE_PROPOSAL_LABEL } from '../../core/chat/lesson-chat-texts.ts';
import type { NotificationAction, NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import type { Db } from '../../infra/db.ts';
import { classMessage, transactionMessage, type TransactionSide } from '../transactions/transaction-notification.ts';
import { sessionRowsOf, zoneOf, type SessionRow } from '../transactions/transaction-sessions.ts';

// What each side is told about its sessions (docs/product.md#lesson-sessions), written when sent,
// from the rows as they are then, in the recipient's zone.

export type SessionEvent =
  | 'session.proposed'
  | 'session.confirmed'
  | 'session.declined'
  | 'session.reschedule_proposed'
  | 'session.rescheduled'
  | 'session.reschedule_declined';

const TEXTS: Record<SessionEvent, { title: string; lead: string; linkLabel: string }> = {
  'session.proposed': {
    title: 'Usulan jadwal kelas',
    lead: 'Tutor mengusulkan jadwal berikut. Terima, atau minta waktu lain:',
    linkLabel: 'Lihat jadwal',
  },
  'session.confirmed': { title: 'Jadwal kelas disetujui', lead: 'Jadwal sesi ini sudah disetujui:', linkLabel: 'Lihat jadwal' },
  'session.declined': {
    title: 'Pelanggan meminta waktu lain',
    lead: 'Pelanggan meminta waktu lain untuk jadwal yang Anda usulkan. Silakan usulkan jadwal baru.',
    linkLabel: 'Usulkan jadwal',
  },
  'session.reschedule_proposed': { title: 'Usulan jadwal ulang', lead: 'Pihak lain meminta memindahkan sesi:', linkLabel: 'Jawab usulan' },
  'session.rescheduled': { title: 'Sesi dijadwalkan ulang', lead: 'Sesi sudah dipindahkan ke:', linkLabel: 'Lihat jadwal' },
  'session.reschedule_declined': {
    title: 'Usulan jadwal ulang ditolak',
    lead: 'Usulan jadwal ulang ditolak. Sesi tetap pada jadwal:',
    linkLabel: 'Lihat jadwal',
  },
};

const sessionLine = (row: { starts_at: Date; ends_at: Date }, zone: TimeZone) =>
  `• ${formatLessonTime(row.starts_at, zone)} (${Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / 60_000)} menit)`;

// The answers the message carries: Telegram shows them as buttons, WhatsApp as the keyword lines.
function answers(type: SessionEvent, transactionId: string, sessionId: string): NotificationAction[] {
  if (type === 'session.proposed')
    return [
      { kind: 'answer_proposal', label: ACCEPT_PROPOSAL_LABEL, transactionId, accept: true },
      { kind: 'answer_proposal', label: DECLINE_PROPOSAL_LABEL, transactionId, accept: false },
    ];
  if (type === 'session.reschedule_proposed')
    return [
      { kind: 'answer_reschedule', label: ACCEPT_MOVE_LABEL, sessionId, accept: true },
      { kind: 'answer_reschedule', label: DECLINE_MOVE_LABEL, sessionId, accept: false },
    ];
  return [];
}

/**
 * Who is told: the side that did not act (both for a confirmation and a move, which each put in a
 * calendar); a refused move only to the side who asked for it, the other having just refused it.
 */
export async function sessionRecipientSides(
  db: Db,
  type: SessionEvent,
  payload: { transactionId: string; sessionId?: string; proposedBy?: TransactionSide },
): Promise<TransactionSide[]> {
  if (type === 'session.proposed') return ['customer'];
  if (type === 'session.declined') return ['tutor'];
  if (type === 'session.confirmed' || type === 'session.rescheduled') return ['customer', 'tutor'];
  if (type === 'session.reschedule_declined') return payload.proposedBy ? [payload.proposedBy] : [];
  const row = await db('lesson_sessions')
    .where({ id: payload.sessionId })
    .first<{ reschedule_by: TransactionSide | null } | undefined>('reschedule_by');
  return row?.reschedule_by ? [row.reschedule_by === 'tutor' ? 'customer' : 'tutor'] : [];
}

export async function sessionMessage<T extends SessionEvent>(
  db: Db,
  notification: NotificationContext,
  type: T,
  payload: EventPayload<T>,
  recipientId: string,
): Promise<NotificationContent | null> {
  const all = await sessionRowsOf(db, payload.transactionId);
  const sessionId = 'sessionId' in payload ? payload.sessionId : undefined;
  const rows: SessionRow[] = sessionId
    ? all.filter((row) => row.id === sessionId)
    : all.filter((row) => row.status === (type === 'session.declined' ? 'DECLINED' : 'PROPOSED'));
  if (rows.length === 0) return null;
  const zone = await zoneOf(db, recipientId);
  const texts = TEXTS[type];
  return transactionMessage(db, payload.transactionId, recipientId, (context, side) => {
    const lines = [texts.lead, ...(type === 'session.declined' ? [] : rows.map((row) => sessionLine(row, zone)))];
    const first = rows[0] as SessionRow;
    if (type === 'session.reschedule_proposed' && first.reschedule_starts_at && first.reschedule_ends_at) {
      lines.push(`Waktu baru: ${sessionLine({ starts_at: first.reschedule_starts_at, ends_at: first.reschedule_ends_at }, zone).slice(2)}`);
    }
    const calendar = type === 'session.confirmed' || type === 'session.rescheduled';
    const after = calendar
      ? [
          '',
          `Tambah ke Google Calendar: ${googleCalendarLink({ title: sessionTitle(context.transaction.subjects), startsAt: first.starts_at, endsAt: first.ends_at })}`,
        ]
      : [];
    const message = classMessage(context, side, notification, { title: texts.title, lines, after, linkLabel: texts.linkLabel });
    const actions = answers(type, payload.transactionId, first.id);
    // The email carries each confirmed session's .ics next to the Google Calendar link.
    const attachments = calendar ? rows.map((row) => ({ kind: 'session_calendar' as const, sessionId: row.id })) : [];
    return {
      ...message,
      ...(actions.length ? { actions } : {}),
      ...(attachments.length ? { attachments } : {}),
    };
  });
}
