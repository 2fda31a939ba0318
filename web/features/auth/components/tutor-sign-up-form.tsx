import { useState, type FormEvent } from 'react';
import { FormSection } from '../../../components/form/form-section.tsx';
import { TutorIdentityFields } from '../../../components/form/tutor-identity-fields.tsx';
import { FIRST_PROFILE_HINTS, TutorProfileFields } from '../../../components/form/tutor-profile-fields.tsx';
import { TutorPlaceFields } from '../../../components/form/tutor-place-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSignUpSubmit } from '../hooks/use-sign-up-submit.ts';
import { SignUpSuccess } from './sign-up-success.tsx';

const EMPTY = {
  name: '',
  email: '',
  university: '',
  subjects: [] as string[],
  pricePerHour: '',
  phone: '',
  bankAccount: '',
  bio: '',
  experience: [''],
  notesToStudents: '',
  city: '',
  lessonMode: 'online',
  password: '',
  passwordConfirmation: '',
};

type TutorForm = typeof EMPTY;

/** Tutor sign-up (docs/product.md#sign-up-tutor) with every field of the tutor profile; the checks are the core schema's. */
export function TutorSignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const { fieldId, errors, showProblem, clearError, submit, isSubmitting, signedUpEmail } = useSignUpSubmit();
  const [form, setForm] = useState<TutorForm>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);

  if (signedUpEmail) return <SignUpSuccess email={signedUpEmail} onSignIn={onSignIn} />;

  const set = <K extends keyof TutorForm>(name: K, value: TutorForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const text = (name: 'password' | 'passwordConfirmation') => ({
    id: fieldId(name),
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ role: 'tutor', ...form }, photo ?? undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Daftar sebagai Tutor" className="flex flex-col gap-5">
      <TutorIdentityFields
        fieldId={fieldId}
        values={form}
        errors={errors}
        onChange={set}
        namePlaceholder="Nama lengkap"
        email={{ value: form.email, error: errors.email, onChange: (email) => set('email', email) }}
      />

      <TutorPlaceFields fieldId={fieldId} values={form} errors={errors} onChange={set} />

      <TutorProfileFields
        fieldId={fieldId}
        values={form}
        errors={errors}
        onChange={set}
        hints={FIRST_PROFILE_HINTS}
        photo={photo}
        onPhotoChange={(file) => {
          setPhoto(file);
          clearError('photo');
        }}
        onPhotoRefused={(message) => showProblem('photo', message)}
      />

      <FormSection title="Keamanan Akun">
        <TextField label="Password" type="password" autoComplete="new-password" hint="Minimal 6 karakter" {...text('password')} />
        <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" {...text('passwordConfirmation')} />
      </FormSection>

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Memproses...' : 'Daftar sebagai Tutor'}
      </Button>
    </form>
  );
}
