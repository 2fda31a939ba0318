import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Navigates and resolves once the page has changed on the screen. BrowserRouter renders a
 * navigation as a transition (its `flushSync` option belongs to data routers and is ignored here),
 * so a state change made right after `navigate()` may render first, on the old page. Any new page
 * counts: should another navigation overtake this one, the old page has gone all the same.
 */
export function useNavigateCommitted(): (path: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const waiting = useRef<(() => void)[]>([]);

  // An effect runs after the commit: the old page has gone by then.
  useEffect(() => {
    shown.current = pathname;
    const arrived = waiting.current;
    waiting.current = [];
    arrived.forEach((resolve) => resolve());
  }, [pathname]);

  return useCallback(
    (path: string) =>
      new Promise<void>((resolve) => {
        if (shown.current === path) return resolve();
        waiting.current.push(resolve);
        navigate(path);
      }),
    [navigate],
  );
}
