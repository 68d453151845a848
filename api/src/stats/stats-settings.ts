import type { Env } from '@hardprecios/core/config/env';

export interface StatsSettings {
  /** Statistics writes accepted per visitor (salted daily address hash) per minute. */
  writesPerMinute: number;
  /** Longest an event waits in the write buffer. */
  flushMs: number;
  /** Events per batched insert. */
  maxBatch: number;
  /** How often closed days are rolled up into stat_daily. */
  rollUpEveryMs: number;
}

/** STATS_RATE_LIMIT_PER_MINUTE: 120 by default (a shopper posts a handful of events per page); the bench raises it. */
export function statsSettings(env: Env): StatsSettings {
  return {
    writesPerMinute: env.STATS_RATE_LIMIT_PER_MINUTE,
    flushMs: 250,
    maxBatch: 1000,
    rollUpEveryMs: 10 * 60_000,
  };
}
