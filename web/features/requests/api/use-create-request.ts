import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRequestInput } from '../../../../core/requests/request.schema.ts';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { useActionKey } from '../../../lib/action-key.ts';
import { requestKeys } from './request-keys.ts';
import { createRequest } from './requests-api.ts';

/**
 * POST /api/requests. The new request is cached for /bidding/{id}, which the form opens next.
 * Pressing again after a lost response sends the same Idempotency-Key, so the request is posted once.
 */
export function useCreateRequest(handlers: { onSuccess: (request: RequestDetail) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (input: CreateRequestInput) => createRequest(input, { idempotencyKey: actionKey.keyFor(input) }),
    onSuccess: (request) => {
      actionKey.reset();
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      void queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
      handlers.onSuccess(request);
    },
    onError: handlers.onError,
  });
}
