import { digitsOnly } from '../../../core/format/number-input.ts';
import { describedBy, FieldShell, TextAreaField, TextField } from '../ui/field.tsx';
import { ExperienceRows } from './experience-rows.tsx';
import { FormSection } from './form-section.tsx';
import { PhotoField } from './photo-field.tsx';
import { PriceInput } from './price-input.tsx';
import { SubjectMultiSelect } from './subject-multi-select.tsx';

/** The tutor profile's fields after 'Data Diri', as text the inputs hold. */
export type TutorProfileFieldValues = {
  subjects: string[];
  pricePerHour: string;
  bio: string;
  experience: string[];
  notesToStudents: string;
  phone: string;
  bankAccount: string;
};

type Field = keyof TutorProfileFieldValues;
/** A field and its new value, typed together: the form's own `set` fits it as is. */
type FieldChange = { [K in Field]: [field: K, value: TutorProfileFieldValues[K]] }[Field];

/** The format hints of a tutor filling in the profile for the first time: at sign-up, or after signing up with Google. */
export const FIRST_PROFILE_HINTS = { phone: 'Hanya angka, diawali 08 atau 628', bankAccount: 'Nama bank atau e-wallet, lalu nomornya' };

type Props = {
  /** Control ids are `fieldId(field)`: a form's problem focuses its field by that id. */
  fieldId: (field: string) => string;
  values: TutorProfileFieldValues;
  errors: Partial<Record<string, string>>;
  onChange: (...change: FieldChange) => void;
  /** Where they differ: the sign-up explains the format, the dashboard also who sees the number. */
  hints: { phone: string; bankAccount: string };
  photo: File | null;
  onPhotoChange: (file: File | null) => void;
  onPhotoRefused: (message: string) => void;
  currentImageUrl?: string | null;
};

/**
 * The 'Mengajar', 'Kontak dan Pembayaran' and 'Foto' sections of a tutor profile
 * (docs/product.md#tutor-profile-save), the same in the tutor sign-up and the dashboard's profile
 * form.
 */
export function TutorProfileFields({
  fieldId,
  values,
  errors,
  onChange,
  hints,
  photo,
  onPhotoChange,
  onPhotoRefused,
  currentImageUrl,
}: Props) {
  const text = (name: 'phone' | 'bankAccount' | 'bio' | 'notesToStudents') => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      if (name !== 'phone') return onChange(name, event.target.value);
      onChange(name, digitsOnly(event.target.value));
    },
  });

  return (
    <>
      <FormSection title="Mengajar">
        <SubjectMultiSelect
          id={fieldId('subjects')}
          legend="Mata Pelajaran"
          value={values.subjects}
          onChange={(subjects) => onChange('subjects', subjects)}
          error={errors.subjects}
        />
        <FieldShell id={fieldId('pricePerHour')} label="Harga per Jam" error={errors.pricePerHour}>
          <PriceInput
            id={fieldId('pricePerHour')}
            placeholder="75.000"
            value={values.pricePerHour}
            onChange={(digits) => onChange('pricePerHour', digits)}
            aria-invalid={errors.pricePerHour ? true : undefined}
            aria-describedby={describedBy(fieldId('pricePerHour'), { error: errors.pricePerHour })}
          />
        </FieldShell>
        <TextAreaField label="Bio" optional placeholder="Ceritakan tentang diri Anda dan cara Anda mengajar" {...text('bio')} />
        <ExperienceRows
          id={fieldId('experience')}
          rows={values.experience}
          onChange={(rows) => onChange('experience', rows)}
          error={errors.experience}
        />
        <TextAreaField
          label="Catatan untuk Siswa"
          optional
          placeholder="Contoh: link materi, jadwal yang tersedia, hal yang perlu disiapkan"
          {...text('notesToStudents')}
        />
      </FormSection>

      <FormSection title="Kontak dan Pembayaran">
        <TextField
          label="Nomor Telepon"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="081234567890"
          hint={hints.phone}
          {...text('phone')}
        />
        <TextField
          label="Nomor Rekening"
          placeholder="BCA 1234567890 / GOPAY 081234567890"
          hint={hints.bankAccount}
          {...text('bankAccount')}
        />
      </FormSection>

      <FormSection title="Foto">
        <PhotoField
          id={fieldId('photo')}
          file={photo}
          currentImageUrl={currentImageUrl}
          onFileChange={onPhotoChange}
          onFileRefused={onPhotoRefused}
          fileError={errors.photo}
        />
      </FormSection>
    </>
  );
}
