import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_MS, useFakeFrames } from '../fake-frames.ts';
import { afterPageSettles } from './after-page-settles.ts';

// A frame, then the task queued after its paint (a timeout of 0 waits 1 ms, as in Node).
const paint = () => vi.advanceTimersByTimeAsync(FRAME_MS + 1);

describe('afterPageSettles', () => {
  useFakeFrames();

  it("waits for the page's queries started by its first frame to be answered, then for a paint", async () => {
    const queryClient = new QueryClient();
    let answer = (_: string) => undefined as void;
    let settled = false;
    void afterPageSettles(queryClient).then(() => (settled = true));
    // The page's effects start its fetch within the first frame.
    void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    await vi.advanceTimersByTimeAsync(10 * FRAME_MS);
    expect(settled).toBe(false);

    answer('data');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await paint();
    expect(settled).toBe(true);
    queryClient.clear();
  });

  it('waits only for two paints when nothing is fetching', async () => {
    let settled = false;
    void afterPageSettles(new QueryClient()).then(() => (settled = true));
    await paint();
    expect(settled).toBe(false);
    await paint();
    expect(settled).toBe(true);
  });
});
