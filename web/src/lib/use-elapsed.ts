import { useEffect, useState } from 'react';

const NOT_YET = Symbol('not yet');

/** False until `ms` have passed since mount (or since `resetKey` last changed: false at once). */
export function useElapsed(ms: number, resetKey?: unknown): boolean {
  const [elapsedFor, setElapsedFor] = useState<unknown>(NOT_YET);
  useEffect(() => {
    const id = window.setTimeout(() => setElapsedFor(resetKey), ms);
    return () => window.clearTimeout(id);
  }, [ms, resetKey]);
  // Compared during render, so a new key shows as "not elapsed" on its very first render.
  return Object.is(elapsedFor, resetKey);
}
