import { useEffect, useState } from 'react';

/**
 * `null` until the frame after this component's first paint, `value` from then on: what it draws
 * with the value comes in a task of its own, after the rest of the page is on the screen. React's
 * `useDeferredValue(value, null)` did this; Preact, which runs the built app
 * (docs/decisions/027-preact-in-the-browser.md), gives the value at once.
 */
export function useAfterFirstPaint<T>(value: T): T | null {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame's callback runs after that frame's paint.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? value : null;
}
