import { endpoint } from './endpoint.ts';

// This API's own OpenAPI document (api/routes/openapi.routes.ts).

export const openapiContract = {
  document: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Documentation',
    summary: 'This OpenAPI document',
    access: ['admin'],
    description: 'Outside production anyone may read it (and /dev/api-docs shows it); in production only admins.',
    responses: { 200: 'The OpenAPI 3.1 document' },
  }),
};
