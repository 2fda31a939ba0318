import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { REQUEST_FORM_MESSAGES } from '../../../../core/requests/request.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { focusField } from '../../../lib/first-problem.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useCreateRequest } from '../api/use-create-request.ts';
import {
  checkRequestForm,
  emptyRequestValues,
  REQUEST_FIELDS,
  serverFieldProblem,
  type RequestField,
  type RequestFormValues,
} from '../request-form.ts';
import { RequestFormFields } from './request-form-fields.tsx';

/**
 * The learning-request form (docs/product.md#request-create), checked by the core schema the server
 * applies again. `noValidate`: the page shows the product's messages itself, on each field.
 */
export function CreateRequestForm({ initialName }: { initialName: string }) {
  const formId = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<RequestFormValues>(() => emptyRequestValues(initialName));
  // After the first attempt the form re-checks as the customer types, so a fixed field clears at once.
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<RequestField, string>>>({});
  const check = checkRequestForm(values);
  const problems = { ...(attempted && !check.ok ? check.problems : {}), ...refused };

  const onChange = <K extends RequestField>(field: K, value: RequestFormValues[K]) => {
    setRefused({});
    setValues((current) => ({ ...current, [field]: value }));
  };

  const create = useCreateRequest({
    onSuccess: (request) => {
      toast.success('Berhasil', { description: REQUEST_FORM_MESSAGES.created });
      navigate(`/bidding/${request.id}`);
    },
    onError: (error) => {
      const onField = serverFieldProblem(error);
      setRefused(onField);
      const first = REQUEST_FIELDS.find((field) => onField[field]);
      if (first) focusField(formId, first);
      toast.error(REQUEST_FORM_MESSAGES.createFailed, { description: serverMessage(error) ?? undefined });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) {
      const first = REQUEST_FIELDS.find((field) => check.problems[field]);
      if (first) focusField(formId, first);
      return;
    }
    create.mutate(check.input);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Form permintaan belajar"
      aria-busy={create.isPending}
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <RequestFormFields formId={formId} values={values} problems={problems} onChange={onChange} />
      <Button type="submit" size="lg" disabled={create.isPending}>
        {create.isPending ? 'Memproses...' : 'Buat Permintaan'}
      </Button>
    </form>
  );
}
