import type { OwnTutorProfile, UpdateTutorProfileInput } from '../../../core/tutors/tutor-profile.schema.ts';

/** The dashboard form's fields, as text the inputs hold. */
export type ProfileFormValues = {
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: string;
  phone: string;
  bankAccount: string;
  bio: string;
  experience: string[];
  notesToStudents: string;
  /** A city slug, or empty for none. */
  city: string;
  lessonMode: string;
};

/**
 * The form filled from the saved profile; the photo is not a field (an upload of its own, shown as
 * the current one). Experience always has one row to type in (docs/product.md#tutor-profile-save).
 */
export function toFormValues(profile: OwnTutorProfile): ProfileFormValues {
  return {
    name: profile.name,
    university: profile.university,
    subjects: [...profile.subjects],
    pricePerHour: profile.pricePerHour > 0 ? String(profile.pricePerHour) : '',
    phone: profile.phoneNumber ?? '',
    bankAccount: profile.bankAccount ?? '',
    bio: profile.bio ?? '',
    experience: profile.experience?.length ? [...profile.experience] : [''],
    notesToStudents: profile.notesToStudents ?? '',
    city: profile.city ?? '',
    lessonMode: profile.lessonMode,
  };
}

/** What PUT /api/tutors/me receives: no photo, so the saved one stays (absent = unchanged). */
export function toUpdateInput(values: ProfileFormValues): UpdateTutorProfileInput {
  return {
    name: values.name,
    university: values.university,
    subjects: values.subjects,
    pricePerHour: values.pricePerHour,
    phone: values.phone,
    bankAccount: values.bankAccount,
    bio: values.bio,
    experience: values.experience,
    notesToStudents: values.notesToStudents,
    city: values.city,
    lessonMode: values.lessonMode,
  };
}
