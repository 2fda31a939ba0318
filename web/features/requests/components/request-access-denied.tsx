import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** In place of a page the viewer's role may not use: 'Akses Ditolak', why, and where to go instead. */
export function RequestAccessDenied({ children, to, action }: { children: ReactNode; to: string; action: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-3xl text-slate-400">
        !
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Akses Ditolak</h1>
      <p className="mt-2 text-slate-600">{children}</p>
      <ButtonLink to={to} className="mt-8">
        {action}
      </ButtonLink>
    </section>
  );
}
