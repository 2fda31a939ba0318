import { CITIES_BY_PROVINCE } from '../../../core/places/cities.ts';
import { describedBy, inputClass } from '../ui/field.tsx';

type Props = { id: string; value: string; onChange: (slug: string) => void; emptyLabel: string; error?: string; hint?: string };

/** A city or regency (core/places/cities.ts) by province; the empty choice is `emptyLabel`. The value is the slug. */
export function CitySelect({ id, value, onChange, emptyLabel, error, hint }: Props) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { hint, error })}
      className={inputClass}
    >
      <option value="">{emptyLabel}</option>
      {CITIES_BY_PROVINCE.map((group) => (
        <optgroup key={group.province} label={group.province}>
          {group.cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
