import type { ReactNode } from 'react';

/** A titled group of a long form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 md:p-5">
      <legend className="px-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}
