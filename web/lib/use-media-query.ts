import { useCallback, useSyncExternalStore } from 'react';

/** The mobile breakpoint (docs/product.md#web-header; Tailwind's `md`). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Whether a CSS media query matches now, following it as the window changes. The server knows no
 * window: it renders for a phone, and so does the hydration; the real answer follows at once.
 * What must not move as that happens is laid out by CSS breakpoints instead (carousel slide widths).
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
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
