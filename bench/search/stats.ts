export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

/** Latency percentiles (ms, nearest rank) and throughput of one run. */
export function summarize(latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    rps: sorted.length / seconds,
    requests: sorted.length,
    errors,
  };
}
