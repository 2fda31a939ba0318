import { z } from 'zod';

// Query strings of GET /api/requests/mine and /open. A bad value is a 400 with its own text, never
// a 500 and never silently ignored.

export const REQUEST_QUERY_MESSAGES = {
  cursor: 'Parameter cursor tidak valid.',
  matching: 'Parameter matching harus true atau false.',
} as const;

const cursor = z.uuid({ error: REQUEST_QUERY_MESSAGES.cursor }).optional();

export const ownRequestsQuerySchema = z.object({ cursor });

/** `matching` left out: on when the tutor has subjects (docs/product.md#request-join). */
export const openRequestsQuerySchema = z.object({
  cursor,
  matching: z
    .enum(['true', 'false'], { error: REQUEST_QUERY_MESSAGES.matching })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

export type OpenRequestsQuery = z.output<typeof openRequestsQuerySchema>;
