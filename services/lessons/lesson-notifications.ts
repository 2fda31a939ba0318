import { ATTENDANCE_LABELS, ATTENDANCE_QUESTION, DISPUTE_OUTCOME_LABELS } from '../../core/lessons/attendance-messages.ts';
import { silenceCountsAt } from '../../core/lessons/lesson-moments.ts';
import { formatLessonTime } from '../../core/lessons/time-zones.ts';
import type { EventPayload } from '../../core/events/catalog.ts';
import { formatRupiah } from '../../core/format/rupiah.ts';
import { adminContent } from '../../core/notifications/admin-content.ts';
import type { NotificationAction, NotificationContent } from '../../core/notifications/content.ts';
import { ATTENDANCE_ANSWERS } from '../../core/lessons/sessions.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import type { Db } from '../../infra/db.ts';
import {
  classMessage,
  customerNameForTutor,
  transactionMessage,
  tutorNameForCustomer,
  type TransactionNotificationContext,
  type TransactionSide,
} from '../transactions/transaction-notification.ts';
import type { AttendanceSessionRow } from './attendance-session.ts';
import { zoneOf } from '../transactions/transaction-sessions.ts';
import type { DisputeRow } from './dispute-record.ts';

// What the lesson jobs and disputes tell each side (docs/product.md#lesson-reminders), written when
// sent from the rows as they are then, and nothing once the state has moved on (a session moved,
// answered or decided since). Times are in the recipient's zone.

type SessionRef = { transactionId: string; sessionId: string };
type Build = (
  session: AttendanceSessionRow,
  at: (instant: Date) => string,
  context: TransactionNotificationContext,
  side: TransactionSide,
) => NotificationContent | null;

const otherName = (context: TransactionNotificationContext, side: TransactionSide): string =>
  side === 'customer' ? tutorNameForCustomer(context) : customerNameForTutor(context.transaction);

/** 'Ya' / 'Tidak' / 'Ada masalah' as chat buttons (Telegram) or numbered answers (WhatsApp). */
const attendanceActions = (sessionId: string): NotificationAction[] =>
  ATTENDANCE_ANSWERS.map((answer) => ({ kind: 'answer_attendance', label: ATTENDANCE_LABELS[answer], sessionId, answer }));

const answerColumn = (side: TransactionSide) => (side === 'tutor' ? 'tutor_attendance' : 'customer_attendance');

async function sessionMessage(db: Db, { transactionId, sessionId }: SessionRef, recipientId: string, build: Build) {
  const session = await db('lesson_sessions')
    .where({ id: sessionId, transaction_id: transactionId })
    .first<AttendanceSessionRow | undefined>();
  if (!session) return null;
  const zone = await zoneOf(db, recipientId);
  return transactionMessage(db, transactionId, recipientId, (context, side) =>
    build(session, (instant) => formatLessonTime(instant, zone), context, side),
  );
}

export function sessionReminder(db: Db, notification: NotificationContext, payload: EventPayload<'session.reminder'>, recipientId: string) {
  return sessionMessage(db, payload, recipientId, (session, at, context, side) => {
    if (session.status !== 'CONFIRMED' || session.starts_at.getTime() <= Date.now()) return null;
    return classMessage(context, side, notification, {
      title: payload.hours === '1' ? 'Kelas dimulai 1 jam lagi' : 'Pengingat kelas besok',
      lines: [`Kelas Anda bersama ${otherName(context, side)} dimulai ${at(session.starts_at)}.`],
      linkLabel: 'Lihat jadwal',
    });
  });
}

export function attendanceRequested(
  db: Db,
  notification: NotificationContext,
  payload: EventPayload<'session.attendance_requested'>,
  recipientId: string,
) {
  return sessionMessage(db, payload, recipientId, (session, at, context, side) => {
    if (session.status !== 'CONFIRMED' || session[answerColumn(side)] !== null) return null;
    return {
      ...classMessage(context, side, notification, {
        title: ATTENDANCE_QUESTION,
        lines: [
          `Sesi bersama ${otherName(context, side)} pada ${at(session.starts_at)} sudah berakhir. ${ATTENDANCE_QUESTION}`,
          `Jawab ${Object.values(ATTENDANCE_LABELS).join(' / ')} di sini atau di halaman transaksi.`,
        ],
        linkLabel: 'Jawab',
      }),
      actions: attendanceActions(session.id),
    };
  });
}

export function silenceWarning(
  db: Db,
  notification: NotificationContext,
  payload: EventPayload<'session.silence_warning'>,
  recipientId: string,
) {
  return sessionMessage(db, payload, recipientId, (session, at, context, side) => {
    if (side !== 'customer' || session.status !== 'CONFIRMED' || session.customer_attendance !== null) return null;
    return {
      ...classMessage(context, side, notification, {
        title: 'Konfirmasi kehadiran kelas',
        lines: [
          `Anda belum menjawab apakah sesi bersama ${otherName(context, side)} pada ${at(session.starts_at)} sudah berlangsung.`,
          `Bila tidak ada jawaban sampai ${at(silenceCountsAt(session.ends_at))}, sesi dianggap sudah berlangsung bila tutor menjawab Ya.`,
        ],
        linkLabel: 'Jawab',
      }),
      actions: attendanceActions(session.id),
    };
  });
}

async function disputeOf(db: Db, disputeId: string): Promise<DisputeRow | undefined> {
  return db('lesson_disputes').where({ id: disputeId }).first<DisputeRow | undefined>();
}

/** To both sides: the one who answered is asked to explain, the other to give their side; the payout waits. */
export async function disputeOpened(
  db: Db,
  notification: NotificationContext,
  payload: EventPayload<'dispute.opened'>,
  recipientId: string,
) {
  const dispute = await disputeOf(db, payload.disputeId);
  if (dispute?.status !== 'OPEN') return null;
  return sessionMessage(db, payload, recipientId, (session, at, context, side) =>
    classMessage(context, side, notification, {
      title: 'Laporan kelas ditinjau admin',
      lines: [
        side === dispute.opened_by
          ? `Anda menjawab "${ATTENDANCE_LABELS[dispute.reason]}" untuk sesi ${at(session.starts_at)}. Admin akan meninjau.`
          : `${otherName(context, side)} menjawab "${ATTENDANCE_LABELS[dispute.reason]}" untuk sesi ${at(session.starts_at)}. Admin akan meninjau.`,
        'Tuliskan apa yang terjadi di halaman transaksi. Pencairan dana tutor ditahan sampai admin memutuskan.',
      ],
      linkLabel: 'Tulis penjelasan',
    }),
  );
}

export async function disputeToDecide(db: Db, notification: NotificationContext, payload: EventPayload<'dispute.opened'>) {
  const dispute = await disputeOf(db, payload.disputeId);
  if (dispute?.status !== 'OPEN') return null;
  return adminContent(notification, 'Sengketa kelas perlu diputuskan', [
    `Jawaban "${ATTENDANCE_LABELS[dispute.reason]}" dari ${dispute.opened_by === 'customer' ? 'pelanggan' : 'tutor'}.`,
    'Putuskan di tab Sengketa: selesai, refund sebagian atau refund penuh.',
  ]);
}

export async function disputeDecided(
  db: Db,
  notification: NotificationContext,
  payload: EventPayload<'dispute.decided'>,
  recipientId: string,
): Promise<NotificationContent | null> {
  const dispute = await disputeOf(db, payload.disputeId);
  if (dispute?.status !== 'DECIDED' || !dispute.outcome) return null;
  const { outcome, refund_amount: refund, decision_note: note } = dispute;
  return sessionMessage(
    db,
    { transactionId: payload.transactionId, sessionId: dispute.session_id },
    recipientId,
    (session, at, context, side) =>
      classMessage(context, side, notification, {
        title: `Keputusan admin: ${DISPUTE_OUTCOME_LABELS[outcome]}`,
        lines: [
          `Admin memutuskan laporan untuk sesi ${at(session.starts_at)}: ${DISPUTE_OUTCOME_LABELS[outcome]}.`,
          ...(refund ? [`Dana yang dikembalikan ke pelanggan: ${formatRupiah(refund)}.`] : []),
          ...(outcome === 'FULL_REFUND' ? ['Seluruh pembayaran dikembalikan ke pelanggan; kelas dibatalkan.'] : []),
          ...(note ? [`Catatan admin: ${note}`] : []),
        ],
        linkLabel: 'Detail',
      }),
  );
}
