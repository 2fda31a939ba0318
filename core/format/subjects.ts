/**
 * Subjects shown on a tutor card (4, docs/product.md#tutor-card) or detail page (3,
 * docs/product.md#tutor-detail).
 */
export const CARD_SUBJECTS = 4;
export const DETAIL_SUBJECTS = 3;

/** The first `max` subjects and how many are left for the '+N' badge. */
export function visibleSubjects<T>(list: readonly T[], max: number): { shown: T[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}
