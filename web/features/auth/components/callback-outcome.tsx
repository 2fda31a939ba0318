import type { ReactNode } from 'react';

function StatusIcon({ ok }: { ok: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-16 items-center justify-center rounded-full ${ok ? 'bg-emerald-100 text-emerald-600' : 'bg-red-100 text-red-600'}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ok ? <path d="m5 12 5 5 9-10" /> : <path d="M7 7l10 10M17 7 7 17" />}
      </svg>
    </span>
  );
}

/** /auth-callback's result screen: the success or failure icon, the title, the message and the buttons. */
export function CallbackOutcome({ ok, title, children, actions }: { ok: boolean; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section role={ok ? 'status' : 'alert'} className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <StatusIcon ok={ok} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="flex flex-col gap-2 text-slate-600">{children}</div>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
