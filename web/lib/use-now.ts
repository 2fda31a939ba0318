import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** Relative times ('5 menit lalu') change by the minute; half a minute keeps them right to 30 s. */
const NOW_TICK_MS = 30_000;

/**
 * The clock the page was rendered with: the server's at its render, which the browser's first
 * render (the hydration) uses too, so relative times match the HTML. The live clock takes over
 * right after.
 */
export const RenderTimeContext = createContext<number | null>(null);

// One clock for the whole page: a gallery of cards shares one interval, not one each.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // The clock slept while nobody listened: catch up before the first tick.
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The current time, re-rendering the caller every 30 s (core formatting takes `now`, it has no clock). */
export function useNow(): Date {
  const renderedAt = useContext(RenderTimeContext);
  // The server and the hydration read the render's time; every later render the live clock.
  const ms = useSyncExternalStore(subscribe, snapshot, () => renderedAt ?? snapshot());
  return useMemo(() => new Date(ms), [ms]);
}
