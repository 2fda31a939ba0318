import { NOTES_MASKED_NOTICE, wouldBeMasked } from '../../../core/privacy/mask-contact-details.ts';
import { TextAreaField } from '../ui/field.tsx';

type Props = { id: string; maxLength: number; value: string; onChange: (value: string) => void; error?: string };

/**
 * The optional 'Catatan' of a booking or a learning request: what to learn, when, online or face to
 * face. While the notes hold something the tutor will read hidden until payment, the field says so
 * under it, with the same function the server masks with (docs/product.md#privacy-free-text).
 */
export function ClassNotesField({ id, maxLength, value, onChange, error }: Props) {
  return (
    <TextAreaField
      id={id}
      label="Catatan"
      optional
      maxLength={maxLength}
      placeholder="Materi yang ingin dipelajari, jadwal yang diinginkan, belajar online atau tatap muka..."
      hint={wouldBeMasked(value) ? NOTES_MASKED_NOTICE : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
