import { createEvent } from 'ics';
import type { Actor } from '../../core/accounts/actor.ts';
import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import { sessionTitle } from '../../core/lessons/calendar.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Db } from '../../infra/db.ts';
import type { MailAttachment } from '../../infra/mail.ts';

type CalendarRow = { id: string; starts_at: Date; ends_at: Date; subjects: string[]; customer_id: string; tutor_id: string };

/**
 * A CONFIRMED session as an iCalendar event, for the session's customer and tutor only: anyone
 * else, and a session not (or no longer) confirmed, gets the same 404 as an unknown id, like the
 * receipt. Instants are written in UTC, which every calendar converts to its own zone. The uid is
 * the session's, so a re-download after a move updates the same event instead of adding one.
 */
export async function sessionCalendar(deps: { db: Db }, viewer: Actor, sessionId: string): Promise<{ filename: string; text: string }> {
  const notFound = new AppError('NOT_FOUND', M.notFound);
  if (!isUuid(sessionId)) throw notFound;
  const row = await confirmedSession(deps.db, sessionId);
  const owner =
    row && ((viewer.role === 'customer' && row.customer_id === viewer.id) || (viewer.role === 'tutor' && row.tutor_id === viewer.id));
  if (!row || !owner) throw notFound;
  return { filename: sessionIcsFilename(row.id), text: sessionIcs(row) };
}

const sessionIcsFilename = (sessionId: string) => `ajarin-sesi-${sessionId.slice(0, 8)}.ics`;

/** The same file for an email about the session (its confirmation, its move), made when sent; none once it is no longer CONFIRMED. */
export async function sessionCalendarAttachment(db: Db, sessionId: string): Promise<MailAttachment | null> {
  const row = await confirmedSession(db, sessionId);
  if (!row) return null;
  return { filename: sessionIcsFilename(row.id), contentType: 'text/calendar', content: Buffer.from(sessionIcs(row), 'utf8') };
}

const confirmedSession = (db: Db, sessionId: string) =>
  db('lesson_sessions as s')
    .join('transactions as t', 't.id', 's.transaction_id')
    .where({ 's.id': sessionId, 's.status': 'CONFIRMED' })
    .first<CalendarRow | undefined>('s.id', 's.starts_at', 's.ends_at', 't.subjects', 't.customer_id', 't.tutor_id');

export function sessionIcs(session: { id: string; starts_at: Date; ends_at: Date; subjects: string[] }): string {
  const { error, value } = createEvent({
    uid: `${session.id}@ajarin`,
    productId: 'ajarin/lesson-sessions',
    title: sessionTitle(session.subjects),
    start: session.starts_at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: session.ends_at.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
