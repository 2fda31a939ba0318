import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { digitsOnly } from '../../../../core/format/number-input.ts';
import type { OwnTutorProfile } from '../../../../core/tutors/tutor-profile.schema.ts';
import { ExperienceRows } from '../../../components/form/experience-rows.tsx';
import { PhotoField } from '../../../components/form/photo-field.tsx';
import { PriceInput } from '../../../components/form/price-input.tsx';
import { SubjectMultiSelect } from '../../../components/form/subject-multi-select.tsx';
import { UniversitySelect } from '../../../components/form/university-select.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldShell, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveOwnProfile } from '../../tutors/api/own-profile.ts';
import { firstProfileFormProblem, toFormValues, toUpdateInput, type ProfileFormValues } from '../profile-form-values.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 md:p-5">
      <legend className="px-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

type Errors = Partial<Record<keyof ProfileFormValues | 'photo', string>>;

/**
 * Spec §5 "Tutor profile save" with every field of the profile. The form is filled once from the
 * saved profile: a live refetch while the tutor types never overwrites what they typed.
 */
export function ProfileForm({ profile }: { profile: OwnTutorProfile }) {
  const formId = useId();
  const fieldId = (field: string) => `${formId}-${field}`;
  const [values, setValues] = useState(() => toFormValues(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  const showProblem = (field: keyof Errors, message: string) => {
    setErrors({ [field]: message });
    toast.error('Pembaruan Gagal', { description: message });
    document.getElementById(fieldId(field))?.focus();
  };

  const save = useSaveOwnProfile({
    onSuccess: (updated) => {
      setValues(toFormValues(updated));
      setPhoto(null);
      setSaved(true);
      toast.success('Profil Diperbarui', { description: 'Profil Anda telah berhasil diperbarui!' });
    },
    onError: (error) => {
      const field = error instanceof ApiError && typeof error.details.field === 'string' ? (error.details.field as keyof Errors) : null;
      const message = error.message || 'Terjadi kesalahan';
      if (field) setErrors({ [field]: message });
      toast.error('Pembaruan Gagal', { description: message });
    },
  });

  const set = <K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? {} : current));
    setSaved(false);
  };
  const text = (name: 'name' | 'phone' | 'bankAccount' | 'bio' | 'notesToStudents') => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, name === 'phone' ? digitsOnly(event.target.value) : event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toUpdateInput(values, profile);
    const problem = firstProfileFormProblem(input);
    if (problem) return showProblem(problem.field, problem.message);
    setErrors({});
    setSaved(false);
    save.mutate({ input, photo });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit Profil" className="flex flex-col gap-5">
      <Section title="Data Diri">
        <TextField label="Nama" autoComplete="name" {...text('name')} />
        <TextField id={fieldId('email')} label="Email" type="email" value={profile.email} readOnly disabled hint="Email tidak dapat diubah dari sini." />
        <FieldShell id={fieldId('university')} label="Universitas" error={errors.university}>
          <UniversitySelect id={fieldId('university')} value={values.university} onChange={(name) => set('university', name)} error={errors.university} />
        </FieldShell>
      </Section>

      <Section title="Mengajar">
        <SubjectMultiSelect id={fieldId('subjects')} legend="Mata Pelajaran" value={values.subjects} onChange={(subjects) => set('subjects', subjects)} error={errors.subjects} />
        <FieldShell id={fieldId('pricePerHour')} label="Harga per Jam" error={errors.pricePerHour}>
          <PriceInput
            id={fieldId('pricePerHour')}
            placeholder="75.000"
            value={values.pricePerHour}
            onChange={(digits) => set('pricePerHour', digits)}
            aria-invalid={errors.pricePerHour ? true : undefined}
            aria-describedby={describedBy(fieldId('pricePerHour'), { error: errors.pricePerHour })}
          />
        </FieldShell>
        <TextAreaField label="Bio" optional placeholder="Ceritakan tentang dirimu dan cara mengajarmu" {...text('bio')} />
        <ExperienceRows id={fieldId('experience')} rows={values.experience} onChange={(rows) => set('experience', rows)} error={errors.experience} />
        <TextAreaField label="Catatan untuk Siswa" optional placeholder="Contoh: link materi, jadwal yang tersedia, hal yang perlu disiapkan" {...text('notesToStudents')} />
      </Section>

      <Section title="Kontak dan Pembayaran">
        <TextField label="Nomor Telepon" type="tel" inputMode="numeric" autoComplete="tel" placeholder="081234567890" hint="Hanya angka, diawali 08 atau 628. Hanya terlihat oleh siswa setelah pembayaran terverifikasi." {...text('phone')} />
        <TextField label="Nomor Rekening" placeholder="BCA 1234567890 / GOPAY 081234567890" hint="Nama bank atau e-wallet, lalu nomornya. Untuk pencairan pendapatan." {...text('bankAccount')} />
      </Section>

      <Section title="Foto">
        <PhotoField
          id={fieldId('photo')}
          urlId={fieldId('imageUrl')}
          file={photo}
          currentImageUrl={profile.imageUrl}
          onFileChange={(file) => {
            setPhoto(file);
            setErrors({});
            setSaved(false);
          }}
          onFileRefused={(message) => showProblem('photo', message)}
          fileError={errors.photo}
          imageUrl={values.imageUrl}
          onImageUrlChange={(url) => set('imageUrl', url)}
          imageUrlError={errors.imageUrl}
        />
      </Section>

      {/* Beside the button that was just pressed: the top of a long form is out of sight by then. */}
      {saved && <Alert tone="success">Profil berhasil diperbarui!</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Menyimpan...' : 'Simpan Perubahan'}
        </Button>
      </div>
    </form>
  );
}
