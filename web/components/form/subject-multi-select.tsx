import { useState } from 'react';
import type { Subject } from '../../../core/catalog/subjects.ts';
import { describedBy, FieldError, inputClass } from '../ui/field.tsx';
import { searchSubjects } from './catalog-search.ts';

type Props = { id: string; legend: string; value: string[]; onChange: (subjects: string[]) => void; error?: string };

/**
 * The 27 subjects as checkboxes grouped by level, with a search box and the choices as removable
 * chips. Plain checkboxes keep it usable with a keyboard and a screen reader without extra wiring.
 * `id` is the search box's id, the control focused when the field has an error.
 */
export function SubjectMultiSelect({ id, legend, value, onChange, error }: Props) {
  const [query, setQuery] = useState('');
  const groups = searchSubjects(query);
  const chosen = new Set(value);
  const toggle = (subject: Subject, checked: boolean) => onChange(checked ? [...value, subject] : value.filter((item) => item !== subject));

  return (
    <fieldset aria-describedby={describedBy(id, { error })}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-500">({value.length} dipilih)</span>
      </legend>
      {value.length > 0 && (
        <ul aria-label="Mata pelajaran dipilih" className="mb-2 flex flex-wrap gap-2">
          {value.map((subject) => (
            <li key={subject}>
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== subject))}
                aria-label={`Hapus ${subject}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {subject}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="search"
        aria-label="Cari mata pelajaran"
        aria-invalid={error ? true : undefined}
        placeholder="Cari mata pelajaran..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter in the search box must not submit the form around it.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        className={inputClass}
      />
      <div className="mt-2 max-h-60 overflow-auto rounded-lg border border-slate-200 bg-white p-2">
        {groups.length === 0 && (
          <p className="px-2 py-3 text-sm text-slate-500">
            {query.trim() ? 'Tidak ada mata pelajaran ditemukan.' : 'No subjects available'}
          </p>
        )}
        {groups.map((group) => (
          <div key={group.level} role="group" aria-label={group.level} className="mb-2 last:mb-0">
            <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{group.level}</p>
            {group.subjects.map((subject) => (
              <label
                key={subject}
                className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={chosen.has(subject)}
                  onChange={(event) => toggle(subject, event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {subject}
              </label>
            ))}
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
