import { useId } from 'react';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** A grid for the pills (e.g. 'grid grid-cols-2') in a narrow column, instead of letting them wrap. */
  grid?: string;
};

/**
 * A single choice drawn as pills: native radio inputs underneath, so arrows and screen readers just work.
 * The hover background is for unselected pills only: on the selected one it hid the white text.
 */
export function RadioPills<T extends string>({ legend, options, value, onChange, grid }: Props<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className={grid ? `${grid} gap-1.5` : 'flex flex-wrap gap-2'}>
        {options.map((option) => (
          <label key={option.value} className={`cursor-pointer ${grid ? 'flex' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={`inline-flex items-center justify-center rounded-full py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 transition-colors peer-not-checked:hover:bg-slate-50 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${grid ? 'w-full px-2' : 'min-w-11 px-3'}`}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
