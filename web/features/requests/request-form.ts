import { createRequestSchema, type CreateRequest } from '../../../core/requests/request.schema.ts';
import { ApiError } from '../../lib/api-client.ts';

/** The /create-bidding form as the inputs hold it: counts stay text, so a cleared box is not a 0. */
export type RequestFormValues = {
  customerName: string;
  phone: string;
  subjects: string[];
  studentCount: string;
  durationHours: string;
  notes: string;
  /** A city slug, or empty. */
  city: string;
  /** A lesson mode, or empty for no preference. */
  lessonMode: string;
};

export type RequestField = keyof RequestFormValues;

/** The form's fields in screen order: the first one with a problem gets the focus. */
export const REQUEST_FIELDS: readonly RequestField[] = [
  'customerName',
  'phone',
  'subjects',
  'studentCount',
  'durationHours',
  'lessonMode',
  'city',
  'notes',
];

/** A fresh form: the name from the account (editable: the chosen tutor sees this one after PAID). */
export function emptyRequestValues(customerName = ''): RequestFormValues {
  return { customerName, phone: '', subjects: [], studentCount: '1', durationHours: '1', notes: '', city: '', lessonMode: '' };
}

export type RequestFormCheck = { ok: true; input: CreateRequest } | { ok: false; problems: Partial<Record<RequestField, string>> };

/**
 * The form through the core schema the server applies again (docs/product.md#request-create): on
 * success what POST /api/requests receives (digits-only phone, counts as numbers with a non-number
 * read as 1, empty notes as null); otherwise the first message of each field.
 */
export function checkRequestForm(values: RequestFormValues): RequestFormCheck {
  const result = createRequestSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const problems: Partial<Record<RequestField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RequestField | undefined;
    if (field && REQUEST_FIELDS.includes(field) && !problems[field]) problems[field] = issue.message;
  }
  return { ok: false, problems };
}

/** A 400 the server tied to one of the form's fields ('subjects.0' belongs to 'subjects'): shown on that field. */
export function serverFieldProblem(error: unknown): Partial<Record<RequestField, string>> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION' || typeof error.details.field !== 'string') return {};
  const field = error.details.field.split('.')[0] as RequestField;
  return REQUEST_FIELDS.includes(field) ? { [field]: error.message } : {};
}
