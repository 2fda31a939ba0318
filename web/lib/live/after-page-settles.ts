import type { QueryClient } from '@tanstack/react-query';

/** Resolves after the browser has painted the current frame (a task queued from the frame's callback runs after its paint). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How long no larger paint must come before the page counts as drawn. */
export const QUIET_MS = 250;

/**
 * Resolves once QUIET_MS have passed without the browser reporting a new largest paint. Chromium
 * reports one when a frame with a larger element reaches the screen, a frame or more after the main
 * thread drew it; a page draws its content in a few such steps (its shell, then its page). Where
 * the browser reports none (Safari), QUIET_MS after the call.
 */
function afterLargestPaintsStop(): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    };
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      // Not buffered: only the paints from now on.
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'largest-contentful-paint' });
    }
    restart();
  });
}

/**
 * Resolves once the page has asked for its data, every query has its answer, and its paints have
 * reached the screen. The live stream and the toasts' code wait for this
 * (live-updates-provider.tsx, lazy-toaster.tsx): on a phone they would otherwise compete with the
 * page's own requests and scripts for that paint. A query that fetches again later does not hold it back.
 */
export function afterPageSettles(queryClient: SettlingClient): Promise<void> {
  // One wait per app load, however many wait on it (the live stream and the toasts).
  let settling = settlingOf.get(queryClient);
  if (!settling) {
    settling = settle(queryClient);
    settlingOf.set(queryClient, settling);
  }
  return settling;
}

type SettlingClient = Pick<QueryClient, 'isFetching' | 'getQueryCache'>;

const settlingOf = new WeakMap<SettlingClient, Promise<void>>();

function afterAnswers(queryClient: SettlingClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

async function settle(queryClient: SettlingClient): Promise<void> {
  // The page's queries start in its effects: a paint first, so that they have.
  await afterNextPaint();
  // Until a quiet time ends with nothing fetching: the page's own query may start only once the
  // session's answer or the page's code has come, after the first check (Preact runs effects after
  // the paint, in the same kind of task as afterNextPaint's).
  do {
    await afterAnswers(queryClient);
    await afterLargestPaintsStop();
  } while (queryClient.isFetching() > 0);
}
