import { useCallback, useEffect, useState } from 'react';

interface RotationOptions {
  intervalMs: number;
  /** After a swipe the rotation stops and starts again this long after. */
  restartDelayMs: number;
  paused: boolean;
}

/**
 * Banner rotation (spec section 4): advance every `intervalMs` unless paused; a swipe moves one
 * banner and restarts the rotation `restartDelayMs` later; arrows move without stopping it.
 */
export function useBannerRotation(count: number, { intervalMs, restartDelayMs, paused }: RotationOptions) {
  const [index, setIndex] = useState(0);
  const [suspended, setSuspended] = useState(false);
  const [run, setRun] = useState(0);

  const step = useCallback(
    (delta: number) => setIndex((current) => (count === 0 ? 0 : (current + delta + count) % count)),
    [count],
  );

  useEffect(() => {
    if (paused || suspended || count < 2) return;
    const id = window.setInterval(() => step(1), intervalMs);
    return () => window.clearInterval(id);
  }, [paused, suspended, count, intervalMs, step, run]);

  useEffect(() => {
    if (!suspended) return;
    const id = window.setTimeout(() => setSuspended(false), restartDelayMs);
    return () => window.clearTimeout(id);
  }, [suspended, restartDelayMs]);

  return {
    index: count === 0 ? 0 : index % count,
    /** Arrow or dot: move and restart the interval so the new banner gets its full time. */
    goTo: (next: number) => {
      setIndex(((next % count) + count) % count);
      setRun((r) => r + 1);
    },
    next: () => {
      step(1);
      setRun((r) => r + 1);
    },
    previous: () => {
      step(-1);
      setRun((r) => r + 1);
    },
    swipe: (direction: 'next' | 'previous') => {
      step(direction === 'next' ? 1 : -1);
      setSuspended(true);
    },
  };
}
