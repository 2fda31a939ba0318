import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FeedbackCategory } from '../../../../core/feedback/feedback.schema.ts';
import { adminFeedbackContract as C } from '../../../../core/contracts/admin-feedback.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { registerLiveQuery } from '../../../lib/live/live-registry.ts';
import { serverMessage } from '../../../lib/server-message.ts';

// The console's 'Feedback' tab (api/routes/admin-feedback.routes.ts): the inbox, refreshed live when
// anyone sends or anyone answers, and the reply.

export const feedbackInboxKeys = {
  all: ['admin', 'feedback'] as const,
  list: (category: FeedbackCategory | null) => ['admin', 'feedback', { category }] as const,
};

registerLiveQuery('feedback_reports', feedbackInboxKeys.all);

/** Unanswered first, newest first within each; `null` lists both categories. */
export const useFeedbackInbox = (category: FeedbackCategory | null) =>
  useInfiniteQuery({
    queryKey: feedbackInboxKeys.list(category),
    queryFn: ({ pageParam, signal }) => callApi(C.inbox, { query: { category, cursor: pageParam } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export const replyToFeedback = ({ id, reply }: { id: string; reply: string }) => callApi(C.reply, { params: { id }, body: { reply } });

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
