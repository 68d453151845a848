import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in one registry: what GET /metrics (API) and the workers' metrics port
 * expose in Prometheus text format. prom-client's default process and event-loop metrics included.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests answered by the API, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const searchDuration = new Histogram({
  name: 'hardprecios_search_duration_seconds',
  help: 'Searches answered by the search engine, by engine (answers from its result cache included).',
  labelNames: ['engine'] as const,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'hardprecios_job_duration_seconds',
  help: 'Background jobs run by this process, by queue and reader (none for jobs that read no store).',
  labelNames: ['queue', 'reader'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'hardprecios_job_failures_total',
  help: 'Job attempts that failed (a retry to come counts too), by queue and reader.',
  labelNames: ['queue', 'reader'] as const,
  registers: [metricsRegistry],
});

export const ingestionListings = new Counter({
  name: 'hardprecios_ingestion_listings_total',
  help: 'Listings written by catalog updates and imports: created, updated, unchanged or rejected.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const statsBuffers = new Set<() => number>();

export const statsBufferEvents = new Gauge({
  name: 'hardprecios_stats_buffer_events',
  help: 'Statistics events waiting in memory to be written to the database.',
  registers: [metricsRegistry],
  collect() {
    let pending = 0;
    for (const count of statsBuffers) pending += count();
    this.set(pending);
  },
});

/** Counts a statistics buffer's pending events in hardprecios_stats_buffer_events; returns the undo. */
export function trackStatsBuffer(pending: () => number): () => void {
  statsBuffers.add(pending);
  return () => statsBuffers.delete(pending);
}

export const statsDropped = new Counter({
  name: 'hardprecios_stats_dropped_total',
  help:
    'Statistics events dropped, by reason: full (the buffer filled during a database outage), ' +
    'stopped (recorded while shutting down), invalid (refused by the database for their values).',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});
// Every reason is exposed from the start, at 0, so a rate over it never misses the first drop.
for (const reason of ['full', 'stopped', 'invalid'] as const) statsDropped.inc({ reason }, 0);

export type JobCountsSource = () => Promise<{ queue: string; counts: Record<string, number> }[]>;
const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
let jobCountsSource: JobCountsSource | undefined;

/** Read from Redis when scraped (not kept up to date in between); absent when Redis does not answer. */
export const queueJobs = new Gauge({
  name: 'hardprecios_queue_jobs',
  help: 'Jobs in each queue by state, read from Redis when scraped.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    if (!jobCountsSource) return;
    // Bounded: a scrape must answer even when Redis does not.
    const timeout = new Promise<[]>((resolve) => setTimeout(() => resolve([]), 500).unref());
    const all = await Promise.race([jobCountsSource().catch(() => []), timeout]);
    for (const { queue, counts } of all)
      for (const state of JOB_STATES) this.set({ queue, state }, counts[state] ?? 0);
  },
});

/** The process's queues, for hardprecios_queue_jobs (the API's job client, or the workers'). */
export function setJobCountsSource(source: JobCountsSource): void {
  jobCountsSource = source;
}

/** Every queue's counts through a job client's queues. */
export function queueCountsOf(
  queueNames: readonly string[],
  queue: (name: never) => { getJobCounts(...states: string[]): Promise<Record<string, number>> },
): JobCountsSource {
  return () =>
    Promise.all(
      queueNames.map(async (name) => ({
        queue: name,
        counts: await queue(name as never).getJobCounts(...JOB_STATES),
      })),
    );
}

export const auditViolations = new Gauge({
  name: 'hardprecios_audit_violations',
  help: 'Violations the last catalog audit of this process found, by check (core/src/audit).',
  labelNames: ['check'] as const,
  registers: [metricsRegistry],
});
