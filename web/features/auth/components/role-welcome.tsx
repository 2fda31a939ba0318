import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';

function RoleCard({
  title,
  children,
  to,
  action,
  icon,
}: {
  title: string;
  children: ReactNode;
  to: string;
  action: string;
  icon: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="flex-1 text-slate-600">{children}</p>
      <ButtonLink to={to} size="lg">
        {action}
      </ButtonLink>
    </li>
  );
}

/** /auth without a role (docs/product.md#web-routes): choose student or tutor first. */
export function RoleWelcome() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:py-16">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">Selamat Datang di Ajarin</h1>
        <p className="mt-2 text-slate-600">Pilih peran Anda untuk masuk atau mendaftar.</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2">
        <RoleCard
          title="Siswa"
          to="/auth?role=customer"
          action="Lanjutkan sebagai Siswa"
          icon={
            <svg
              viewBox="0 0 24 24"
              className="size-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M2 9l10-5 10 5-10 5L2 9z" />
              <path d="M6 11v5c3 2 9 2 12 0v-5" />
            </svg>
          }
        >
          Cari tutor mahasiswa, pesan les privat sendiri atau bersama teman, atau buat permintaan belajar.
        </RoleCard>
        <RoleCard
          title="Tutor"
          to="/auth?role=tutor"
          action="Lanjutkan sebagai Tutor"
          icon={
            <svg
              viewBox="0 0 24 24"
              className="size-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="3" y="4" width="18" height="12" rx="2" />
              <path d="M8 20h8M12 16v4M7 9h6M7 12h4" />
            </svg>
          }
        >
          Ajar siswa sesuai jadwal Anda, tentukan harga per jam sendiri, dan ikuti permintaan belajar yang cocok.
        </RoleCard>
      </ul>
    </section>
  );
}
