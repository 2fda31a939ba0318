import { streamQuerySchema } from '../realtime/event-stream.schema.ts';
import { answer, endpoint } from './endpoint.ts';

// Live updates: the ticket and the server-sent event stream (api/routes/events.routes.ts).

export const eventsContract = {
  ticket: endpoint({
    method: 'POST',
    path: '/api/events/ticket',
    tag: 'Live updates',
    summary: 'A single-use ticket (60 s) for the signed-in event stream',
    access: 'signed-in',
    responses: { 200: '`{ ticket, expiresIn }`' },
    answer: answer<{ ticket: string; expiresIn: number }>(),
  }),
  stream: endpoint({
    method: 'GET',
    path: '/api/events',
    tag: 'Live updates',
    summary: 'Server-sent events: `change` with `{ table, id }` for the rows the viewer may see',
    access: 'visitor',
    description: 'Without a ticket the stream carries public changes only.',
    query: streamQuerySchema,
    produces: ['text/event-stream'],
    responses: { 200: 'The stream' },
  }),
};
