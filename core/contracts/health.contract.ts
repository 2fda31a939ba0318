import { endpoint } from './endpoint.ts';

// /healthz and /readyz (api/routes/health.routes.ts).

export const healthContract = {
  live: endpoint({
    method: 'GET',
    path: '/healthz',
    tag: 'Health',
    summary: 'The process answers',
    access: 'visitor',
    responses: { 200: '`{ status: "ok" }`' },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    tag: 'Health',
    summary: 'Postgres and Redis are reachable',
    access: 'visitor',
    responses: { 200: 'Ready', 503: 'Not ready; `checks` names what is down' },
  }),
};
