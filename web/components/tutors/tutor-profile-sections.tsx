import type { ReactNode } from 'react';
import type { PublicTutorDetail } from '../../../core/tutors/list-tutors.schema.ts';

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode | null }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-3 text-slate-700">{children ?? <p className="text-slate-500 italic">{empty}</p>}</div>
    </section>
  );
}

/** The profile sections (docs/product.md#tutor-detail) with their fallbacks: 'Tentang Saya', 'Pengalaman', 'Catatan dari Tutor'. */
export function TutorProfileSections({ tutor }: { tutor: Pick<PublicTutorDetail, 'bio' | 'experience' | 'notesToStudents'> }) {
  const experience = tutor.experience?.filter((line) => line.trim()) ?? [];
  return (
    <>
      <Section title="Tentang Saya" empty="Tidak ada biografi tersedia">
        {tutor.bio ? <p className="leading-relaxed whitespace-pre-line">{tutor.bio}</p> : null}
      </Section>
      <Section title="Pengalaman" empty="Tidak ada pengalaman yang tercantum">
        {experience.length ? (
          <ul className="flex flex-col gap-3">
            {experience.map((line, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <svg
                    viewBox="0 0 20 20"
                    className="size-3.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m5 10 3.5 3.5L15 7" />
                  </svg>
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
      <Section title="Catatan dari Tutor" empty="Tidak ada catatan dari tutor">
        {tutor.notesToStudents ? <p className="leading-relaxed whitespace-pre-line">{tutor.notesToStudents}</p> : null}
      </Section>
    </>
  );
}
