import { z } from 'zod';
import { text } from '../validation/text.ts';
import { SUBJECTS, subjectBySlug, type Subject } from '../catalog/subjects.ts';
import { isUniversity } from '../catalog/universities.ts';
import { isCitySlug } from '../places/cities.ts';
import { LESSON_MODE_FILTERS, type LessonMode } from '../places/lesson-modes.ts';
import {
  GALLERY_PAGE_SIZE,
  GALLERY_SORTS,
  LAST_ACTIVE_FILTERS,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  MIN_RATINGS,
  searchWords,
  type MinRating,
} from './gallery-query.ts';

// Query of GET /api/tutors: the landing's "first N by hours" and the gallery's filters, sort and
// keyset paging (docs/product.md#tutor-gallery-list and docs/product.md#tutor-gallery-filters). The
// web keeps the same parameters in its URL, parsed by this same schema, so a shared link shows the
// same list. Its choices and the URL form are in gallery-query.ts.

export const MAX_PAGE_SIZE = 100;
const MAX_PRICE = 10_000_000;
const MAX_CURSOR_LENGTH = 200;

export const GALLERY_QUERY_MESSAGES = {
  minPrice: 'Harga minimum harus berupa angka bulat non-negatif.',
  maxPrice: 'Harga maksimum harus berupa angka bulat non-negatif.',
  priceOrder: 'Harga minimum tidak boleh lebih besar dari harga maksimum.',
  minRating: 'Rating minimum harus salah satu dari 5, 4.5, 4 atau 3.',
  lastActive: 'Filter terakhir aktif tidak valid.',
  available: 'Parameter available harus bernilai true atau false.',
  verified: 'Parameter verified harus bernilai true atau false.',
  sort: 'Urutan tutor tidak valid.',
  cursor: 'Cursor halaman tidak valid.',
  subject: 'Mata pelajaran tidak dikenal.',
  university: 'Universitas tidak dikenal.',
  qLength: `Kata pencarian maksimal ${MAX_SEARCH_LENGTH} karakter.`,
  qLetters: 'Kata pencarian harus berisi huruf.',
  qWords: `Kata pencarian maksimal ${MAX_SEARCH_WORDS} kata.`,
  city: 'Kota atau kabupaten tidak dikenal.',
  mode: 'Filter cara les harus online atau home.',
} as const;

const M = GALLERY_QUERY_MESSAGES;

// A query string gives strings (or arrays when a key repeats); an empty value means "not set".
const unset = (value: unknown) => (value === '' ? undefined : value);

// 'sma-kimia,sma-fisika' or the key repeated; kept in catalog order, once each, so the same choice
// written another way is one cache entry.
const subjects = z.preprocess(
  (value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
    const chosen = parts.filter((part) => part !== '');
    return chosen.length === 0 ? undefined : chosen;
  },
  z
    .array(
      text({ message: M.subject })
        .refine((slug) => subjectBySlug(slug) !== undefined, M.subject)
        .transform((slug) => subjectBySlug(slug) as Subject),
      { message: M.subject },
    )
    .max(SUBJECTS.length, M.subject)
    .transform((chosen) => SUBJECTS.filter((subject) => chosen.includes(subject)))
    .optional(),
);

/** The text search, alone: the gallery's search box checks what is typed with it before asking. */
export const gallerySearchTextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? unset(value.trim().replace(/\s+/g, ' ')) : value),
  text({ message: M.qLength })
    .max(MAX_SEARCH_LENGTH, M.qLength)
    .refine((q) => searchWords(q).length > 0, M.qLetters)
    .refine((q) => searchWords(q).length <= MAX_SEARCH_WORDS, M.qWords)
    .optional(),
);

const price = (message: string) =>
  z.preprocess(unset, z.coerce.number({ message }).int(message).min(0, message).max(MAX_PRICE, message).optional());

export const listTutorsQuerySchema = z
  .object({
    minPrice: price(GALLERY_QUERY_MESSAGES.minPrice),
    maxPrice: price(GALLERY_QUERY_MESSAGES.maxPrice),
    minRating: z.preprocess(
      unset,
      z.coerce
        .number({ message: GALLERY_QUERY_MESSAGES.minRating })
        .refine((value): value is MinRating => (MIN_RATINGS as readonly number[]).includes(value), GALLERY_QUERY_MESSAGES.minRating)
        .optional(),
    ),
    lastActive: z.preprocess(unset, z.enum(LAST_ACTIVE_FILTERS, { message: GALLERY_QUERY_MESSAGES.lastActive }).default('all')),
    available: z.preprocess(
      unset,
      z
        .enum(['true', 'false'], { message: GALLERY_QUERY_MESSAGES.available })
        .transform((value) => value === 'true')
        .default(false),
    ),
    verified: z.preprocess(
      unset,
      z
        .enum(['true', 'false'], { message: GALLERY_QUERY_MESSAGES.verified })
        .transform((value) => value === 'true')
        .default(false),
    ),
    subject: subjects,
    university: z.preprocess(unset, text({ message: M.university }).refine(isUniversity, M.university).optional()),
    /** Name, university and subjects; case, accents and a typo do not matter (services/tutors/list-tutors.ts). */
    q: gallerySearchTextSchema,
    city: z.preprocess(unset, text({ message: M.city }).refine(isCitySlug, M.city).optional()),
    mode: z.preprocess(unset, z.enum(LESSON_MODE_FILTERS, { message: M.mode }).optional()),
    sort: z.preprocess(unset, z.enum(GALLERY_SORTS, { message: GALLERY_QUERY_MESSAGES.sort }).default('hours_desc')),
    limit: z.preprocess(
      unset,
      z.coerce
        .number({ message: 'Parameter limit harus berupa angka.' })
        .int('Parameter limit harus berupa bilangan bulat.')
        .min(1, 'Parameter limit minimal 1.')
        .max(MAX_PAGE_SIZE, `Parameter limit maksimal ${MAX_PAGE_SIZE}.`)
        .default(GALLERY_PAGE_SIZE),
    ),
    /** Opaque: the server hands it out as `nextCursor` and alone reads it. */
    cursor: z.preprocess(
      unset,
      text({ message: GALLERY_QUERY_MESSAGES.cursor })
        .max(MAX_CURSOR_LENGTH, GALLERY_QUERY_MESSAGES.cursor)
        .regex(/^[A-Za-z0-9_-]+$/, GALLERY_QUERY_MESSAGES.cursor)
        .optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: GALLERY_QUERY_MESSAGES.priceOrder });
    }
  });

export type ListTutorsQuery = z.output<typeof listTutorsQuerySchema>;
/** What anyone may see of a tutor. Phone number, bank account and email are never part of it. */
export type PublicTutor = {
  id: string;
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: number;
  rating: number;
  reviewCount: number;
  hoursTaught: number;
  imageUrl: string | null;
  isAvailable: boolean;
  lastActiveAt: string | null;
  /** An admin checked the tutor's student ID card ('Terverifikasi'). */
  verified: boolean;
  /** A city slug (core/places/cities.ts); null until the tutor fills it in. */
  city: string | null;
  /** What the tutor offers: 'online' while there is no city. */
  lessonMode: LessonMode;
};

/** GET /api/tutors. `total` counts every tutor matching the filters; `nextCursor` is null on the last page. */
export type TutorPage = { tutors: PublicTutor[]; total: number; nextCursor: string | null };

/**
 * GET /api/tutors/:id: the public card plus the profile texts (the original canva_url is
 * notesToStudents, docs/product.md#tutor-profile-fields).
 */
export type PublicTutorDetail = PublicTutor & { bio: string | null; experience: string[] | null; notesToStudents: string | null };
