import { ButtonLink } from '../../../components/ui/button.tsx';
import { useAuth, type AuthState } from '../../../hooks/use-auth.ts';
import { CLAIMS } from '../landing-content.ts';

/** The hero button per session (docs/product.md#landing-buttons); admins go to their console. */
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

export function Hero() {
  const action = heroAction(useAuth());
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      {/* Soft glows as gradients, not blurred circles: a blur filter this large takes a phone tens of
          milliseconds to paint. */}
      <div aria-hidden="true" className="absolute -top-32 -right-32 size-96 bg-radial from-brand-500/30 to-transparent to-70%" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-24 size-96 bg-radial from-amber-400/10 to-transparent to-70%" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[1.1fr_1fr] md:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/15">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            Les privat dengan tutor mahasiswa
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-tight font-extrabold tracking-tight md:text-5xl lg:text-6xl">
            Les privat bareng <span className="text-amber-300">kakak mahasiswa</span> dari kampus terbaik
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            Pilih sendiri tutor Anda, belajar sendiri atau bersama teman. Jadwal dan materi, Anda yang tentukan.
          </p>
          <div className="mt-8 flex min-h-14 flex-wrap items-center gap-3">
            {action ? (
              <ButtonLink to={action.to} size="lg" variant="accent">
                {action.label}
              </ButtonLink>
            ) : (
              <span aria-hidden="true" className="h-12 w-44 animate-pulse rounded-lg bg-white/20" />
            )}
          </div>
          <ul aria-label="Keunggulan Ajarin" className="mt-8 grid gap-2.5 text-sm text-brand-50 sm:grid-cols-2">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-start gap-2">
                <svg
                  viewBox="0 0 20 20"
                  className="mt-0.5 size-4 shrink-0 text-emerald-300"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="m5 10 3.5 3.5L15 7" />
                </svg>
                {claim}
              </li>
            ))}
          </ul>
        </div>
        {/* Decorative, and a background so that phones, which do not show it, never download it. */}
        <div
          aria-hidden="true"
          className="mx-auto hidden aspect-[480/400] w-full max-w-md bg-[url(/illustrations/hero.svg)] bg-contain bg-center bg-no-repeat md:block"
        />
      </div>
    </section>
  );
}
