// The tutor profile fields a tutor writes (sign-up, dashboard), mapped to their columns once.

export type TutorProfileFields = {
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: number;
  phone: string | null;
  bankAccount: string | null;
  imageUrl: string | null;
  bio: string | null;
  experience: string[] | null;
  notesToStudents: string | null;
};

export function tutorProfileColumns(fields: TutorProfileFields) {
  return {
    name: fields.name,
    university: fields.university,
    subjects: fields.subjects,
    price_per_hour: fields.pricePerHour,
    phone_number: fields.phone,
    bank_account: fields.bankAccount,
    image_url: fields.imageUrl,
    bio: fields.bio,
    experience: fields.experience,
    notes_to_students: fields.notesToStudents,
  };
}
