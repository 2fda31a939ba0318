import { useState } from 'react';
import { toast } from 'sonner';
import { signUpSchema, type SignUpInput } from '../../../../core/accounts/sign-up.schema.ts';
import { refusedField } from '../../../lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';
import { firstProblem } from '../../../lib/first-problem.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';

/**
 * What both sign-up forms share: the core schema checks first (its first message as an 'Error'
 * toast and inline under its field), then the request; on success the address to confirm.
 */
export function useSignUpSubmit() {
  const { formId, fieldId, errors, setErrors, showProblem, clearError } = useFormProblems('Error');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  const mutation = useSignUp({
    onSuccess: (result) => {
      toast.success('Berhasil', { description: 'Jangan lupa cek email untuk konfirmasi pendaftaran ya!' });
      if (result.photo === 'failed') toast.warning('Pendaftaran Berhasil', { description: result.photoMessage });
      setSignedUpEmail(result.user.email);
    },
    onError: (error) => {
      // The server names the field when it can (a taken email): show it there too.
      const field = refusedField(error);
      if (field) showProblem(field, error.message);
      else toast.error('Error', { description: error.message });
    },
  });

  const submit = (input: SignUpInput, photo?: File) => {
    const problem = firstProblem(signUpSchema, { ...input, hasPhotoFile: photo !== undefined });
    if (problem) return showProblem(problem.field, problem.message);
    setErrors({});
    mutation.mutate({ input, photo });
  };

  return { formId, fieldId, errors, showProblem, clearError, submit, isSubmitting: mutation.isPending, signedUpEmail };
}
