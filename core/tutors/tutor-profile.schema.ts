import { z } from 'zod';
import { isValidPhone } from '../accounts/phone.ts';
import { MAX_PRICE_PER_HOUR, SIGN_UP_MESSAGES } from '../accounts/sign-up.schema.ts';
import { isSubject } from '../catalog/subjects.ts';
import { isUniversity } from '../catalog/universities.ts';
import { digitsOnly, normalizePriceInput } from '../format/number-input.ts';
import { numberOrText, text } from '../validation/text.ts';
import { placeFields, placeOutput, placeProblem } from '../places/place-fields.ts';
import type { PublicTutorDetail } from './list-tutors.schema.ts';

// The dashboard's profile save (docs/product.md#tutor-profile-save), shared by the form and PUT
// /api/tutors/me. Like sign-up, the checks run in the product's order and the first failure is the
// one message shown. Only the fields below exist: id, rating, review count, hours taught, last
// activity and email are not the tutor's to set, and unknown keys are dropped.

export const TUTOR_PROFILE_MESSAGES = {
  price: 'Harga harus berupa angka non-negatif',
  priceTooHigh: SIGN_UP_MESSAGES.priceTooHigh,
  name: 'Nama tidak boleh kosong',
  university: 'Silakan pilih universitas Anda',
  imageUrl: SIGN_UP_MESSAGES.imageUrl,
  phone: SIGN_UP_MESSAGES.phoneInvalid,
  subjects: 'Mata pelajaran tidak dikenal',
  tooLong: SIGN_UP_MESSAGES.tooLong,
  availability: 'Status ketersediaan tidak valid.',
  invalid: 'Data tidak valid',
} as const;

const M = TUTOR_PROFILE_MESSAGES;
/** Where our own uploads are served: a tutor keeps an uploaded photo by sending its URL back. */
const UPLOADED_AVATAR_PREFIX = '/media/avatars/';
// The price field shows id-ID thousands separators; anything else in it is not a number.
const PRICE_TEXT = /^[\d.\s]*\d[\d.\s]*$/;

const field = (max: number) => text({ error: M.invalid }).max(max, M.tooLong).default('');

type Problem = { field: string; message: string };

/** Whole rupiah from a number or the price field's text; NaN when it is not a non-negative integer. */
export function profilePrice(value: number | string): number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
  if (!PRICE_TEXT.test(value)) return Number.NaN;
  const digits = normalizePriceInput(value);
  return digits ? Number(digits) : 0;
}

type ProfileFields = {
  pricePerHour: number | string;
  name: string;
  university: string;
  imageUrl?: string;
  phone: string;
  subjects: string[];
  city: string;
  lessonMode: string;
};

export function firstProfileProblem(v: ProfileFields): Problem | null {
  const price = profilePrice(v.pricePerHour);
  const imageUrl = v.imageUrl?.trim() ?? '';
  const phone = digitsOnly(v.phone);
  const checks: Array<() => Problem | null> = [
    () => (Number.isNaN(price) ? { field: 'pricePerHour', message: M.price } : null),
    () => (price <= MAX_PRICE_PER_HOUR ? null : { field: 'pricePerHour', message: M.priceTooHigh }),
    () => (v.name.trim() ? null : { field: 'name', message: M.name }),
    () => (isUniversity(v.university.trim()) ? null : { field: 'university', message: M.university }),
    // Uploads only (docs/decisions/042): the service also checks the upload is the tutor's own.
    () => (!imageUrl || imageUrl.startsWith(UPLOADED_AVATAR_PREFIX) ? null : { field: 'imageUrl', message: M.imageUrl }),
    () => (!phone || isValidPhone(phone) ? null : { field: 'phone', message: M.phone }),
    () => (v.subjects.every(isSubject) ? null : { field: 'subjects', message: M.subjects }),
    () => placeProblem(v),
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

export const updateTutorProfileSchema = z
  .object(
    {
      name: field(120),
      university: field(200),
      subjects: z
        .array(text({ error: M.subjects }), { error: M.subjects })
        .max(27, M.subjects)
        .default([]),
      pricePerHour: numberOrText(M.price).default(''),
      phone: field(20),
      bankAccount: field(120),
      /** Absent: the photo stays as it is. Empty: no photo. Otherwise the tutor's current upload's URL. */
      imageUrl: text({ error: M.imageUrl }).max(2048, M.tooLong).optional(),
      bio: field(4000),
      experience: z
        .array(text({ error: M.invalid }).max(300, M.tooLong), { error: M.invalid })
        .max(30, M.tooLong)
        .default([]),
      notesToStudents: field(4000),
      /** Empty: no city, and so online only (docs/decisions/056). */
      ...placeFields,
      /** Absent: unchanged (the dashboard switch has its own call). */
      isAvailable: z.boolean({ error: M.availability }).optional(),
    },
    { error: M.invalid },
  )
  .superRefine((v, ctx) => {
    const problem = firstProfileProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((v) => {
    const experience = v.experience.map((line) => line.trim()).filter(Boolean);
    const imageUrl = v.imageUrl?.trim();
    return {
      name: v.name.trim(),
      university: v.university.trim(),
      subjects: [...new Set(v.subjects)],
      pricePerHour: profilePrice(v.pricePerHour),
      phone: digitsOnly(v.phone) || null,
      bankAccount: v.bankAccount.trim() || null,
      imageUrl: imageUrl === undefined ? undefined : imageUrl || null,
      bio: v.bio.trim() || null,
      experience: experience.length ? experience : null,
      notesToStudents: v.notesToStudents.trim() || null,
      ...placeOutput(v, 'online'),
      isAvailable: v.isAvailable,
    };
  });

export type UpdateTutorProfileInput = z.input<typeof updateTutorProfileSchema>;
export type UpdateTutorProfile = z.output<typeof updateTutorProfileSchema>;

export const setAvailabilitySchema = z.object({ isAvailable: z.boolean({ error: M.availability }) }, { error: M.availability });

/** GET /api/tutors/me: the tutor's own profile, private fields included (never shown to others). */
export type OwnTutorProfile = PublicTutorDetail & {
  email: string;
  phoneNumber: string | null;
  bankAccount: string | null;
  /** False for a tutor who signed up with Google and has not filled in the tutor form yet: not listed. */
  profileComplete: boolean;
};
