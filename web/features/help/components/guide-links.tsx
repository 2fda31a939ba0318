import { Link } from 'react-router-dom';

const GUIDES = [
  { to: '/guide-customer', title: 'Panduan Siswa', text: 'Dari daftar akun sampai memberi ulasan.' },
  { to: '/guide-tutor', title: 'Panduan Tutor', text: 'Dari melengkapi profil sampai mencairkan pendapatan.' },
] as const;

/** The FAQ's way into both step-by-step guides. */
export function GuideLinks() {
  return (
    <nav aria-label="Panduan" className="mb-8 grid gap-3 sm:grid-cols-2">
      {GUIDES.map((guide) => (
        <Link
          key={guide.to}
          to={guide.to}
          className="group rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="block font-semibold text-brand-800 group-hover:text-brand-900">{guide.title} →</span>
          <span className="mt-1 block text-sm text-slate-600">{guide.text}</span>
        </Link>
      ))}
    </nav>
  );
}
