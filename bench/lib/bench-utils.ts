/** The local PostgreSQL server the benchmarks use (BENCH_DATABASE_URL), with another database name. */
export function benchDatabaseUrl(database: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Samples this process's RSS every 50 ms; stop() returns the peak in bytes. */
export function peakRss(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

/** `--name=value` and bare `--flag` (as 'true') of this process's command line. */
export function commandFlags(): Record<string, string> {
  return Object.fromEntries(
    process.argv.slice(2).map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k!, v ?? 'true'];
    }),
  );
}
