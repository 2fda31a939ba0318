import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_MS, useFakeFrames } from '../fake-frames.ts';
import { afterPageSettles, QUIET_MS } from './after-page-settles.ts';

// A frame, then the task queued after its paint (a timeout of 0 waits 1 ms, as in Node).
const paint = () => vi.advanceTimersByTimeAsync(FRAME_MS + 1);

/** A browser that reports largest paints: `report()` delivers one to every observer. */
function fakeLargestPaints() {
  const observers = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: () => observers.forEach((callback) => callback()), observing: () => observers.size };
}

/** A query the page started, answered when the test says. */
function pageQuery(queryClient: QueryClient) {
  let answer = (_: string) => undefined as void;
  void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (data: string) => answer(data);
}

describe('afterPageSettles', () => {
  useFakeFrames();

  it("waits for the page's queries, then until the browser has reported no larger paint for QUIET_MS", async () => {
    const screen = fakeLargestPaints();
    const queryClient = new QueryClient();
    let settled = false;
    void afterPageSettles(queryClient).then(() => (settled = true));
    const answer = pageQuery(queryClient);
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(settled).toBe(false);
    expect(screen.observing()).toBe(0);

    answer('data');
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.observing()).toBe(1);
    // The page draws in steps: each larger paint starts the quiet time again.
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    screen.report();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    screen.report();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(screen.observing()).toBe(0);
    queryClient.clear();
  });

  it('waits QUIET_MS after the answers where the browser reports no largest paint', async () => {
    // Node's PerformanceObserver knows no largest paints, as Safari's does not.
    const queryClient = new QueryClient();
    let settled = false;
    void afterPageSettles(queryClient).then(() => (settled = true));
    pageQuery(queryClient)('data');
    await paint();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    queryClient.clear();
  });

  it("waits again for a query that starts during the quiet time, as a page's does once its code or the session has come", async () => {
    fakeLargestPaints();
    const queryClient = new QueryClient();
    let settled = false;
    void afterPageSettles(queryClient).then(() => (settled = true));
    await paint();
    const answer = pageQuery(queryClient);
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(settled).toBe(false);
    answer('data');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    queryClient.clear();
  });

  it('is one wait per query client, however many ask', async () => {
    const screen = fakeLargestPaints();
    const queryClient = new QueryClient();
    const first = afterPageSettles(queryClient);
    expect(afterPageSettles(queryClient)).toBe(first);
    await paint();
    expect(screen.observing()).toBe(1);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await first;
    expect(afterPageSettles(queryClient)).toBe(first);
  });

  it('with nothing to fetch, starts the quiet time after a paint', async () => {
    fakeLargestPaints();
    let settled = false;
    void afterPageSettles(new QueryClient()).then(() => (settled = true));
    await paint();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
