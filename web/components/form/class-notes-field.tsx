import { TextAreaField } from '../ui/field.tsx';

type Props = { id: string; maxLength: number; value: string; onChange: (value: string) => void; error?: string };

/** The optional 'Catatan' of a booking or a learning request: what to learn, when, online or face to face. */
export function ClassNotesField({ id, maxLength, value, onChange, error }: Props) {
  return (
    <TextAreaField
      id={id}
      label="Catatan"
      optional
      maxLength={maxLength}
      placeholder="Materi yang ingin dipelajari, jadwal yang diinginkan, belajar online atau tatap muka..."
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
