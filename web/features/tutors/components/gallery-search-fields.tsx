import { useEffect, useId, useState } from 'react';
import { SUBJECT_GROUPS, type Subject } from '../../../../core/catalog/subjects.ts';
import { UNIVERSITIES } from '../../../../core/catalog/universities.ts';
import { LESSON_MODE_FILTER_LABELS, LESSON_MODE_FILTERS, type LessonModeFilter } from '../../../../core/places/lesson-modes.ts';
import { gallerySearchTextSchema } from '../../../../core/tutors/list-tutors.schema.ts';
import { CitySelect } from '../../../components/form/city-select.tsx';
import { describedBy, errorId, inputClass } from '../../../components/ui/field.tsx';
import { RadioPills } from '../../../components/ui/radio-pills.tsx';
import { ChevronIcon } from '../../../components/ui/chevron-icon.tsx';
import type { GalleryFilters } from '../gallery-filters.ts';

type Props = { filters: GalleryFilters; onChange: (patch: Partial<GalleryFilters>) => void };

// Typing settles for this long before the list is asked for, so a word is one request, not one per letter.
const SEARCH_DELAY_MS = 400;
const ALL = 'all';
const MODE_OPTIONS = [
  { value: ALL, label: 'Semua' },
  ...LESSON_MODE_FILTERS.map((mode) => ({ value: mode, label: LESSON_MODE_FILTER_LABELS[mode] })),
];
const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-900';

/** The gallery's search (issue 44): text, subjects, university, city and lesson mode, all in the URL. */
export function GallerySearchFields({ filters, onChange }: Props) {
  const id = useId();
  return (
    <>
      <SearchText id={`${id}-q`} value={filters.q ?? ''} onSearch={(q) => onChange({ q })} />
      <SubjectChoice chosen={filters.subject ?? []} onChange={(subject) => onChange({ subject: subject.length ? subject : undefined })} />
      <div>
        <label htmlFor={`${id}-university`} className={labelClass}>
          Universitas
        </label>
        <select
          id={`${id}-university`}
          value={filters.university ?? ''}
          onChange={(event) => onChange({ university: event.target.value || undefined })}
          className={inputClass}
        >
          <option value="">Semua universitas</option>
          {UNIVERSITIES.map((university) => (
            <option key={university.name} value={university.name}>
              {university.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className={labelClass}>
          Kota / Kabupaten
        </label>
        <CitySelect
          id={`${id}-city`}
          value={filters.city ?? ''}
          onChange={(city) => onChange({ city: city || undefined })}
          emptyLabel="Semua kota"
        />
      </div>
      <RadioPills
        legend="Cara Les"
        options={MODE_OPTIONS}
        value={filters.mode ?? ALL}
        onChange={(mode) => onChange({ mode: mode === ALL ? undefined : (mode as LessonModeFilter) })}
      />
    </>
  );
}

/**
 * The search box: what is typed applies once it settles and the core schema accepts it; otherwise
 * its message shows under the box and the list stays as it is. A change from outside (cleared
 * filters, a link) replaces what is typed unless it is what was typed.
 */
function SearchText({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string | undefined) => void }) {
  const [typed, setTyped] = useState(value);
  const checked = gallerySearchTextSchema.safeParse(typed);
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  const next = checked.success ? checked.data : undefined;
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if ((next ?? '') !== value) setTyped(value);
  }

  useEffect(() => {
    if (error || next === (value || undefined)) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [error, next, value, onSearch]);

  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className={labelClass}>
        Cari tutor
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        placeholder="Nama, universitas atau mata pelajaran"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={inputClass}
      />
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}

/** Subjects by level as checkboxes in a disclosure; any chosen subject fits. */
function SubjectChoice({ chosen, onChange }: { chosen: readonly Subject[]; onChange: (subjects: Subject[]) => void }) {
  const toggle = (subject: Subject, on: boolean) =>
    onChange(SUBJECT_GROUPS.flatMap((group) => group.subjects).filter((s) => (s === subject ? on : chosen.includes(s))));
  return (
    <details className="group" open={chosen.length > 0}>
      <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold text-slate-900">
        <span>
          Mata Pelajaran
          {chosen.length > 0 && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{chosen.length}</span>}
        </span>
        <ChevronIcon className="group-open:rotate-180" />
      </summary>
      <div className="mt-3 flex max-h-72 flex-col gap-3 overflow-auto pr-1">
        {SUBJECT_GROUPS.map((group) => (
          <fieldset key={group.level}>
            <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.level}</legend>
            {group.subjects.map((subject) => (
              <label key={subject} className="flex cursor-pointer items-start gap-2 py-0.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
                  checked={chosen.includes(subject)}
                  onChange={(event) => toggle(subject, event.target.checked)}
                />
                {subject.slice(group.level.length + 3)}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </details>
  );
}
