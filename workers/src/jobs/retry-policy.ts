import type { BackoffStrategy } from 'bullmq';
import { FetchError } from '../http/errors';

const MAX_DELAY_MS = 60 * 60_000;

/**
 * The 'transient' backoff (core/src/jobs/job-options.ts): delay before attempt `attemptsMade + 1` is
 * base·2^(n-1) with ±20 % jitter, or the site's Retry-After when longer.
 */
export const backoffStrategy: BackoffStrategy = (attemptsMade, _type, err, job) => {
  const backoff = job?.opts.backoff;
  const base = typeof backoff === 'object' ? (backoff.delay ?? 30_000) : (backoff ?? 30_000);
  const exponential = base * 2 ** Math.max(0, attemptsMade - 1) * (0.8 + Math.random() * 0.4);
  const retryAfterMs = err instanceof FetchError && err.retryAfterSeconds ? err.retryAfterSeconds * 1000 : 0;
  return Math.round(Math.min(MAX_DELAY_MS, Math.max(exponential, retryAfterMs)));
};
