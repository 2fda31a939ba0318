import type { SessionView } from '../lessons/sessions.ts';
import { answerProposalSchema, answerRescheduleSchema, proposeRescheduleSchema, proposeSessionsSchema } from '../lessons/session.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The lesson sessions of a paid class (api/routes/lessons.routes.ts, docs/product.md#lesson-sessions):
// the tutor proposes, the customer answers, either side moves a session and the other answers.
// Times are entered as date + clock time in the viewer's zone and answered as ISO with its offset.

export const lessonsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/transactions/:id/sessions',
    tag: 'Lesson sessions',
    summary: "A transaction's sessions, to its customer, its tutor and admins",
    access: 'signed-in',
    responses: { 200: "`{ sessions }`, instants in the viewer's zone (ISO with offset)" },
    answer: answer<{ sessions: SessionView[] }>(),
  }),
  propose: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/sessions',
    tag: 'Lesson sessions',
    summary: 'The tutor proposes sessions (date, time in their zone, minutes)',
    description:
      'Refused: a time not ahead (422), overlapping another live session of the tutor (409), more minutes than the hours paid (422).',
    access: 'signed-in',
    body: named('ProposeSessions', proposeSessionsSchema),
    responses: { 201: 'The sessions and a message' },
    answer: answer<{ message: string; sessions: SessionView[] }>(),
  }),
  answerProposal: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/sessions/answer',
    tag: 'Lesson sessions',
    summary: 'The customer accepts every proposed session, or asks for other times',
    access: 'signed-in',
    body: named('AnswerProposal', answerProposalSchema),
    responses: { 200: 'The sessions and a message' },
    answer: answer<{ message: string; sessions: SessionView[] }>(),
  }),
  proposeReschedule: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/reschedule',
    tag: 'Lesson sessions',
    summary: 'Either side asks to move a confirmed session',
    description: 'Inside 12 h of the session it is a request by agreement only (`reschedule.late`).',
    access: 'signed-in',
    body: named('ProposeReschedule', proposeRescheduleSchema),
    responses: { 200: 'The session and a message' },
    answer: answer<{ message: string; session: SessionView }>(),
  }),
  answerReschedule: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/reschedule/answer',
    tag: 'Lesson sessions',
    summary: 'The other side accepts or declines a requested move',
    access: 'signed-in',
    body: named('AnswerReschedule', answerRescheduleSchema),
    responses: { 200: 'The session and a message' },
    answer: answer<{ message: string; session: SessionView }>(),
  }),
};
