import { UnrecoverableError, type Queue } from 'bullmq';
import { z } from 'zod';
import {
  LESSON_NOTICE_KINDS,
  NOTICE_PARTIES,
  lessonJobId,
  noticeMoment,
  silenceCountsAt,
  type LessonJobKind,
  type LessonNoticeKind,
} from '../core/lessons/lesson-moments.ts';
import type { SessionParty } from '../core/lessons/sessions.ts';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import { applySilence } from '../services/lessons/apply-silence.ts';
import { partyUserId } from '../services/lessons/attendance-session.ts';
import { zoneOf } from '../services/transactions/transaction-sessions.ts';
import { sendLessonNotice } from '../services/lessons/send-lesson-notice.ts';

// A confirmed session's moments as BullMQ delayed jobs in the sweeps queue (docs/product.md#lesson-reminders,
// decision 054), the pattern of the payment deadline (decision 049): armed when the event that
// confirms or moves a session is processed, kept in Redis across restarts, each id naming the
// session, the side and its start time, so arming twice adds nothing and a moved session's jobs are
// new while the old ones find the row moved. A job only decides again under the row lock; the
// 'lesson-sessions' sweep does the same for whatever a lost job missed.

export const LESSON_JOB_NAMES = [
  'lesson-remind-24h',
  'lesson-remind-1h',
  'lesson-prompt',
  'lesson-silence-warning',
  'lesson-silence',
] as const satisfies readonly `lesson-${LessonJobKind}`[];
export type LessonJobName = (typeof LESSON_JOB_NAMES)[number];

export const isLessonJob = (name: string): name is LessonJobName => (LESSON_JOB_NAMES as readonly string[]).includes(name);

const lessonJobData = z
  .object({ sessionId: z.uuid(), party: z.enum(['tutor', 'customer']).optional(), startsAt: z.iso.datetime() })
  .strict();

/** The events after which a session has (new) confirmed times; the sessions part writes them. */
const ARMING_EVENTS = new Set(['session.confirmed', 'sessions.confirmed', 'session.rescheduled']);
const armingPayload = z.object({ sessionId: z.uuid().optional(), transactionId: z.uuid().optional() }).loose();

type ArmRow = { id: string; starts_at: Date; ends_at: Date; customer_id: string; tutor_id: string };

/** Adds every job of the CONFIRMED sessions named (one, or all of a transaction); a moment already past runs at once. */
export async function armLessonJobs(
  db: Db,
  queue: Queue,
  which: { sessionId?: string; transactionId?: string },
  now: Date,
): Promise<number> {
  if (!which.sessionId && !which.transactionId) return 0;
  const rows = await db('lesson_sessions as s')
    .join('transactions as t', 't.id', 's.transaction_id')
    .where('s.status', 'CONFIRMED')
    .modify((query) => {
      if (which.sessionId) query.where('s.id', which.sessionId);
      if (which.transactionId) query.where('s.transaction_id', which.transactionId);
    })
    .select<ArmRow[]>('s.id', 's.starts_at', 's.ends_at', 't.customer_id', 't.tutor_id');
  const jobs = [];
  for (const row of rows) {
    const times = { startsAt: row.starts_at, endsAt: row.ends_at };
    const job = (kind: LessonJobKind, party: SessionParty | undefined, at: Date) => ({
      name: `lesson-${kind}` as LessonJobName,
      data: { sessionId: row.id, ...(party ? { party } : {}), startsAt: row.starts_at.toISOString() },
      opts: { jobId: lessonJobId(kind, party ?? 'session', row.id, row.starts_at), delay: Math.max(0, at.getTime() - now.getTime()) },
    });
    for (const kind of LESSON_NOTICE_KINDS)
      for (const party of NOTICE_PARTIES[kind]) {
        const zone = await zoneOf(db, partyUserId(row, party));
        jobs.push(job(kind, party, noticeMoment(kind, times, zone)));
      }
    jobs.push(job('silence', undefined, silenceCountsAt(row.ends_at)));
  }
  if (jobs.length) await queue.addBulk(jobs);
  return jobs.length;
}

/** For the events worker: arms a session's jobs when `event` confirms or moves it. */
export function lessonJobArmer(db: Db, queue: Queue, clock: () => Date = () => new Date()) {
  return async (event: { type: string; payload: unknown }): Promise<void> => {
    if (!ARMING_EVENTS.has(event.type)) return;
    const payload = armingPayload.parse(event.payload);
    await armLessonJobs(
      db,
      queue,
      payload.sessionId ? { sessionId: payload.sessionId } : { transactionId: payload.transactionId },
      clock(),
    );
  };
}

export async function runLessonJob(
  name: LessonJobName,
  data: unknown,
  deps: { db: Db; logger: Logger; now?: Date },
): Promise<{ outcome: string }> {
  const parsed = lessonJobData.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`malformed ${name} job`);
  const { sessionId, party, startsAt } = parsed.data;
  const now = deps.now ?? new Date();
  const kind = name.slice('lesson-'.length) as LessonJobKind;
  let outcome: string;
  if (kind === 'silence') outcome = await applySilence(deps.db, sessionId, now);
  else if (!party) throw new UnrecoverableError(`${name} job without a party`);
  else outcome = await sendLessonNotice(deps.db, kind, party, sessionId, { now, startsAt: new Date(startsAt) });
  deps.logger.info({ sessionId, party, outcome }, name);
  return { outcome };
}

const BATCH = 200;

/**
 * The sweep behind the jobs: every CONFIRMED session with a moment that may be due (its 24 h
 * reminder window opened, and not long past the silence rule unless it still waits for it) goes
 * through the same use cases, which decide from the row whether anything is due.
 */
export async function sweepLessonSessions(db: Db, now: Date): Promise<{ sent: number; done: number }> {
  const rows = (await db('lesson_sessions as s')
    .join('transactions as t', 't.id', 's.transaction_id')
    .where('s.status', 'CONFIRMED')
    .where('s.starts_at', '<=', new Date(now.getTime() + 24 * 3_600_000))
    .where((query) =>
      query
        .where('s.ends_at', '>', new Date(now.getTime() - 96 * 3_600_000))
        .orWhere((late) => late.where('s.tutor_attendance', 'YES').whereNull('s.customer_attendance')),
    )
    .orderBy('s.starts_at')
    .limit(BATCH)
    .select('s.id')) as { id: string }[];
  let sent = 0;
  let done = 0;
  for (const { id } of rows) {
    for (const kind of LESSON_NOTICE_KINDS as readonly LessonNoticeKind[])
      for (const party of NOTICE_PARTIES[kind]) if ((await sendLessonNotice(db, kind, party, id, { now })) === 'sent') sent += 1;
    if ((await applySilence(db, id, now)) === 'done') done += 1;
  }
  return { sent, done };
}
