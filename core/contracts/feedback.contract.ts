import type { FeedbackItem, FeedbackPage } from '../feedback/views.ts';
import { ownFeedbackQuerySchema, submitFeedbackSchema } from '../feedback/feedback.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// Feedback and reports (api/routes/feedback.routes.ts).

export const feedbackContract = {
  submit: endpoint({
    method: 'POST',
    path: '/api/feedback',
    tag: 'Feedback',
    summary: 'Send feedback or a report',
    access: 'signed-in',
    idempotent: 'feedback.submit',
    body: named('SubmitFeedback', submitFeedbackSchema),
    responses: { 201: '`{ feedback }`' },
    answer: answer<{ feedback: FeedbackItem }>(),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/feedback',
    tag: 'Feedback',
    summary: "The user's own feedback, newest first",
    access: 'signed-in',
    query: ownFeedbackQuerySchema,
    responses: { 200: 'A page of feedback and the next cursor' },
    answer: answer<FeedbackPage>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/feedback/:id',
    tag: 'Feedback',
    summary: 'One entry, to its author or an admin',
    access: 'signed-in',
    responses: { 200: '`{ feedback }`' },
    answer: answer<{ feedback: FeedbackItem }>(),
  }),
};
