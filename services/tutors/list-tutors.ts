import { AppError } from '../../core/errors.ts';
import { searchWords, type GallerySort, type LastActiveFilter } from '../../core/tutors/gallery-query.ts';
import { effectiveLessonMode, type LessonMode, type LessonModeFilter } from '../../core/places/lesson-modes.ts';
import { GALLERY_QUERY_MESSAGES, type ListTutorsQuery, type PublicTutor, type TutorPage } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import { isUuid } from '../../core/validation/uuid.ts';

// The public columns, named once: private ones (phone_number, bank_account) are never selected.
export const PUBLIC_TUTOR_COLUMNS = [
  'id',
  'name',
  'university',
  'subjects',
  'price_per_hour',
  'rating',
  'review_count',
  'hours_taught',
  'image_url',
  'is_available',
  'last_active_at',
  'verified_at',
  'city',
  'lesson_mode',
] as const;

export type PublicTutorRow = {
  id: string;
  name: string;
  university: string;
  subjects: string[];
  price_per_hour: number;
  rating: number;
  review_count: number;
  hours_taught: number;
  image_url: string | null;
  is_available: boolean;
  last_active_at: Date | null;
  verified_at: Date | null;
  city: string | null;
  lesson_mode: LessonMode;
};

/** The card as its tutor wrote it: for the tutor's own profile only. */
export function toTutorCard(row: PublicTutorRow): PublicTutor {
  return {
    id: row.id,
    name: row.name,
    university: row.university,
    subjects: row.subjects,
    pricePerHour: row.price_per_hour,
    rating: row.rating,
    reviewCount: row.review_count,
    hoursTaught: row.hours_taught,
    imageUrl: row.image_url,
    isAvailable: row.is_available,
    lastActiveAt: row.last_active_at ? row.last_active_at.toISOString() : null,
    // Only the fact: who verified and their note stay in the console.
    verified: row.verified_at !== null,
    city: row.city,
    lessonMode: effectiveLessonMode(row.lesson_mode, row.city),
  };
}

/**
 * The card as everyone else sees it: a contact typed into the name is masked
 * (docs/product.md#privacy-free-text). What the public cache keeps is this, never the raw text.
 */
export function toPublicTutor(row: PublicTutorRow): PublicTutor {
  const card = toTutorCard(row);
  return { ...card, name: maskContactDetails(card.name) };
}

type SortKey = 'hours_taught' | 'price_per_hour';

// Ties break on id in the SAME direction as the key, so "after the cursor" is one row comparison,
// `(key, id) > (…)`, answered by a forward or backward scan of one (key, id) index.
const SORTS: Record<GallerySort, { key: SortKey; direction: 'asc' | 'desc' }> = {
  hours_desc: { key: 'hours_taught', direction: 'desc' },
  hours_asc: { key: 'hours_taught', direction: 'asc' },
  price_asc: { key: 'price_per_hour', direction: 'asc' },
  price_desc: { key: 'price_per_hour', direction: 'desc' },
};

const LAST_ACTIVE_MS: Record<Exclude<LastActiveFilter, 'all'>, number> = {
  '1h': 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
};

type Cursor = { sort: GallerySort; value: number; id: string };

/** base64url of [sort, key value, id] of the last row of a page. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

/** A cursor made for another sort, or not made by us, is refused rather than guessed at. */
export function decodeCursor(text: string, sort: GallerySort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorSort, value, id] = parsed as unknown[];
  if (cursorSort !== sort || !Number.isSafeInteger(value) || !isUuid(id)) throw invalidCursor();
  return { sort, value: value as number, id };
}

const invalidCursor = () => new AppError('VALIDATION', GALLERY_QUERY_MESSAGES.cursor, { field: 'cursor' });

export type PageStatement = { sql: string; bindings: Array<string | number | boolean | Date> };

// A tutor doing both fits either; a tutor without a city is 'online' (the database keeps it so).
const MODE_CONDITIONS: Record<LessonModeFilter, string> = {
  online: "lesson_mode <> 'home'",
  home: "lesson_mode <> 'online'",
};

type Filters = { where: string; values: PageStatement['bindings'] };

function filtersOf(query: ListTutorsQuery, now: Date): Filters {
  // Only confirmed, enabled accounts are public; every gallery index is partial on `listed`.
  const conditions: string[] = ['listed'];
  const values: PageStatement['bindings'] = [];
  const filter = (condition: string, ...bound: PageStatement['bindings']) => {
    conditions.push(condition);
    values.push(...bound);
  };
  if (query.minPrice !== undefined) filter('price_per_hour >= ?', query.minPrice);
  if (query.maxPrice !== undefined) filter('price_per_hour <= ?', query.maxPrice);
  if (query.minRating !== undefined) filter('rating >= ?', query.minRating);
  if (query.lastActive !== 'all') filter('last_active_at >= ?', new Date(now.getTime() - LAST_ACTIVE_MS[query.lastActive]));
  if (query.available) filter('is_available');
  if (query.verified) filter('verified_at is not null');
  if (query.subject) filter(`subjects && array[${query.subject.map(() => '?').join(', ')}]::text[]`, ...query.subject);
  if (query.university !== undefined) filter('university = ?', query.university);
  if (query.city !== undefined) filter('city = ?', query.city);
  if (query.mode !== undefined) filter(MODE_CONDITIONS[query.mode]);
  // Each word on its own, typo-tolerant: `<%` is pg_trgm's word similarity (≥ 0.5, infra/db.ts) against the
  // folded name, university and subjects, answered by the trigram index tutors_search_idx.
  for (const word of searchWords(query.q ?? '')) filter('? <% search_text', word);
  return { where: `where ${conditions.join(' and ')}`, values };
}

/** The total under the filters alone: asked separately only when a page comes back empty. */
function buildTutorCountStatement(query: ListTutorsQuery, now: Date): PageStatement {
  const { where, values } = filtersOf(query, now);
  return { sql: `select count(*) as total from tutors ${where}`, bindings: values };
}

/**
 * One statement for one gallery page: its rows (one past the page, to know whether another
 * follows), each carrying the total under the filters (an uncorrelated subquery, counted once).
 * Filters and sort keys are indexed columns; identifiers come from the fixed tables above, values
 * are bound. Exported so the benchmark runs the exact SQL.
 */
export function buildTutorPageStatement(query: ListTutorsQuery, now: Date): PageStatement {
  const { where, values } = filtersOf(query, now);
  const { key, direction } = SORTS[query.sort];
  let after = '';
  const cursorValues: PageStatement['bindings'] = [];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, query.sort);
    after = ` and (${key}, id) ${direction === 'asc' ? '>' : '<'} (?, ?)`;
    cursorValues.push(cursor.value, cursor.id);
  }
  const sql = `select ${PUBLIC_TUTOR_COLUMNS.join(', ')}, (select count(*) from tutors ${where}) as total
    from tutors ${where}${after}
    order by ${key} ${direction}, id ${direction} limit ?`;
  return { sql, bindings: [...values, ...values, ...cursorValues, query.limit + 1] };
}

/** The landing's first N and the gallery: filtered, sorted and paged in SQL, in one round trip. */
export async function listTutors(db: Db, query: ListTutorsQuery, now = new Date()): Promise<TutorPage> {
  const page = buildTutorPageStatement(query, now);
  const { rows } = await db.raw<{ rows: Array<PublicTutorRow & { total: number }> }>(page.sql, page.bindings);
  let total = rows[0]?.total;
  if (total === undefined) {
    const count = buildTutorCountStatement(query, now);
    total = (await db.raw<{ rows: { total: number }[] }>(count.sql, count.bindings)).rows[0]?.total ?? 0;
  }
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  const { key } = SORTS[query.sort];
  return {
    tutors: shown.map(toPublicTutor),
    total: Number(total),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ sort: query.sort, value: last[key], id: last.id }) : null,
  };
}
