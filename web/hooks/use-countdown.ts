import { useCallback, useEffect, useState } from 'react';

/** Whole seconds until `until` (rounded up, so "1" shows until the very end), never below 0. */
export function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** A cooldown that counts down each second after `start(seconds)`; 0 when none runs. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(until, now);

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((duration: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + duration * 1000);
  }, []);

  return { seconds, start };
}
