import type { PublicConfig } from '../transactions/views.ts';
import { answer, endpoint } from './endpoint.ts';

// The public settings (api/routes/config.routes.ts).

export const configContract = {
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/config/public',
    tag: 'Public',
    summary: 'Payment methods, links and the rules the FAQ states',
    access: 'visitor',
    responses: { 200: 'The public settings (never a secret)' },
    answer: answer<PublicConfig>(),
  }),
};
