import { UPLOADED_AVATAR_PREFIX, type OwnTutorProfile, type UpdateTutorProfileInput } from '../../../core/tutors/tutor-profile.schema.ts';

/** The dashboard form's fields, as text the inputs hold. */
export type ProfileFormValues = {
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: string;
  phone: string;
  bankAccount: string;
  imageUrl: string;
  bio: string;
  experience: string[];
  notesToStudents: string;
};

const isUpload = (url: string) => url.startsWith(UPLOADED_AVATAR_PREFIX);

/**
 * The form filled from the saved profile. An uploaded photo's address is ours, not something the
 * tutor typed, so the URL field stays empty for it (the photo itself shows as the current one).
 * Experience always has one row to type in (docs/product.md#tutor-profile-save).
 */
export function toFormValues(profile: OwnTutorProfile): ProfileFormValues {
  return {
    name: profile.name,
    university: profile.university,
    subjects: [...profile.subjects],
    pricePerHour: profile.pricePerHour > 0 ? String(profile.pricePerHour) : '',
    phone: profile.phoneNumber ?? '',
    bankAccount: profile.bankAccount ?? '',
    imageUrl: profile.imageUrl && !isUpload(profile.imageUrl) ? profile.imageUrl : '',
    bio: profile.bio ?? '',
    experience: profile.experience?.length ? [...profile.experience] : [''],
    notesToStudents: profile.notesToStudents ?? '',
  };
}

/**
 * What PUT /api/tutors/me receives. The photo URL: a typed one replaces the photo; an empty field
 * keeps an uploaded photo (absent = unchanged) but removes a photo that was a typed URL.
 */
export function toUpdateInput(values: ProfileFormValues, saved: Pick<OwnTutorProfile, 'imageUrl'>): UpdateTutorProfileInput {
  const typedUrl = values.imageUrl.trim();
  const keepsUpload = !typedUrl && saved.imageUrl !== null && isUpload(saved.imageUrl);
  return {
    name: values.name,
    university: values.university,
    subjects: values.subjects,
    pricePerHour: values.pricePerHour,
    phone: values.phone,
    bankAccount: values.bankAccount,
    imageUrl: keepsUpload ? undefined : typedUrl,
    bio: values.bio,
    experience: values.experience,
    notesToStudents: values.notesToStudents,
  };
}
