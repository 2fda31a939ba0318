import { Link } from 'react-router-dom';
import { isSubject } from '../../../core/catalog/subjects.ts';
import { visibleSubjects } from '../../../core/format/subjects.ts';
import { subjectLandingPath } from '../../lib/landing-paths.ts';

/**
 * The first `max` subjects as chips, then '+N' (card) or '+N lainnya' (detail) for the rest; `linked`
 * (the profile page) makes each catalog subject a link to its landing page.
 */
export function SubjectChips({
  subjects,
  max,
  moreSuffix = '',
  size = 'sm',
  linked = false,
}: {
  subjects: readonly string[];
  max: number;
  moreSuffix?: string;
  size?: 'sm' | 'md';
  linked?: boolean;
}) {
  const { shown, more } = visibleSubjects(subjects, max);
  const chip = size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  const hidden = subjects.slice(shown.length);
  return (
    <ul aria-label="Mata pelajaran" className="flex flex-wrap gap-1.5">
      {shown.map((subject) => (
        <li key={subject} className={`max-w-full truncate rounded-full bg-brand-50 font-medium text-brand-800 ${chip}`}>
          {linked && isSubject(subject) ? (
            <Link to={subjectLandingPath(subject)} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
              {subject}
            </Link>
          ) : (
            subject
          )}
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
