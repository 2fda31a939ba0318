import { ButtonLink } from '../../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900">Oops! Page not found.</h1>
      <ButtonLink to="/">Kembali ke Beranda</ButtonLink>
    </section>
  );
}
