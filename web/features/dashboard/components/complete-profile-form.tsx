import { useState, type FormEvent } from 'react';
import { completeTutorProfileSchema, type CompleteTutorProfileInput } from '../../../../core/accounts/sign-up.schema.ts';
import type { OwnTutorProfile } from '../../../../core/tutors/tutor-profile.schema.ts';
import { TutorIdentityFields } from '../../../components/form/tutor-identity-fields.tsx';
import { TutorPlaceFields } from '../../../components/form/tutor-place-fields.tsx';
import { FIRST_PROFILE_HINTS, TutorProfileFields, type TutorProfileFieldValues } from '../../../components/form/tutor-profile-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { firstProblem } from '../../../lib/first-problem.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { toast } from 'sonner';
import { useCompleteOwnProfile } from '../api/own-profile.ts';
import { showSaveError } from '../profile-save-error.ts';

type Values = TutorProfileFieldValues & { name: string; university: string; city: string; lessonMode: string };

const initialValues = (profile: OwnTutorProfile): Values => ({
  name: profile.name,
  university: '',
  subjects: [],
  pricePerHour: '',
  bio: '',
  experience: [''],
  notesToStudents: '',
  phone: '',
  bankAccount: '',
  city: '',
  lessonMode: 'online',
});

/**
 * A tutor who signed up with Google fills in what the tutor sign-up form asks, with its checks and
 * messages (docs/product.md#accounts-google); only then does the profile appear in the gallery.
 */
export function CompleteProfileForm({ profile }: { profile: OwnTutorProfile }) {
  const { fieldId, errors, setErrors, showProblem, clearError } = useFormProblems('Error');
  const [values, setValues] = useState(() => initialValues(profile));
  const [photo, setPhoto] = useState<File | null>(null);

  const complete = useCompleteOwnProfile({
    onSuccess: () => toast.success('Profil Diperbarui', { description: 'Profil Anda telah berhasil diperbarui!' }),
    onError: (error) => showSaveError(error, setErrors),
  });

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: CompleteTutorProfileInput = values;
    const problem = firstProblem(completeTutorProfileSchema, input);
    if (problem) return showProblem(problem.field, problem.message);
    setErrors({});
    complete.mutate({ input, photo });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Lengkapi Profil Tutor" className="flex flex-col gap-5">
      <TutorIdentityFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={set}
        email={{ value: profile.email, hint: 'Email akun Google Anda.' }}
      />

      <TutorPlaceFields fieldId={fieldId} values={values} errors={errors} onChange={set} />

      <TutorProfileFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={set}
        hints={FIRST_PROFILE_HINTS}
        photo={photo}
        onPhotoChange={(file) => {
          setPhoto(file);
          setErrors({});
        }}
        onPhotoRefused={(message) => showProblem('photo', message)}
      />

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={complete.isPending} className="w-full sm:w-auto">
          {complete.isPending ? 'Menyimpan...' : 'Simpan dan Tampilkan Profil'}
        </Button>
      </div>
    </form>
  );
}
