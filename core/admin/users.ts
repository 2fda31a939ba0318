import { z } from 'zod';
import type { Role } from '../accounts/auth.schema.ts';
import { text } from '../validation/text.ts';

// The console's 'Pengguna' tab (docs/product.md#admin-users): the query of GET /api/admin/users,
// the body of a tutor verification, and what an admin sees of an account. Never a password hash,
// a token, a phone number or a bank account: the list is for finding and switching accounts.

export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_SEARCH_MAX = 100;
export const VERIFICATION_NOTE_MAX = 500;

export const ADMIN_USER_MESSAGES = {
  search: `Kata pencarian maksimal ${USER_SEARCH_MAX} karakter.`,
  role: 'Peran harus customer, tutor atau admin.',
  page: 'Halaman harus berupa bilangan bulat mulai dari 1.',
  note: `Catatan verifikasi maksimal ${VERIFICATION_NOTE_MAX} karakter.`,
  userNotFound: 'Pengguna tidak ditemukan.',
  tutorNotFound: 'Tutor tidak ditemukan.',
  disableSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  alreadyDisabled: 'Akun ini sudah dinonaktifkan.',
  alreadyEnabled: 'Akun ini sudah aktif.',
  alreadyVerified: 'Tutor ini sudah terverifikasi.',
  notVerified: 'Tutor ini belum terverifikasi.',
} as const;

// A query string gives strings; an empty value means "not set".
const unset = (value: unknown) => (value === '' ? undefined : value);

export const pageParam = z.preprocess(
  unset,
  z.coerce
    .number({ error: ADMIN_USER_MESSAGES.page })
    .int(ADMIN_USER_MESSAGES.page)
    .min(1, ADMIN_USER_MESSAGES.page)
    .max(10_000, ADMIN_USER_MESSAGES.page)
    .default(1),
);

export const adminUsersQuerySchema = z.object({
  q: z.preprocess(unset, text({ error: ADMIN_USER_MESSAGES.search }).trim().max(USER_SEARCH_MAX, ADMIN_USER_MESSAGES.search).optional()),
  role: z.preprocess(unset, z.enum(['customer', 'tutor', 'admin'], { error: ADMIN_USER_MESSAGES.role }).optional()),
  page: pageParam,
});

export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** POST /api/admin/tutors/:id/verify: what the admin checked, e.g. 'Kartu mahasiswa diperiksa'. */
export const verifyTutorSchema = z.object({
  note: text({ error: ADMIN_USER_MESSAGES.note })
    .trim()
    .max(VERIFICATION_NOTE_MAX, ADMIN_USER_MESSAGES.note)
    .nullish()
    .transform((note) => note || null),
});

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  disabledAt: string | null;
  emailConfirmed: boolean;
  /** Tutors only. */
  tutor: { verifiedAt: string | null; verificationNote: string | null; listed: boolean } | null;
};

export type AdminUserPage = { users: AdminUser[]; total: number; page: number; pageSize: number };

export type UserStatusResult = { userId: string; disabledAt: string | null };
export type TutorVerificationResult = { tutorId: string; verifiedAt: string | null };
