import { CITIES_BY_PROVINCE } from '../../../core/places/cities.ts';
import { describedBy, FieldShell, inputClass } from '../ui/field.tsx';

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

/** The labelled, optional city field of the tutor and request forms; `id` is the select's. */
export function CityField({ id, value, onChange, hint, error }: Omit<Props, 'emptyLabel'> & { hint: string }) {
  return (
    <FieldShell id={id} label="Kota / Kabupaten" optional hint={hint} error={error}>
      <CitySelect id={id} value={value} onChange={onChange} emptyLabel="Pilih kota atau kabupaten" hint={hint} error={error} />
    </FieldShell>
  );
}
