import { registerLiveQuery } from '../../../lib/live/live-registry.ts';

/** Every query of the user's own feedback starts with 'feedback'; an admin's reply refetches them live. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: () => ['feedback', 'mine'] as const,
  detail: (id: string) => ['feedback', 'detail', id] as const,
};

registerLiveQuery('feedback_reports', feedbackKeys.all);
