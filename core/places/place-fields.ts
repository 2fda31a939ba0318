import { text } from '../validation/text.ts';
import { isCitySlug } from './cities.ts';
import { isLessonMode, type LessonMode } from './lesson-modes.ts';

// City and lesson mode as forms send them (tutor sign-up, the dashboard's profile, learning
// requests): the same fields, checks and messages everywhere (docs/decisions/056).

export const PLACE_MESSAGES = {
  city: 'Kota atau kabupaten tidak dikenal',
  lessonMode: 'Cara les tidak valid',
  cityNeeded: 'Pilih kota atau kabupaten untuk les di rumah siswa',
  invalid: 'Data tidak valid',
} as const;

const M = PLACE_MESSAGES;

/** `city` empty means none; `lessonMode` empty means the default (online for a tutor, none for a request). */
export const placeFields = {
  city: text({ error: M.invalid }).max(80, M.city).default(''),
  lessonMode: text({ error: M.lessonMode }).max(20, M.lessonMode).default(''),
};

type Problem = { field: string; message: string };

/** The first problem of a city and mode pair: an unknown city, an unknown mode, or home without a city. */
export function placeProblem(v: { city: string; lessonMode: string }): Problem | null {
  const city = v.city.trim();
  const mode = v.lessonMode.trim();
  if (city && !isCitySlug(city)) return { field: 'city', message: M.city };
  if (mode && !isLessonMode(mode)) return { field: 'lessonMode', message: M.lessonMode };
  if (!city && (mode === 'home' || mode === 'both')) return { field: 'city', message: M.cityNeeded };
  return null;
}

/** A checked pair as stored; `fallback` is the mode when none was chosen. */
export function placeOutput<Fallback extends LessonMode | null>(
  v: { city: string; lessonMode: string },
  fallback: Fallback,
): { city: string | null; lessonMode: LessonMode | Fallback } {
  const mode = v.lessonMode.trim();
  return { city: v.city.trim() || null, lessonMode: isLessonMode(mode) ? mode : fallback };
}
