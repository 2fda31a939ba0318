import { Button } from '../ui/button.tsx';
import { FieldError, inputClass } from '../ui/field.tsx';

type Props = { id: string; rows: string[]; onChange: (rows: string[]) => void; error?: string };

/**
 * docs/product.md#tutor-profile-save: experience as free-text rows; one row always stays, a row can
 * be removed only while there are more than one. Empty rows are dropped when the form is sent (core
 * schema).
 */
export function ExperienceRows({ id, rows, onChange, error }: Props) {
  const update = (index: number, text: string) => onChange(rows.map((row, i) => (i === index ? text : row)));
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        Pengalaman <span className="font-normal text-slate-500">(opsional)</span>
      </legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              id={index === 0 ? id : `${id}-${index}`}
              type="text"
              aria-label={`Pengalaman ${index + 1}`}
              placeholder="Contoh: Asisten dosen Kalkulus 2023"
              value={row}
              onChange={(event) => update(index, event.target.value)}
              className={inputClass}
            />
            {rows.length > 1 && (
              <Button
                variant="ghost"
                aria-label={`Hapus pengalaman ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Hapus
              </Button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-2" onClick={() => onChange([...rows, ''])}>
        + Tambah Pengalaman
      </Button>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
