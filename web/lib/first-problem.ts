import type { z } from 'zod';

export type FieldProblem = { field: string; message: string };

/**
 * The first issue of a core schema as the form shows it: one message (the server would answer the
 * same one) and the top-level field it belongs to, for the inline error and focus.
 */
export function firstProblem(schema: z.ZodType, input: unknown): FieldProblem | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Data tidak valid' };
}

/** Moves focus to a field's control; form controls are given `${formId}-${field}` ids. */
export function focusField(formId: string, field: string): void {
  document.getElementById(`${formId}-${field}`)?.focus();
}
