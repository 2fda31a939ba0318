import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessage } from '../../lib/server-message.ts';

/**
 * One answer about a session sent to the server: its message is toasted and the transaction's query
 * refreshed. A failure is toasted with `failure` when given; without it the caller shows it inline.
 */
export function useSessionAction<V>(fn: (variables: V) => Promise<{ message: string }>, queryKey: QueryKey, failure?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (failure) toast.error(serverMessage(error) ?? failure);
    },
  });
}
