import type { OpenRequestPage, OwnRequestItem, RequestDetail, RequestPage } from '../requests/views.ts';
import { openRequestsQuerySchema, ownRequestsQuerySchema } from '../requests/request-query.schema.ts';
import { chooseTutorSchema, createRequestSchema } from '../requests/request.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// Learning requests (api/routes/requests.routes.ts).

/** What join, choose and cancel answer: their success text and the request as it now is. */
export type RequestActionResult = { message: string; request: RequestDetail };

export const requestsContract = {
  create: endpoint({
    method: 'POST',
    path: '/api/requests',
    tag: 'Learning requests',
    summary: 'Post a learning request',
    access: ['customer'],
    idempotent: 'requests.create',
    body: named('CreateRequest', createRequestSchema),
    responses: { 201: '`{ request }`' },
    answer: answer<{ request: RequestDetail }>(),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/requests/mine',
    tag: 'Learning requests',
    summary: "The customer's requests",
    access: ['customer'],
    query: ownRequestsQuerySchema,
    responses: { 200: 'A page of requests and the next cursor' },
    answer: answer<RequestPage<OwnRequestItem>>(),
  }),
  open: endpoint({
    method: 'GET',
    path: '/api/requests/open',
    tag: 'Learning requests',
    summary: 'Open requests tutors may join',
    access: ['tutor', 'admin'],
    query: openRequestsQuerySchema,
    responses: { 200: 'A page of requests and the next cursor; tutors read names and notes with contact details masked' },
    answer: answer<OpenRequestPage>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/requests/:id',
    tag: 'Learning requests',
    summary: 'One request, as its owner, a tutor or an admin sees it',
    access: 'signed-in',
    responses: { 200: '`{ request }`; a tutor reads the name and notes with contact details masked until their transaction is PAID' },
    answer: answer<{ request: RequestDetail }>(),
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/requests/:id/join',
    tag: 'Learning requests',
    summary: 'Join an open request',
    access: ['tutor'],
    responses: { 200: 'The request' },
    answer: answer<RequestActionResult>(),
  }),
  choose: endpoint({
    method: 'POST',
    path: '/api/requests/:id/choose',
    tag: 'Learning requests',
    summary: 'Choose one of the tutors who joined',
    access: ['customer'],
    body: named('ChooseTutor', chooseTutorSchema),
    responses: { 200: 'The request and the new transaction id' },
    answer: answer<RequestActionResult & { transactionId: string }>(),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/requests/:id/cancel',
    tag: 'Learning requests',
    summary: 'Cancel an open request',
    access: ['customer'],
    responses: { 200: 'The request' },
    answer: answer<RequestActionResult>(),
  }),
};
