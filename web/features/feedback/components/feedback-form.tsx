import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  submitFeedbackSchema,
  type FeedbackCategory,
} from '../../../../core/feedback/feedback.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClass, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { focusField } from '../../../lib/first-problem.ts';
import { useSubmitFeedback } from '../api/use-submit-feedback.ts';
import { FEEDBACK_TEXTS, reasonOf } from '../feedback-texts.ts';

type Values = { subject: string; category: FeedbackCategory; notes: string };
type Field = keyof Values;

const EMPTY: Values = { subject: '', category: 'feedback', notes: '' };
const FIELDS: readonly Field[] = ['subject', 'category', 'notes'];

/**
 * The feedback form (docs/product.md#feedback), checked by the core schema the server applies
 * again. `noValidate`: the page shows the product's messages itself; a blank subject and blank
 * notes share one message, so it is shown once, above the button, and both fields are marked.
 */
export function FeedbackForm() {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const id = (field: Field) => `${formId}-${field}`;

  const submit = useSubmitFeedback({
    onSuccess: () => {
      toast.success(FEEDBACK_MESSAGES.sent);
      setValues(EMPTY);
      setProblems({});
    },
    onError: (error) => toast.error(FEEDBACK_TEXTS.sendFailed(reasonOf(error))),
  });

  const onChange = <K extends Field>(field: K, value: Values[K]) => {
    setProblems({});
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = submitFeedbackSchema.safeParse(values);
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setProblems(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) focusField(formId, first);
      return;
    }
    submit.mutate(result.data);
  };

  const messages = [...new Set(FIELDS.map((field) => problems[field]).filter((message): message is string => Boolean(message)))];

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Form feedback"
      aria-busy={submit.isPending}
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <TextField
        id={id('subject')}
        label="Subjek"
        value={values.subject}
        maxLength={FEEDBACK_LIMITS.subjectMax}
        onChange={(event) => onChange('subject', event.target.value)}
        aria-invalid={problems.subject ? true : undefined}
        placeholder="Contoh: Halaman transaksi lambat dimuat"
      />
      <FieldShell id={id('category')} label="Kategori">
        <select
          id={id('category')}
          className={inputClass}
          value={values.category}
          onChange={(event) => onChange('category', event.target.value as FeedbackCategory)}
        >
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {FEEDBACK_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextAreaField
        id={id('notes')}
        label="Catatan"
        value={values.notes}
        maxLength={FEEDBACK_LIMITS.notesMax}
        onChange={(event) => onChange('notes', event.target.value)}
        aria-invalid={problems.notes ? true : undefined}
        // The spec's minimum height, inline so it outranks the field's own smaller min-height.
        style={{ minHeight: 150 }}
        placeholder="Ceritakan saran atau masalah yang Anda temui."
      />
      {messages.length > 0 && (
        <Alert tone="error">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? 'Mengirim...' : 'Kirim'}
      </Button>
    </form>
  );
}
