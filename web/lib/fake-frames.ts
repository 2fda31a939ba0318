import { afterEach, beforeEach, vi } from 'vitest';

/** A frame of the fake clock below. */
export const FRAME_MS = 16;

/**
 * For tests of code that waits for paints: fake timers, and requestAnimationFrame (which Node
 * lacks) as a timer of one frame. Call at the top of a describe block.
 */
export function useFakeFrames(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, FRAME_MS));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
