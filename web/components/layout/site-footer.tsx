import type { ReactNode } from 'react';
import type { PublicExample } from '../../../core/transactions/views.ts';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../../lib/public-config.ts';
import { EXAMPLE_TEXTS } from '../example-note.tsx';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

/**
 * The footer (docs/product.md#landing-sections): social, microblog and chat links from the server's
 * configuration, and the copyright line. A link the configuration does not give (or a failed fetch)
 * is simply not shown; development's made-up ones are marked as examples.
 */
export function SiteFooter() {
  const config = usePublicConfig().data;
  const all: { label: string; example: PublicExample; href?: string; icon: ReactNode }[] = [
    {
      label: 'Media Sosial',
      example: 'socialUrl',
      href: config?.socialUrl,
      icon: icon(
        <>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </>,
      ),
    },
    { label: 'Microblog', example: 'microblogUrl', href: config?.microblogUrl, icon: icon(<path d="M4 4l16 16M20 4 4 20" />) },
    {
      label: 'Chat Kami',
      example: 'chatContactUrl',
      href: config?.chatContactUrl,
      icon: icon(<path d="M20 12a8 8 0 0 1-11.8 7L4 20l1.1-4A8 8 0 1 1 20 12Z" />),
    },
  ];
  const links = all.filter((link): link is typeof link & { href: string } => Boolean(link.href));
  const examples = links.some((link) => config?.examples.includes(link.example));

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          {/* Text, not a second link home: the header's brand already is one. */}
          <p className="text-xl font-extrabold tracking-tight text-brand-800">Ajarin</p>
          <p className="mt-2 text-sm text-slate-600">
            Les privat dengan tutor mahasiswa dari kampus terbaik Indonesia: sendiri atau bersama teman, jadwal dan materi Anda yang
            tentukan.
          </p>
        </div>
        <nav aria-label="Tautan footer" className="grid grid-cols-2 gap-x-12 gap-y-2 text-sm">
          <p className="col-span-2 mb-1 font-semibold text-slate-900 sm:col-span-1">Bantuan</p>
          <p className="mb-1 hidden font-semibold text-slate-900 sm:block">Ikuti Kami</p>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/faq" className="text-slate-600 hover:text-brand-800">
                FAQ
              </Link>
            </li>
            <li>
              <Link to="/guide-customer" className="text-slate-600 hover:text-brand-800">
                Panduan Siswa
              </Link>
            </li>
            <li>
              <Link to="/guide-tutor" className="text-slate-600 hover:text-brand-800">
                Panduan Tutor
              </Link>
            </li>
          </ul>
          <ul className="flex min-h-20 flex-col gap-2">
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-slate-600 hover:text-brand-800"
                >
                  {link.icon}
                  {link.label}
                </a>
              </li>
            ))}
            {examples && <li className="max-w-44 text-xs text-amber-800">{EXAMPLE_TEXTS.footer}</li>}
          </ul>
        </nav>
      </div>
      {/* Around New Year the server's year (its time zone) may not be the browser's: hydration keeps
          the server's instead of failing over it. */}
      <div className="border-t border-slate-100 py-5 text-center text-sm text-slate-500">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Ajarin. Semua hak dilindungi.
      </div>
    </footer>
  );
}
