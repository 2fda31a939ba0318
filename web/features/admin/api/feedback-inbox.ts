import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FeedbackCategory } from '../../../../core/feedback/feedback.schema.ts';
import type { FeedbackPage, InboxFeedbackItem } from '../../../../core/feedback/views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { registerLiveQuery } from '../../../lib/live/live-registry.ts';
import { serverMessage } from '../../../lib/server-message.ts';

// The console's 'Feedback' tab (api/routes/admin-feedback.routes.ts): the inbox, refreshed live when
// anyone sends or anyone answers, and the reply.

export const feedbackInboxKeys = {
  all: ['admin', 'feedback'] as const,
  list: (category: FeedbackCategory | null) => ['admin', 'feedback', { category }] as const,
};

registerLiveQuery('feedback_reports', feedbackInboxKeys.all);

const inboxPath = (category: FeedbackCategory | null, cursor: string | null) => {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (cursor) search.set('cursor', cursor);
  return `/api/admin/feedback${search.size ? `?${search}` : ''}`;
};

/** Unanswered first, newest first within each; `null` lists both categories. */
export const useFeedbackInbox = (category: FeedbackCategory | null) =>
  useInfiniteQuery({
    queryKey: feedbackInboxKeys.list(category),
    queryFn: ({ pageParam, signal }) => apiClient.get<FeedbackPage<InboxFeedbackItem>>(inboxPath(category, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export const replyToFeedback = ({ id, reply }: { id: string; reply: string }) =>
  apiClient.post<{ message: string; feedback: InboxFeedbackItem }>(`/api/admin/feedback/${encodeURIComponent(id)}/reply`, { reply });

/** 'Kirim Balasan': the author is told by the server; the inbox refetches either way. */
export function useReplyToFeedback(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToFeedback,
    onSuccess: (result) => {
      toast.success('Berhasil', { description: result.message });
      onSent();
    },
    onError: (error) =>
      toast.error('Gagal mengirim balasan', { description: serverMessage(error) ?? 'Terjadi kesalahan. Silakan coba lagi.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackInboxKeys.all }),
  });
}
