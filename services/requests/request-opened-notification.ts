import type { EventPayload } from '../../core/events/catalog.ts';
import { formatRelativeTime } from '../../core/format/relative-time.ts';
import { canJoinRequest, effectiveRequestStatus } from '../../core/requests/request-machine.ts';
import type { Db } from '../../infra/db.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import {
  firstName,
  loadRequestForNotification,
  requestLines,
  requestLink,
  tutorRequestsLink,
  tutorName,
  type RequestForNotification,
} from './request-notifications.ts';

// 'request.opened': every tutor who could take the new request hears of it, with the join the web's
// 'Saya Tertarik Mengajar' runs (docs/product.md#request-join), shaped so a chat shows it as a button.
// The requester's name and notes reach them with contacts masked (docs/product.md#privacy-free-text).

export const JOIN_LABEL = 'Saya Tertarik Mengajar';

/**
 * The tutors a new request is for: public (listed), available, sharing at least one subject with
 * it, and fitting its lesson mode (docs/decisions/056): online wants tutors who teach online (a
 * tutor without a city does), home wants tutors who come to homes in the request's city, both takes
 * either; no mode, everyone as before. Never its owner. Nobody once it is no longer OPEN. One query,
 * however many match.
 */
export async function matchingTutors(db: Db, requestId: string): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { id: string }[] }>(
    `select t.id from learning_requests r
       join tutors t on t.subjects && r.subjects and t.listed and t.is_available and t.id <> r.customer_id
      where r.id = ? and r.status = 'OPEN'
        and (r.lesson_mode is null
          or (r.lesson_mode in ('online', 'both') and t.lesson_mode <> 'home')
          or (r.lesson_mode in ('home', 'both') and t.lesson_mode <> 'online' and t.city = r.city))`,
    [requestId],
  );
  return rows.map((row) => row.id);
}

/** `now` is when the message is written: a tutor told late reads how long the request has waited. */
export function requestOpenedContent(row: RequestForNotification, tutor: string, appUrl: string, now: Date): NotificationContent {
  const join = { label: JOIN_LABEL, url: requestLink(appUrl, row.id) };
  return {
    title: 'Ada permintaan belajar baru sesuai mata pelajaran Anda',
    greetingName: tutor,
    lines: [
      `${firstName(row.customer_name)} sedang mencari tutor untuk permintaan belajar berikut.`,
      '',
      ...requestLines(row, 'masked'),
      `Diposting: ${formatRelativeTime(row.created_at, now)}`,
      '',
      `Ingin mengajar? Buka permintaan ini dan tekan '${JOIN_LABEL}'; pemilik permintaan akan melihat profil Anda.`,
      linkLine(join),
      linkLine({ label: 'Semua permintaan belajar', url: tutorRequestsLink(appUrl) }),
    ],
    link: join,
    actions: [{ kind: 'join_request', label: JOIN_LABEL, requestId: row.id }],
  };
}

/**
 * Null when the request stopped taking tutors before the message went out (chosen, cancelled,
 * expired, or full: REQUEST_MAX_TUTORS joined) or this tutor already joined: an invitation to a
 * join that would be refused helps nobody, and a fan-out still queued stops there.
 */
export async function requestOpened(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'request.opened'>,
  recipientId: string,
): Promise<NotificationContent | null> {
  const row = await loadRequestForNotification(db, payload.requestId);
  if (!row) return null;
  const facts = await db('learning_requests')
    .where({ id: row.id })
    .first<{ past_expiry: boolean; participants: number; joined: boolean }>(
      db.raw('expires_at <= now() as past_expiry'),
      db.raw('(select count(*) from request_participants p where p.request_id = learning_requests.id)::int as participants'),
      db.raw('exists (select 1 from request_participants p where p.request_id = learning_requests.id and p.tutor_id = ?) as joined', [
        recipientId,
      ]),
    );
  const joinable = canJoinRequest({
    status: effectiveRequestStatus(row.status, facts.past_expiry),
    joined: facts.joined,
    participantCount: facts.participants,
    maxTutors: context.requestMaxTutors,
  });
  if (!joinable) return null;
  const tutor = await tutorName(db, recipientId);
  return tutor === null ? null : requestOpenedContent(row, tutor, context.appUrl, new Date());
}
