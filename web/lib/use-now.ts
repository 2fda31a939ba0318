import { useMemo, useSyncExternalStore } from 'react';

/** Relative times ('5 menit lalu') change by the minute; half a minute keeps them right to 30 s. */
const NOW_TICK_MS = 30_000;

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
  // The same snapshot on the server: a page rendered to HTML (as the tests do) reads the clock too.
  const ms = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => new Date(ms), [ms]);
}
