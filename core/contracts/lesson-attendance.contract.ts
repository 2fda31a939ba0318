import { answerAttendanceSchema, decideDisputeSchema, disputeStatementSchema } from '../lessons/attendance.schema.ts';
import type { DisputeView } from '../lessons/dispute-view.ts';
import type { SessionView } from '../lessons/sessions.ts';
import { answer, endpoint, named } from './endpoint.ts';

// Attendance and disputes (api/routes/lesson-attendance.routes.ts, docs/product.md#lesson-attendance).
// Who may answer is the services' call (the session's own tutor or customer), so outsiders get 403 / 404.

export const lessonAttendanceContract = {
  answerAttendance: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/attendance',
    tag: 'Lessons',
    summary: '"Kelas sudah berlangsung?": Ya / Tidak / Ada masalah, after the session\'s end',
    description: "The customer's Tidak / Ada masalah opens a dispute that holds the payout until an admin decides.",
    access: 'signed-in',
    body: named('AnswerAttendance', answerAttendanceSchema),
    responses: { 200: '`{ message, session }`' },
    answer: answer<{ message: string; session: SessionView }>(),
  }),
  disputeStatement: endpoint({
    method: 'POST',
    path: '/api/disputes/:id/statement',
    tag: 'Lessons',
    summary: 'What happened, in the words of one side of an open dispute',
    access: 'signed-in',
    body: named('DisputeStatement', disputeStatementSchema),
    responses: { 200: '`{ message }`' },
    answer: answer<{ message: string }>(),
  }),
  disputes: endpoint({
    method: 'GET',
    path: '/api/admin/disputes',
    tag: 'Admin',
    summary: 'The dispute queue: open ones oldest first, then the latest decided',
    access: ['admin'],
    responses: { 200: '`{ disputes }`' },
    answer: answer<{ disputes: DisputeView[] }>(),
  }),
  decideDispute: endpoint({
    method: 'POST',
    path: '/api/admin/disputes/:id/decide',
    tag: 'Admin',
    summary: 'Decide a dispute: done, partial refund (amount) or full refund',
    access: ['admin'],
    body: named('DecideDispute', decideDisputeSchema),
    responses: { 200: '`{ message }`' },
    answer: answer<{ message: string }>(),
  }),
};
