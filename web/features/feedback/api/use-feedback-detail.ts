import { useQuery } from '@tanstack/react-query';
import { getFeedback } from './feedback-api.ts';
import { feedbackKeys } from './feedback-keys.ts';

/** One entry; the server answers 404 for one that is not the user's own. Refetched live when an admin replies. */
export const useFeedbackDetail = (id: string) =>
  useQuery({ queryKey: feedbackKeys.detail(id), queryFn: ({ signal }) => getFeedback(id, signal), retry: false });
