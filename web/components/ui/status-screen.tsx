import type { ReactNode } from 'react';

/** A whole-page message in place of content: not found, no access. */
export function StatusScreen({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-3xl text-slate-400">
        !
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}
