import { FieldShell, TextField } from '../ui/field.tsx';
import { FormSection } from './form-section.tsx';
import { UniversitySelect } from './university-select.tsx';

/** The sign-up asks for the email; a signed-in tutor sees theirs, with why it cannot be changed there. */
type Email = { value: string; error?: string; onChange: (value: string) => void } | { value: string; hint: string };

type Props = {
  /** Control ids are `fieldId(field)`: a form's problem focuses its field by that id. */
  fieldId: (field: string) => string;
  values: { name: string; university: string };
  errors: Partial<Record<string, string>>;
  onChange: (field: 'name' | 'university', value: string) => void;
  email: Email;
  namePlaceholder?: string;
};

/**
 * The 'Data Diri' section of a tutor profile (docs/product.md#tutor-profile-save): name, email and
 * university, the same in the tutor sign-up, the Google tutor's first profile and the profile form.
 */
export function TutorIdentityFields({ fieldId, values, errors, onChange, email, namePlaceholder }: Props) {
  return (
    <FormSection title="Data Diri">
      <TextField
        id={fieldId('name')}
        label="Nama"
        autoComplete="name"
        placeholder={namePlaceholder}
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      {'onChange' in email ? (
        <TextField
          id={fieldId('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="nama@email.com"
          value={email.value}
          error={email.error}
          onChange={(event) => email.onChange(event.target.value)}
        />
      ) : (
        <TextField id={fieldId('email')} label="Email" type="email" value={email.value} readOnly disabled hint={email.hint} />
      )}
      <FieldShell id={fieldId('university')} label="Universitas" error={errors.university}>
        <UniversitySelect
          id={fieldId('university')}
          value={values.university}
          onChange={(name) => onChange('university', name)}
          error={errors.university}
        />
      </FieldShell>
    </FormSection>
  );
}
