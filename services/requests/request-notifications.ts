import { CHOOSE_LABEL, tutorCardLines, type TutorCard } from '../../core/chat/customer-chat-texts.ts';
import type { EventPayload } from '../../core/events/catalog.ts';
import { maskContactDetails, shownText, type TextView } from '../../core/privacy/mask-contact-details.ts';
import type { RequestRow } from './request-record.ts';
import type { Db } from '../../infra/db.ts';
import { linkLine, type NotificationContent, type NotificationLink } from '../../core/notifications/content.ts';
import { baseUrl, type NotificationContext } from '../../core/notifications/notification-context.ts';

// The messages of a learning request's life (docs/product.md#notification-events): a tutor joined
// (to the owner), a tutor was not chosen, the request was cancelled (to its tutors), it expired (to
// the owner). New requests and choices have files of their own. Payloads carry ids; names, subjects
// and states are read when the message is written, so it says what is true then. No message here
// carries a phone number: none of these people has paid for one. For the same reason the
// requester's words reach tutors, and a tutor's name the requester, with contacts masked
// (docs/product.md#privacy-free-text).

/** The request as a message needs it: never its phone. */
export type RequestForNotification = Pick<
  RequestRow,
  | 'id'
  | 'customer_id'
  | 'customer_name'
  | 'subjects'
  | 'student_count'
  | 'duration_hours'
  | 'notes'
  | 'status'
  | 'chosen_tutor_id'
  | 'created_at'
>;

export async function loadRequestForNotification(db: Db, requestId: string): Promise<RequestForNotification | null> {
  const row = await db('learning_requests')
    .where({ id: requestId })
    .first<RequestForNotification | undefined>(
      'id',
      'customer_id',
      'customer_name',
      'subjects',
      'student_count',
      'duration_hours',
      'notes',
      'status',
      'chosen_tutor_id',
      'created_at',
    );
  return row ?? null;
}

/** The owner of a request; none when it is gone. */
export async function requestOwner(db: Db, requestId: string): Promise<string[]> {
  const row = await loadRequestForNotification(db, requestId);
  return row ? [row.customer_id] : [];
}

export const tutorName = async (db: Db, tutorId: string): Promise<string | null> =>
  (await db('tutors').where({ id: tutorId }).first<{ name: string } | undefined>('name'))?.name ?? null;

/** What is shown of a requester to tutors who have not been chosen: the first name only, contacts masked. */
export const firstName = (name: string): string => maskContactDetails(name.trim().split(/\s+/)[0] ?? name);

export const requestLink = (appUrl: string, id: string): string => `${baseUrl(appUrl)}/bidding/${id}`;
export const tutorRequestsLink = (appUrl: string): string => `${baseUrl(appUrl)}/tutor-requests`;

/**
 * The lines that say which request a message is about, as the request cards show it: the notes as
 * written for the owner, masked for tutors (none of them has paid when these messages go out).
 */
export function requestLines(row: RequestForNotification, view: TextView): string[] {
  return [
    `Mata pelajaran: ${row.subjects.join(', ')}`,
    `Jumlah siswa: ${row.student_count} orang`,
    `Durasi: ${row.duration_hours} jam`,
    ...(row.notes ? [`Catatan: ${shownText(row.notes, view)}`] : []),
  ];
}

const content = (title: string, greetingName: string, lines: string[], link: NotificationLink): NotificationContent => ({
  title,
  greetingName,
  lines: [...lines, '', linkLine(link)],
  link,
});

/** The tutor who joined, as the owner weighs them: the public card's facts (name masked for contacts). */
export type JoinedTutor = TutorCard & { id: string };

export function tutorJoinedContent(
  row: RequestForNotification,
  tutor: JoinedTutor,
  participants: number,
  appUrl: string,
): NotificationContent {
  const name = maskContactDetails(tutor.name);
  return {
    ...content(
      'Ada tutor yang tertarik dengan permintaan belajar Anda',
      row.customer_name,
      [
        `${name} tertarik dengan permintaan belajar Anda.`,
        ...tutorCardLines(tutor),
        '',
        ...requestLines(row, 'as-written'),
        `Tutor tertarik: ${participants}`,
        '',
        `Tekan '${CHOOSE_LABEL}' untuk memilih ${name}, atau lihat profil para tutor lain dulu.`,
      ],
      { label: 'Lihat Detail', url: requestLink(appUrl, row.id) },
    ),
    actions: [{ kind: 'choose_tutor', label: CHOOSE_LABEL, requestId: row.id, tutorId: tutor.id }],
  };
}

async function joinedTutor(db: Db, tutorId: string): Promise<JoinedTutor | null> {
  const row = await db('tutors')
    .where({ id: tutorId })
    .first<{ id: string; name: string; university: string; rating: number; review_count: number; price_per_hour: number } | undefined>(
      'id',
      'name',
      'university',
      'rating',
      'review_count',
      'price_per_hour',
    );
  return row
    ? {
        id: row.id,
        name: row.name,
        university: row.university,
        rating: Number(row.rating),
        reviewCount: row.review_count,
        pricePerHour: row.price_per_hour,
      }
    : null;
}

/** Null unless the request is still OPEN with this tutor in it: once a choice is made, a join is old news. */
export async function tutorJoined(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'request.tutor_joined'>,
): Promise<NotificationContent | null> {
  const row = await loadRequestForNotification(db, payload.requestId);
  if (row?.status !== 'OPEN') return null;
  const participants = (await db('request_participants').where({ request_id: row.id }).pluck('tutor_id')) as string[];
  if (!participants.includes(payload.tutorId)) return null;
  const tutor = await joinedTutor(db, payload.tutorId);
  return tutor === null ? null : tutorJoinedContent(row, tutor, participants.length, context.appUrl);
}

export function tutorNotChosenContent(row: RequestForNotification, tutor: string, appUrl: string): NotificationContent {
  return content(
    'Pemilik permintaan memilih tutor lain',
    tutor,
    [
      `${firstName(row.customer_name)} memilih tutor lain untuk permintaan belajar yang Anda ikuti. Terima kasih atas minat Anda.`,
      '',
      ...requestLines(row, 'masked'),
      '',
      'Masih ada permintaan belajar lain yang menunggu tutor.',
    ],
    { label: 'Request Belajar', url: tutorRequestsLink(appUrl) },
  );
}

export async function tutorNotChosen(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'request.tutor_not_chosen'>,
): Promise<NotificationContent | null> {
  const row = await loadRequestForNotification(db, payload.requestId);
  if (!row || row.chosen_tutor_id === payload.tutorId) return null;
  const tutor = await tutorName(db, payload.tutorId);
  return tutor === null ? null : tutorNotChosenContent(row, tutor, context.appUrl);
}

/**
 * Who hears of a cancellation: the chosen tutor when there is one (the others were already told
 * they were not chosen), else every tutor who joined.
 */
export async function cancelledRecipients(db: Db, requestId: string): Promise<string[]> {
  const row = await loadRequestForNotification(db, requestId);
  if (!row) return [];
  if (row.chosen_tutor_id) return [row.chosen_tutor_id];
  return (await db('request_participants').where({ request_id: requestId }).orderBy('joined_at').pluck('tutor_id')) as string[];
}

export function requestCancelledContent(row: RequestForNotification, tutor: string, appUrl: string): NotificationContent {
  return content(
    'Permintaan belajar dibatalkan',
    tutor,
    [
      `${firstName(row.customer_name)} membatalkan permintaan belajar yang Anda ikuti, jadi kelas ini tidak akan berlangsung.`,
      '',
      ...requestLines(row, 'masked'),
      '',
      'Masih ada permintaan belajar lain yang menunggu tutor.',
    ],
    { label: 'Request Belajar', url: tutorRequestsLink(appUrl) },
  );
}

export async function requestCancelled(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'request.cancelled'>,
  recipientId: string,
): Promise<NotificationContent | null> {
  const row = await loadRequestForNotification(db, payload.requestId);
  if (row?.status !== 'CANCELLED') return null;
  const tutor = await tutorName(db, recipientId);
  return tutor === null ? null : requestCancelledContent(row, tutor, context.appUrl);
}

export function requestExpiredContent(row: RequestForNotification, appUrl: string): NotificationContent {
  return content(
    'Permintaan belajar Anda kedaluwarsa',
    row.customer_name,
    [
      'Permintaan belajar Anda sudah kedaluwarsa karena tidak ada tutor yang dipilih sampai batas waktunya.',
      '',
      ...requestLines(row, 'as-written'),
      '',
      'Masih mencari tutor? Buat permintaan belajar baru kapan saja.',
    ],
    { label: 'Buat Request Baru', url: `${baseUrl(appUrl)}/create-bidding` },
  );
}

export async function requestExpired(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'request.expired'>,
): Promise<NotificationContent | null> {
  const row = await loadRequestForNotification(db, payload.requestId);
  return row?.status === 'EXPIRED' ? requestExpiredContent(row, context.appUrl) : null;
}
