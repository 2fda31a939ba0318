import type { PublicTutor } from '../../../core/tutors/list-tutors.schema.ts';

function Stat({ label, value, tone = 'text-slate-900' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 md:p-5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`mt-1 text-xl font-bold md:text-2xl ${tone}`}>{value}</dd>
    </div>
  );
}

/** The stat cards (docs/product.md#tutor-detail): total experience in hours, number of subjects, status. */
export function TutorStatCards({ tutor }: { tutor: PublicTutor }) {
  return (
    <dl className="grid grid-cols-3 gap-3 md:gap-4">
      <Stat label="Total Pengalaman" value={`${tutor.hoursTaught} jam`} />
      <Stat label="Mata Pelajaran" value={String(tutor.subjects.length)} />
      <Stat
        label="Status"
        value={tutor.isAvailable ? 'Tersedia' : 'Sibuk'}
        tone={tutor.isAvailable ? 'text-emerald-600' : 'text-amber-600'}
      />
    </dl>
  );
}
