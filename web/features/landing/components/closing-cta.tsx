import { ButtonLink } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';

/** The closing button (docs/product.md#landing-buttons): 'Cari Tutor' when signed in, else 'Daftar Sekarang'. */
export function ClosingCta() {
  const signedIn = useAuth().status === 'authenticated';
  return (
    <section aria-labelledby="closing-cta" className="px-4 py-16 md:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-brand-600 px-6 py-14 text-center text-white shadow-xl md:px-16">
        <div aria-hidden="true" className="absolute -top-20 -left-20 size-64 bg-radial from-white/10 to-transparent to-70%" />
        <div aria-hidden="true" className="absolute -right-16 -bottom-24 size-72 bg-radial from-amber-300/20 to-transparent to-70%" />
        <h2 id="closing-cta" className="relative text-3xl font-bold tracking-tight md:text-4xl">
          Siap belajar dengan cara yang cocok untuk Anda?
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-brand-100">
          Pilih tutor, atur jadwal, dan mulai belajar minggu ini. Sendiri atau bersama teman.
        </p>
        <div className="relative mt-8 flex justify-center">
          <ButtonLink to={signedIn ? '/tutors' : '/auth'} size="lg" variant="accent">
            {signedIn ? 'Cari Tutor' : 'Daftar Sekarang'}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
