import type { BackoffStrategy, JobsOptions } from 'bullmq';
import { FetchError } from '../http/errors';

/** The backoff type our jobs use: exponential, but a server's Retry-After wins when longer. */
export const TRANSIENT_BACKOFF = 'transient';

const MAX_DELAY_MS = 60 * 60_000;

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

/** Delay before attempt `attemptsMade + 1`: base·2^(n-1) with ±20 % jitter, or Retry-After when longer. */
export const backoffStrategy: BackoffStrategy = (attemptsMade, _type, err, job) => {
  const backoff = job?.opts.backoff;
  const base = typeof backoff === 'object' ? (backoff.delay ?? 30_000) : (backoff ?? 30_000);
  const exponential = base * 2 ** Math.max(0, attemptsMade - 1) * (0.8 + Math.random() * 0.4);
  const retryAfterMs = err instanceof FetchError && err.retryAfterSeconds ? err.retryAfterSeconds * 1000 : 0;
  return Math.round(Math.min(MAX_DELAY_MS, Math.max(exponential, retryAfterMs)));
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
