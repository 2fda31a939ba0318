import { toast } from 'sonner';
import { REQUEST_MESSAGES } from '../../../../core/requests/messages.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { cancelRequest } from './requests-api.ts';
import { useRequestMutation } from './use-request-mutation.ts';

/**
 * 'Batalkan Permintaan' (docs/product.md#request-cancel) on the owner's list and on the request's
 * page: the same call and texts. `onSettled` closes the asking dialog either way.
 */
export function useCancelRequest(onSettled: () => void) {
  return useRequestMutation(cancelRequest, {
    onSuccess: () => {
      onSettled();
      toast.success(REQUEST_MESSAGES.cancelled);
    },
    onError: (error) => {
      onSettled();
      toast.error(REQUEST_MESSAGES.cancelFailed, { description: serverMessage(error) ?? undefined });
    },
  });
}
