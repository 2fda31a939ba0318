import { useMutation } from '@tanstack/react-query';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { retryAfterSeconds } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';

export const requestPasswordOtp = (email: string) => callApi(C.requestPasswordOtp, { body: { email } });

type Handlers = {
  onSuccess: (answer: { cooldownSeconds: number }) => void;
  onCooldown: (seconds: number) => void;
  onProblem: (title: string, message: string) => void;
};

/** Sending the code, first or again: a refusal starts the wait the server asks for and says why. */
export function useRequestPasswordOtp({ onSuccess, onCooldown, onProblem }: Handlers) {
  return useMutation({
    mutationFn: requestPasswordOtp,
    onSuccess,
    onError: (failure) => {
      const wait = retryAfterSeconds(failure);
      if (wait) onCooldown(wait);
      onProblem('Error', failure.message);
    },
  });
}
