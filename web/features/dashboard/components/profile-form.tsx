import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { updateTutorProfileSchema, type OwnTutorProfile } from '../../../../core/tutors/tutor-profile.schema.ts';
import { TutorIdentityFields } from '../../../components/form/tutor-identity-fields.tsx';
import { TutorProfileFields } from '../../../components/form/tutor-profile-fields.tsx';
import { TutorPlaceFields } from '../../../components/form/tutor-place-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { firstProblem } from '../../../lib/first-problem.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSaveOwnProfile } from '../api/own-profile.ts';
import { showSaveError } from '../profile-save-error.ts';
import { toFormValues, toUpdateInput, type ProfileFormValues } from '../profile-form-values.ts';

/**
 * Saving the tutor profile (docs/product.md#tutor-profile-save) with every field of the profile.
 * The form is filled once from the saved profile: a live refetch while the tutor types never
 * overwrites what they typed.
 */
export function ProfileForm({ profile }: { profile: OwnTutorProfile }) {
  const { fieldId, errors, setErrors, showProblem, clearError } = useFormProblems('Pembaruan Gagal');
  const [values, setValues] = useState(() => toFormValues(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);

  const save = useSaveOwnProfile({
    onSuccess: (updated) => {
      setValues(toFormValues(updated));
      setPhoto(null);
      setSaved(true);
      toast.success('Profil Diperbarui', { description: 'Profil Anda telah berhasil diperbarui!' });
    },
    onError: (error) => showSaveError(error, setErrors),
  });

  const set = <K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
    setSaved(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toUpdateInput(values);
    const problem = firstProblem(updateTutorProfileSchema, input);
    if (problem) return showProblem(problem.field, problem.message);
    setErrors({});
    setSaved(false);
    save.mutate({ input, photo });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit Profil" className="flex flex-col gap-5">
      <TutorIdentityFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={set}
        email={{ value: profile.email, hint: 'Email tidak dapat diubah dari sini.' }}
      />

      <TutorPlaceFields fieldId={fieldId} values={values} errors={errors} onChange={set} />

      <TutorProfileFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={set}
        hints={{
          phone: 'Hanya angka, diawali 08 atau 628. Hanya terlihat oleh siswa setelah pembayaran terverifikasi.',
          bankAccount: 'Nama bank atau e-wallet, lalu nomornya. Untuk pencairan pendapatan.',
        }}
        photo={photo}
        currentImageUrl={profile.imageUrl}
        onPhotoChange={(file) => {
          setPhoto(file);
          setErrors({});
          setSaved(false);
        }}
        onPhotoRefused={(message) => showProblem('photo', message)}
      />

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
