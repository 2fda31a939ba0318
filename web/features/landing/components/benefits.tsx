import type { ReactNode } from 'react';
import { BENEFITS, type BenefitIcon } from '../landing-content.ts';

const ICONS: Record<BenefitIcon, ReactNode> = {
  tutor: <path d="M12 4 3 8.5l9 4.5 9-4.5L12 4ZM6.5 10.5v5c0 1.7 2.5 3 5.5 3s5.5-1.3 5.5-3v-5" />,
  friends: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M15.5 14.2c2.6-.3 4.6 1.3 5 4.3" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5.5" width="16" height="14" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M8 14h3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  book: <path d="M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5v13c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5v-13ZM12 6v13" />,
  shield: (
    <>
      <path d="M12 3.5 5 6v5.5c0 4.3 3 7.5 7 9 4-1.5 7-4.7 7-9V6l-7-2.5Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
};

/** Six benefits (docs/product.md#landing-sections). */
export function Benefits() {
  return (
    <section aria-labelledby="benefits" className="bg-white py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="benefits" className="text-center text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          Kenapa Belajar di Ajarin?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Semua yang Anda butuhkan untuk belajar dengan nyaman, dari memilih tutor sampai membayar.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 transition hover:bg-white hover:shadow-md">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm shadow-brand-700/30"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {ICONS[benefit.icon]}
                </svg>
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
