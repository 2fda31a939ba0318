import type { AdminOverview } from '../admin/overview.ts';
import { answer, endpoint } from './endpoint.ts';

// The admin console's overview tab (api/routes/admin-overview.routes.ts).

export const adminOverviewContract = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/overview',
    tag: 'Admin',
    summary: 'The overview tab',
    access: ['admin'],
    responses: { 200: 'Counts and totals' },
    answer: answer<AdminOverview>(),
  }),
};
