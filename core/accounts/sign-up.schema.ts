import { z } from 'zod';
import { isSubject } from '../catalog/subjects.ts';
import { isUniversity } from '../catalog/universities.ts';
import { digitsOnly, normalizePriceInput } from '../format/number-input.ts';
import { numberOrText, text } from '../validation/text.ts';
import { placeFields, placeOutput, placeProblem } from '../places/place-fields.ts';
import { isValidPhone, PHONE_EXAMPLE } from './phone.ts';

// Sign-up checks run in the product's order (docs/product.md#sign-up-tutor) and stop at the first
// failure, so the browser and the server always show the same single message. The server parses
// with these same schemas.

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PRICE_PER_HOUR = 10_000_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SIGN_UP_MESSAGES = {
  emailRequired: 'Email harus diisi',
  emailInvalid: 'Format email tidak valid',
  name: 'Nama harus diisi',
  university: 'Universitas harus diisi',
  universityUnknown: 'Silakan pilih universitas Anda',
  subjects: 'Minimal 1 mata pelajaran harus diisi',
  subjectUnknown: 'Mata pelajaran tidak dikenal',
  price: 'Harga per jam harus diisi',
  priceTooHigh: 'Harga per jam maksimal Rp 10.000.000',
  passwordLength: 'Password minimal 6 karakter',
  passwordMismatch: 'Password dan konfirmasi password tidak cocok',
  phoneRequired: 'Nomor telepon harus diisi',
  phoneInvalid: `Format nomor telepon tidak valid. Contoh: ${PHONE_EXAMPLE}`,
  bankAccount: 'Nomor rekening harus diisi',
  // Photos are uploads only (docs/decisions/042): an address elsewhere would be published as is.
  imageUrl: 'Foto profil hanya bisa diunggah dari perangkat Anda, bukan dari alamat gambar di internet.',
  tooLong: 'Teks terlalu panjang',
  role: 'Peran tidak valid. Pilih siswa atau tutor.',
} as const;

type Problem = { field: string; message: string };

const field = (max: number) => text({ error: 'Data tidak valid' }).max(max, SIGN_UP_MESSAGES.tooLong).default('');

const accountFields = {
  email: field(254),
  password: text({ error: 'Data tidak valid' }).max(200, SIGN_UP_MESSAGES.tooLong).default(''),
  passwordConfirmation: text({ error: 'Data tidak valid' }).max(200, SIGN_UP_MESSAGES.tooLong).default(''),
  name: field(120),
};

function emailProblem(email: string): Problem | null {
  if (!email.trim()) return { field: 'email', message: SIGN_UP_MESSAGES.emailRequired };
  if (!EMAIL.test(email.trim())) return { field: 'email', message: SIGN_UP_MESSAGES.emailInvalid };
  return null;
}

function passwordProblem(password: string, confirmation: string): Problem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { field: 'password', message: SIGN_UP_MESSAGES.passwordLength };
  if (password !== confirmation) return { field: 'passwordConfirmation', message: SIGN_UP_MESSAGES.passwordMismatch };
  return null;
}

function report(ctx: z.RefinementCtx, problem: Problem | null): void {
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export const customerSignUpSchema = z
  .object({ role: z.literal('customer'), ...accountFields })
  .superRefine((v, ctx) => {
    report(
      ctx,
      emailProblem(v.email) ??
        (v.name.trim() ? null : { field: 'name', message: SIGN_UP_MESSAGES.name }) ??
        passwordProblem(v.password, v.passwordConfirmation),
    );
  })
  .transform((v) => ({ role: v.role, email: v.email.trim().toLowerCase(), password: v.password, name: v.name.trim() }));

const profileFields = {
  name: field(120),
  university: field(200),
  subjects: z.array(text(), { error: SIGN_UP_MESSAGES.subjects }).max(27).default([]),
  pricePerHour: numberOrText(SIGN_UP_MESSAGES.price).default(''),
  phone: field(20),
  bankAccount: field(120),
  /** Only empty is accepted: the photo is a file (docs/decisions/042). */
  imageUrl: field(2048),
  bio: field(4000),
  experience: z.array(text().max(300, SIGN_UP_MESSAGES.tooLong)).max(30).default([]),
  notesToStudents: field(4000),
  /** Optional: without a city the tutor teaches online only (docs/decisions/056). */
  ...placeFields,
};

type ProfileInput = { [K in keyof typeof profileFields]: z.output<(typeof profileFields)[K]> } & { hasPhotoFile: boolean };

function profileOutput(v: ProfileInput) {
  const experience = v.experience.map((row) => row.trim()).filter(Boolean);
  return {
    name: v.name.trim(),
    university: v.university.trim(),
    subjects: [...new Set(v.subjects)],
    pricePerHour: priceOf(v.pricePerHour),
    phone: digitsOnly(v.phone),
    bankAccount: v.bankAccount.trim(),
    bio: v.bio.trim() || null,
    experience: experience.length ? experience : null,
    notesToStudents: v.notesToStudents.trim() || null,
    ...placeOutput(v, 'online'),
  };
}

export const tutorSignUpSchema = z
  .object({
    role: z.literal('tutor'),
    ...accountFields,
    ...profileFields,
    /** Set by whoever holds the file (the form, or the server from the multipart body). */
    hasPhotoFile: z.boolean().default(false),
  })
  .superRefine((v, ctx) => report(ctx, firstTutorProblem(v)))
  .transform((v) => ({ role: v.role, email: v.email.trim().toLowerCase(), password: v.password, ...profileOutput(v) }));

function priceOf(value: number | string): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  const digits = normalizePriceInput(value);
  return digits ? Number(digits) : 0;
}

type ProfileFields = {
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: number | string;
  phone: string;
  bankAccount: string;
  imageUrl: string;
  hasPhotoFile: boolean;
  city: string;
  lessonMode: string;
};
type TutorFields = ProfileFields & { email: string; password: string; passwordConfirmation: string };

function firstOf(checks: Array<() => Problem | null>): Problem | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/** The tutor form's checks after the email, in order; `password` goes between price and phone. */
function profileChecks(v: ProfileFields, password?: () => Problem | null): Array<() => Problem | null> {
  const price = priceOf(v.pricePerHour);
  const phone = digitsOnly(v.phone);
  return [
    () => (v.name.trim() ? null : { field: 'name', message: SIGN_UP_MESSAGES.name }),
    () => (v.university.trim() ? null : { field: 'university', message: SIGN_UP_MESSAGES.university }),
    () => (isUniversity(v.university.trim()) ? null : { field: 'university', message: SIGN_UP_MESSAGES.universityUnknown }),
    () => (v.subjects.length >= 1 ? null : { field: 'subjects', message: SIGN_UP_MESSAGES.subjects }),
    () => (v.subjects.every(isSubject) ? null : { field: 'subjects', message: SIGN_UP_MESSAGES.subjectUnknown }),
    () => (Number.isInteger(price) && price > 0 ? null : { field: 'pricePerHour', message: SIGN_UP_MESSAGES.price }),
    () => (price <= MAX_PRICE_PER_HOUR ? null : { field: 'pricePerHour', message: SIGN_UP_MESSAGES.priceTooHigh }),
    ...(password ? [password] : []),
    () => (phone ? null : { field: 'phone', message: SIGN_UP_MESSAGES.phoneRequired }),
    () => (isValidPhone(phone) ? null : { field: 'phone', message: SIGN_UP_MESSAGES.phoneInvalid }),
    () => (v.bankAccount.trim() ? null : { field: 'bankAccount', message: SIGN_UP_MESSAGES.bankAccount }),
    () => (v.hasPhotoFile || !v.imageUrl.trim() ? null : { field: 'imageUrl', message: SIGN_UP_MESSAGES.imageUrl }),
    () => placeProblem(v),
  ];
}

/**
 * The nine tutor checks in order (docs/product.md#sign-up-tutor), with email first and password
 * length before the match.
 */
export function firstTutorProblem(v: TutorFields): Problem | null {
  return firstOf([() => emailProblem(v.email), ...profileChecks(v, () => passwordProblem(v.password, v.passwordConfirmation))]);
}

/**
 * A tutor who signed up with Google fills in the tutor form's profile part before being listed
 * (docs/product.md#accounts-google): the sign-up's checks and messages, without email and password.
 * The photo, if any, goes through the dashboard's photo upload.
 */
export const completeTutorProfileSchema = z
  .object(profileFields)
  .superRefine((v, ctx) => report(ctx, firstOf(profileChecks({ ...v, hasPhotoFile: false }))))
  .transform((v) => profileOutput({ ...v, hasPhotoFile: false }));

export type CompleteTutorProfileInput = z.input<typeof completeTutorProfileSchema>;
export type CompleteTutorProfile = z.output<typeof completeTutorProfileSchema>;

export const signUpSchema = z.discriminatedUnion('role', [customerSignUpSchema, tutorSignUpSchema], { error: SIGN_UP_MESSAGES.role });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type TutorSignUp = z.output<typeof tutorSignUpSchema>;
