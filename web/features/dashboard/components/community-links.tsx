import { ExampleNote, EXAMPLE_TEXTS } from '../../../components/example-note.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';

const linkClass =
  'flex items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

function External({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      <span>
        {label}
        <span className="block text-xs font-normal text-slate-500">{hint}</span>
      </span>
      <svg
        viewBox="0 0 20 20"
        className="size-4 shrink-0 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M8 4H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-3M11 4h5v5M16 4l-7 7" />
      </svg>
      <span className="sr-only">(membuka tab baru)</span>
    </a>
  );
}

/** docs/product.md#tutor-dashboard: the tutor chat group and the verification form, each in a new tab; hidden when not configured, marked when still development's made-up ones. */
export function CommunityLinks() {
  const config = usePublicConfig().data;
  if (!config?.tutorChatGroupUrl && !config?.tutorVerificationFormUrl) return null;
  return (
    <section aria-labelledby="community" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="community" className="text-base font-bold text-slate-900">
        Komunitas Tutor
      </h2>
      <div className="mt-4 flex flex-col gap-2">
        {config.tutorChatGroupUrl && (
          <External href={config.tutorChatGroupUrl} label="Gabung Grup Chat Tutor" hint="Info jadwal, tips mengajar dan pengumuman" />
        )}
        {config.tutorVerificationFormUrl && (
          <External
            href={config.tutorVerificationFormUrl}
            label="Isi Formulir Verifikasi"
            hint="Verifikasi data diri dan status mahasiswa"
          />
        )}
      </div>
      {config.examples.some((name) => name === 'tutorChatGroupUrl' || name === 'tutorVerificationFormUrl') && (
        <ExampleNote>{EXAMPLE_TEXTS.tutorLinks}</ExampleNote>
      )}
    </section>
  );
}
