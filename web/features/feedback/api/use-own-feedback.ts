import { useInfiniteQuery } from '@tanstack/react-query';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { getOwnFeedbackPage } from './feedback-api.ts';
import { feedbackKeys } from './feedback-keys.ts';

/** 'Riwayat Feedback dan Report': the user's own entries, newest first; 'Lihat lebih banyak' follows the cursor. */
export const useOwnFeedback = () =>
  useInfiniteQuery({
    queryKey: feedbackKeys.mine(),
    queryFn: ({ pageParam, signal }) => getOwnFeedbackPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIST_CACHE,
  });
