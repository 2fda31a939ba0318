import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-200 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 md:text-sm';

/** The ids that tie a control to its hint and error, for aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  );
}

type ShellProps = { id: string; label: string; error?: string; hint?: ReactNode; optional?: boolean; children: ReactNode };

/** A label above a control, a hint and the inline error below; `id` is the control's id. */
export function FieldShell({ id, label, error, hint, optional, children }: ShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> (opsional)</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

type Labelled = { id: string; label: string; error?: string; hint?: ReactNode; optional?: boolean };

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className = '',
  ...input
}: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${inputClass} ${className}`}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  className = '',
  ...textarea
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${inputClass} min-h-24 ${className}`}
        {...textarea}
      />
    </FieldShell>
  );
}
