import type { FeedbackPage, InboxFeedbackItem } from '../feedback/views.ts';
import { feedbackInboxQuerySchema, replyFeedbackSchema } from '../feedback/feedback.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The admin console's feedback inbox (api/routes/admin-feedback.routes.ts).

export const adminFeedbackContract = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    tag: 'Admin',
    summary: "Every user's feedback and reports",
    access: ['admin'],
    query: feedbackInboxQuerySchema,
    responses: { 200: 'A page of feedback and the next cursor' },
    answer: answer<FeedbackPage<InboxFeedbackItem>>(),
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/:id/reply',
    tag: 'Admin',
    summary: 'Reply to feedback',
    access: ['admin'],
    body: named('ReplyFeedback', replyFeedbackSchema),
    responses: { 200: '`{ feedback }`' },
    answer: answer<{ message: string; feedback: InboxFeedbackItem }>(),
  }),
};
