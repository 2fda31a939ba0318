import { useId, useState } from 'react';
import { toast } from 'sonner';
import { focusField } from './first-problem.ts';

/**
 * A form's problems, shown the same way in every tutor form: under the field, as a toast titled
 * `title`, with the focus moved to the field. Controls take their ids from `fieldId(field)`.
 */
export function useFormProblems(title: string) {
  const formId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const showProblem = (field: string, message: string) => {
    setErrors({ [field]: message });
    toast.error(title, { description: message });
    focusField(formId, field);
  };
  /** Typing into a field that was named clears the message: the problem is being fixed. */
  const clearError = (field: string) => setErrors((current) => (field in current ? {} : current));

  return { formId, fieldId: (field: string) => `${formId}-${field}`, errors, setErrors, showProblem, clearError };
}
