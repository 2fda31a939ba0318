import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../core/accounts/sign-up.schema.ts';
import { useActionKey } from '../../../lib/action-key.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { authContract as C, type SignUpResult } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

/**
 * JSON, or with a photo multipart: the same JSON in the `payload` field and the file in `photo`.
 * The server decides `hasPhotoFile` from the body it got.
 */
export function signUp({ input, photo }: { input: SignUpInput; photo?: File }, options: RequestOptions = {}): Promise<SignUpResult> {
  if (!photo) return callApi(C.signUp, { body: input }, options);
  const form = new FormData();
  form.append('payload', JSON.stringify(input));
  form.append('photo', photo);
  return callApi(C.signUp, { body: form }, options);
}

/** A sign-up re-sent after a lost response answers with the account it made, not 'Email sudah terdaftar'. */
export function useSignUp(handlers: { onSuccess: (result: SignUpResult) => void; onError: (error: Error) => void }) {
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (variables: { input: SignUpInput; photo?: File }) => signUp(variables, { idempotencyKey: actionKey.keyFor(variables) }),
    onSuccess: (result) => {
      actionKey.reset();
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
