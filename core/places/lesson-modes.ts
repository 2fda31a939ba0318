// How a tutor teaches and how a learning request wants lessons (docs/decisions/056). A tutor without
// a city teaches online only: the database refuses 'home'/'both' without one.

export const LESSON_MODES = ['online', 'home', 'both'] as const;
export type LessonMode = (typeof LESSON_MODES)[number];

export const LESSON_MODE_LABELS: Record<LessonMode, string> = {
  online: 'Online',
  home: 'Datang ke rumah siswa',
  both: 'Online & datang ke rumah siswa',
};

/** The gallery's mode filter: a tutor who does both fits either. */
export const LESSON_MODE_FILTERS = ['online', 'home'] as const;
export type LessonModeFilter = (typeof LESSON_MODE_FILTERS)[number];

export const LESSON_MODE_FILTER_LABELS: Record<LessonModeFilter, string> = {
  online: 'Online',
  home: 'Datang ke rumah',
};

export function isLessonMode(value: unknown): value is LessonMode {
  return typeof value === 'string' && (LESSON_MODES as readonly string[]).includes(value);
}

/** What a tutor offers: 'home' and 'both' count only with a city (shown as online until it is filled in). */
export function effectiveLessonMode(mode: LessonMode, city: string | null): LessonMode {
  return city === null ? 'online' : mode;
}

/** Whether a tutor's (effective) mode offers the wanted one. */
export function offersMode(mode: LessonMode, wanted: LessonModeFilter): boolean {
  return mode === 'both' || mode === wanted;
}

const MODE_SHORT: Record<LessonMode, string> = {
  online: 'Online',
  home: 'Datang ke rumah',
  both: 'Online & datang ke rumah',
};

/** Where and how, in one line for a card or profile: 'Bandung · Online & datang ke rumah'; 'Online' without a city. */
export function placeLine(place: { city: string | null; lessonMode: LessonMode }, cityName: (slug: string) => string): string {
  return place.city === null ? MODE_SHORT.online : `${cityName(place.city)} · ${MODE_SHORT[place.lessonMode]}`;
}
