import { useCallback, useSyncExternalStore } from 'react';

/** The mobile breakpoint (docs/product.md#web-header; Tailwind's `md`). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Whether a CSS media query matches now, following it as the window changes. Pre-rendered HTML
 * (the landing) is drawn for a phone, so the server snapshot says "no match"; a wider screen
 * re-renders right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
