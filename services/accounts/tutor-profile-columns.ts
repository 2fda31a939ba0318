import type { LessonMode } from '../../core/places/lesson-modes.ts';

// The tutor profile fields a tutor writes (sign-up, dashboard), mapped to their columns once. The
// photo is not among them: it is an upload of its own (services/accounts/avatar-photo.ts). It sits
// with accounts, whose sign-up writes the first tutors row; the dashboard's use cases in
// services/tutors/ import it from here (tutors build on accounts, never the reverse).

export type TutorProfileFields = {
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: number;
  phone: string | null;
  bankAccount: string | null;
  bio: string | null;
  experience: string[] | null;
  notesToStudents: string | null;
  city: string | null;
  lessonMode: LessonMode;
};

export function tutorProfileColumns(fields: TutorProfileFields) {
  return {
    name: fields.name,
    university: fields.university,
    subjects: fields.subjects,
    price_per_hour: fields.pricePerHour,
    phone_number: fields.phone,
    bank_account: fields.bankAccount,
    bio: fields.bio,
    experience: fields.experience,
    notes_to_students: fields.notesToStudents,
    city: fields.city,
    lesson_mode: fields.lessonMode,
  };
}
