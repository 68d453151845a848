import { useEffect, useState } from 'react';

/** Counts ticks of `intervalMs` while not paused; pausing keeps the count where it is. */
export function useTicker(intervalMs: number, paused: boolean): [number, (tick: number) => void] {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, paused]);
  return [tick, setTick];
}

/**
 * Where a rotating strip is after `tick` ticks: the highlight moves over the visible cards every
 * tick, and the visible group changes every `ticksPerSwap` ticks (featured: 4 ticks of 1 s;
 * related: 3 ticks of 1 s, i.e. every 3 s).
 */
export function rotationPosition(tick: number, perView: number, ticksPerSwap: number, groupCount: number) {
  return {
    highlight: tick % perView,
    group: groupCount > 1 ? Math.floor(tick / ticksPerSwap) % groupCount : 0,
  };
}
