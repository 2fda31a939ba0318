/** How many pages `count` slides make at `perView` slides per page (at least one). */
export function pageCount(count: number, perView: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perView)));
}

/**
 * The index of the first slide shown on `page`. The last page is pulled back to end on the last
 * slide, so it is never half empty (8 slides at 3 per view: 0, 3, then 5).
 */
export function firstSlideOf(page: number, count: number, perView: number): number {
  return Math.max(0, Math.min(page * perView, count - perView));
}

/** The page after (+1) or before (-1) `page`, wrapping around at both ends. */
export function stepPage(page: number, delta: number, pages: number): number {
  return (((page + delta) % pages) + pages) % pages;
}
