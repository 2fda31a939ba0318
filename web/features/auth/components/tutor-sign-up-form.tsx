import { useState, type FormEvent, type ReactNode } from 'react';
import { digitsOnly } from '../../../../core/format/number-input.ts';
import { ExperienceRows } from '../../../components/form/experience-rows.tsx';
import { PhotoField } from '../../../components/form/photo-field.tsx';
import { PriceInput } from '../../../components/form/price-input.tsx';
import { SubjectMultiSelect } from '../../../components/form/subject-multi-select.tsx';
import { UniversitySelect } from '../../../components/form/university-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldShell, TextAreaField, TextField } from '../../../components/ui/field.tsx';
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
  imageUrl: '',
  bio: '',
  experience: [''],
  notesToStudents: '',
  password: '',
  passwordConfirmation: '',
};

type TutorForm = typeof EMPTY;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-brand-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Spec §5 tutor sign-up with every field of the tutor profile; the checks are the core schema's. */
export function TutorSignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const { fieldId, errors, showProblem, clearError, submit, isSubmitting, signedUpEmail } = useSignUpSubmit();
  const [form, setForm] = useState<TutorForm>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);

  if (signedUpEmail) return <SignUpSuccess email={signedUpEmail} onSignIn={onSignIn} />;

  const set = <K extends keyof TutorForm>(name: K, value: TutorForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const text = (name: 'name' | 'email' | 'phone' | 'bankAccount' | 'bio' | 'notesToStudents' | 'password' | 'passwordConfirmation') => ({
    id: fieldId(name),
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, name === 'phone' ? digitsOnly(event.target.value) : event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ role: 'tutor', ...form }, photo ?? undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Daftar sebagai Tutor" className="flex flex-col gap-5">
      <Section title="Data Diri">
        <TextField label="Nama" autoComplete="name" placeholder="Nama lengkap" {...text('name')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" placeholder="nama@email.com" {...text('email')} />
        <FieldShell id={fieldId('university')} label="Universitas" error={errors.university}>
          <UniversitySelect id={fieldId('university')} value={form.university} onChange={(name) => set('university', name)} error={errors.university} />
        </FieldShell>
      </Section>

      <Section title="Mengajar">
        <SubjectMultiSelect id={fieldId('subjects')} legend="Mata Pelajaran" value={form.subjects} onChange={(subjects) => set('subjects', subjects)} error={errors.subjects} />
        <FieldShell id={fieldId('pricePerHour')} label="Harga per Jam" error={errors.pricePerHour}>
          <PriceInput
            id={fieldId('pricePerHour')}
            placeholder="75.000"
            value={form.pricePerHour}
            onChange={(digits) => set('pricePerHour', digits)}
            aria-invalid={errors.pricePerHour ? true : undefined}
            aria-describedby={describedBy(fieldId('pricePerHour'), { error: errors.pricePerHour })}
          />
        </FieldShell>
        <TextAreaField label="Bio" optional placeholder="Ceritakan tentang dirimu dan cara mengajarmu" {...text('bio')} />
        <ExperienceRows id={fieldId('experience')} rows={form.experience} onChange={(rows) => set('experience', rows)} error={errors.experience} />
        <TextAreaField label="Catatan untuk Siswa" optional placeholder="Contoh: link materi, jadwal yang tersedia, hal yang perlu disiapkan" {...text('notesToStudents')} />
      </Section>

      <Section title="Kontak dan Pembayaran">
        <TextField label="Nomor Telepon" type="tel" inputMode="numeric" autoComplete="tel" placeholder="081234567890" hint="Hanya angka, diawali 08 atau 628" {...text('phone')} />
        <TextField label="Nomor Rekening" placeholder="BCA 1234567890 / GOPAY 081234567890" hint="Nama bank atau e-wallet, lalu nomornya" {...text('bankAccount')} />
      </Section>

      <Section title="Foto">
        <PhotoField
          id={fieldId('photo')}
          urlId={fieldId('imageUrl')}
          file={photo}
          onFileChange={(file) => {
            setPhoto(file);
            clearError('photo');
            clearError('imageUrl');
          }}
          onFileRefused={(message) => showProblem('photo', message)}
          fileError={errors.photo}
          imageUrl={form.imageUrl}
          onImageUrlChange={(url) => set('imageUrl', url)}
          imageUrlError={errors.imageUrl}
        />
      </Section>

      <Section title="Keamanan Akun">
        <TextField label="Password" type="password" autoComplete="new-password" hint="Minimal 6 karakter" {...text('password')} />
        <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" {...text('passwordConfirmation')} />
      </Section>

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Memproses...' : 'Daftar sebagai Tutor'}
      </Button>
    </form>
  );
}
