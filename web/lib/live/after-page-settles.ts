import type { QueryClient } from '@tanstack/react-query';

/** Resolves after the browser has painted the current frame (a task queued from the frame's callback runs after its paint). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page has asked for its data, every query has its answer, and that answer has
 * been painted. The live stream waits for this before it opens (live-updates-provider.tsx): on a
 * phone its ticket request and its connection would otherwise compete with the page's own requests
 * and scripts for the first paint with data. A query that fetches again later does not hold it back.
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
  await afterNextPaint();
}
