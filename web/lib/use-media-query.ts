import { useEffect, useState } from 'react';
import { isPrerendered } from './prerendered.ts';

/** The mobile breakpoint (docs/product.md#web-header; Tailwind's `md`). */
export const DESKTOP_QUERY = '(min-width: 768px)';

// Pre-rendered HTML (the landing) is drawn for a phone. While the app adopts that markup its first
// render must say the same: Preact, which runs the built app (docs/decisions/027), keeps the
// markup's attributes where the first render differs, and has no server snapshot to tell it.
// The first effect ends it: everything mounted later renders for the real window at once.
let adopting = typeof document !== 'undefined' && isPrerendered(document);

/** Whether a CSS media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => !adopting && typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    adopting = false;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
