import { useEffect, useState } from 'react';

/** Re-renders every `intervalMs` (countdowns read Date.now() as they render). */
export function useTick(intervalMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
}
