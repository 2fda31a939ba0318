import type { ListTutorsQuery, PublicTutor } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';

// The public columns, named once: private ones (phone_number, bank_account) are never selected.
export const PUBLIC_TUTOR_COLUMNS = [
  'id', 'name', 'university', 'subjects', 'price_per_hour', 'rating', 'review_count', 'hours_taught',
  'image_url', 'is_available', 'last_active_at',
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
};

export function toPublicTutor(row: PublicTutorRow): PublicTutor {
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
  };
}

/** Tutors for the landing page and (later) the gallery: most hours taught first, stable order. */
export async function listTutors(db: Db, query: ListTutorsQuery): Promise<PublicTutor[]> {
  const rows: PublicTutorRow[] = await db('tutors')
    .select([...PUBLIC_TUTOR_COLUMNS])
    .orderBy([{ column: 'hours_taught', order: 'desc' }, { column: 'id', order: 'asc' }])
    .limit(query.limit);
  return rows.map(toPublicTutor);
}
