import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitFeedback } from '../../../../core/feedback/feedback.schema.ts';
import { useActionKey } from '../../../lib/action-key.ts';
import { submitFeedback } from './feedback-api.ts';
import { feedbackKeys } from './feedback-keys.ts';

/**
 * POST /api/feedback; the history reloads on success. Pressing again after a lost response sends
 * the same Idempotency-Key, so the entry is stored once.
 */
export function useSubmitFeedback(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (input: SubmitFeedback) => submitFeedback(input, { idempotencyKey: actionKey.keyFor(input) }),
    onSuccess: () => {
      actionKey.reset();
      handlers.onSuccess();
      return queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() });
    },
    onError: handlers.onError,
  });
}
