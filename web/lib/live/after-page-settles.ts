import type { QueryClient } from '@tanstack/react-query';

/** Resolves after the browser has painted the current frame (a task queued from the frame's callback runs after its paint). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The longest wait for a browser to report a largest paint: one may report none (Safari), or the data's paint may not be the largest. */
export const ON_SCREEN_WAIT_MS = 500;

/**
 * Resolves when the browser reports a new largest paint, which it does once that frame is on the
 * screen (a frame or more after the main thread drew it), or after ON_SCREEN_WAIT_MS.
 */
function afterNextLargestPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ON_SCREEN_WAIT_MS);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      // Not buffered: only a paint from now on, the one with the page's data.
      observer = new PerformanceObserver(done);
      observer.observe({ type: 'largest-contentful-paint' });
    }
  });
}

/**
 * Resolves once the page has asked for its data, every query has its answer, and the paint with
 * that answer is on the screen. The live stream and the toasts' code wait for this
 * (live-updates-provider.tsx, lazy-toaster.tsx): on a phone they would otherwise compete with the
 * page's own requests and scripts for that paint. A query that fetches again later does not hold it back.
 */
export async function afterPageSettles(queryClient: Pick<QueryClient, 'isFetching' | 'getQueryCache'>): Promise<void> {
  // The page's queries start in its effects: a paint first, so that they have.
  await afterNextPaint();
  if (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    });
  }
  await afterNextLargestPaint();
}
