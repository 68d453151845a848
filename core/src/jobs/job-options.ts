import type { JobsOptions } from 'bullmq';

/** The backoff type our jobs use: exponential, but a server's Retry-After wins when longer (workers). */
export const TRANSIENT_BACKOFF = 'transient';

/**
 * Shared defaults: a few attempts with exponential backoff for transient failures (a permanent one
 * throws UnrecoverableError and is not retried). Finished jobs leave Redis at once: their outcome is in
 * ingestion_runs, and a deterministic id must be free for the next request.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: TRANSIENT_BACKOFF, delay: 30_000 },
  removeOnComplete: true,
  removeOnFail: true,
};

/** Shared defaults, then the job's own policy, then overrides (tests use short delays). */
export function jobOptions(...layers: (JobsOptions | undefined)[]): JobsOptions {
  const merged: JobsOptions = {};
  for (const layer of [DEFAULT_JOB_OPTIONS, ...layers]) {
    if (!layer) continue;
    const previous = merged.backoff;
    Object.assign(merged, layer);
    if (typeof previous === 'object' && typeof layer.backoff === 'object') {
      merged.backoff = { ...previous, ...layer.backoff };
    }
  }
  return merged;
}
