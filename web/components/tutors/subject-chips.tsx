import { visibleSubjects } from '../../../core/format/subjects.ts';

/** The first `max` subjects as chips, then '+N' (card) or '+N lainnya' (detail) for the rest. */
export function SubjectChips({
  subjects,
  max,
  moreSuffix = '',
  size = 'sm',
}: {
  subjects: readonly string[];
  max: number;
  moreSuffix?: string;
  size?: 'sm' | 'md';
}) {
  const { shown, more } = visibleSubjects(subjects, max);
  const chip = size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  const hidden = subjects.slice(shown.length);
  return (
    <ul aria-label="Mata pelajaran" className="flex flex-wrap gap-1.5">
      {shown.map((subject) => (
        <li key={subject} className={`max-w-full truncate rounded-full bg-brand-50 font-medium text-brand-800 ${chip}`}>
          {subject}
        </li>
      ))}
      {more > 0 && (
        <li title={hidden.join(', ')} className={`rounded-full bg-slate-100 font-semibold text-slate-600 ${chip}`}>
          +{more}
          {moreSuffix && ` ${moreSuffix}`}
        </li>
      )}
    </ul>
  );
}
