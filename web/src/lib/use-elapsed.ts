import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount (or since `resetKey` last changed). */
export function useElapsed(ms: number, resetKey?: unknown): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    const id = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(id);
  }, [ms, resetKey]);
  return elapsed;
}
