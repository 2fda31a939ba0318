import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: a title, a line of help and, often, the way forward. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <svg viewBox="0 0 24 24" className="size-10 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
