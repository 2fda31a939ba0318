import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth, type AuthState } from '../../features/auth/hooks/use-auth.ts';
import { FeaturedTutors } from '../../features/tutors/components/featured-tutors.tsx';

/** Spec §2 hero button per session. Admins are not in the spec; they go to their console. */
function heroAction(auth: AuthState): { label: string; to: string } | null {
  if (auth.status === 'loading') return null;
  if (auth.status === 'anonymous') return { label: 'Mulai Sekarang', to: '/auth' };
  switch (auth.user.role) {
    case 'customer':
      return { label: 'Cari Sekarang!', to: '/tutors' };
    case 'tutor':
      return { label: 'Ke Dashboard', to: '/dashboard' };
    case 'admin':
      return { label: 'Ke Halaman Admin', to: '/admin' };
  }
}

export function LandingPage() {
  const auth = useAuth();
  const action = heroAction(auth);
  return (
    <>
      <section className="bg-linear-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 md:py-24">
          <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">70+ tutor mahasiswa siap membantu</p>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">Ajarin</h1>
          <p className="max-w-xl text-lg text-brand-100 md:text-xl">
            Les privat dengan tutor mahasiswa dari kampus terbaik: sendiri atau bersama teman, jadwal dan materi kamu yang tentukan.
          </p>
          {action ? (
            <ButtonLink to={action.to} variant="secondary" size="lg">
              {action.label}
            </ButtonLink>
          ) : (
            <span aria-hidden="true" className="h-12 w-44 animate-pulse rounded-lg bg-white/20" />
          )}
        </div>
      </section>
      <section aria-labelledby="featured-tutors" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="featured-tutors" className="mb-6 text-2xl font-bold text-slate-900">
          Tutor Pilihan
        </h2>
        <FeaturedTutors signedIn={auth.status === 'authenticated'} />
      </section>
    </>
  );
}
