import type { RateLimitRule } from '../../infra/rate-limit.ts';

/** Feedback sent per user: a few notes in a row are normal, a stream of them is spam. */
export const FEEDBACK_SUBMIT_LIMIT = { name: 'feedback-submit:user', limit: 5, windowSeconds: 10 * 60 } as const satisfies RateLimitRule;
