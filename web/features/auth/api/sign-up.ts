import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '../../../../core/accounts/auth.schema.ts';
import type { SignUpInput } from '../../../../core/accounts/sign-up.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type SignUpResult = { user: SessionUser; photo: 'none' | 'saved' | 'failed'; photoMessage?: string };

/**
 * JSON, or with a photo multipart: the same JSON in the `payload` field and the file in `photo`.
 * The server decides `hasPhotoFile` from the body it got.
 */
export function signUp({ input, photo }: { input: SignUpInput; photo?: File }): Promise<SignUpResult> {
  if (!photo) return apiClient.post<SignUpResult>('/api/auth/sign-up', input);
  const form = new FormData();
  form.append('payload', JSON.stringify(input));
  form.append('photo', photo);
  return apiClient.post<SignUpResult>('/api/auth/sign-up', form);
}

export function useSignUp(handlers: { onSuccess: (result: SignUpResult) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: signUp, ...handlers });
}
