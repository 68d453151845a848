import { Redis } from 'ioredis';

/** How long an API command may wait for Redis before it fails (queued while disconnected included). */
export const REDIS_COMMAND_TIMEOUT_MS = 800;

let shuttingDown = false;

/**
 * Once the process is shutting down, a lost connection is given up instead of retried: commands
 * waiting on it fail at once, so nothing (a job closing, buffered statistics, QUIT) waits for a Redis
 * that will not come back (the product's own redis-server may already be gone). Connections made here,
 * and their duplicates (BullMQ's blocking clients), follow it.
 */
export function stopReconnecting(): void {
  shuttingDown = true;
}

/** ioredis's own back-off (50 ms more each time, at most 2 s), until shutdown. */
const retryStrategy = (times: number): number | null => (shuttingDown ? null : Math.min(times * 50, 2000));

/**
 * A Redis connection as BullMQ's workers and event listeners want it: no per-command retry limit, so
 * blocking commands survive reconnects. One per role in the worker processes.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false, retryStrategy });
}

/**
 * The API's connection: a command fails within REDIS_COMMAND_TIMEOUT_MS when Redis is down or slow,
 * so a request that touches Redis answers (degraded) instead of waiting for it to come back.
 * Blocking listeners (BullMQ QueueEvents) must use `blockingDuplicate`, never this one.
 */
export function connectRedisFailFast(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    lazyConnect: false,
    retryStrategy,
  });
  // Reconnection errors are reported by the health check; without a listener ioredis logs each one.
  redis.on('error', () => {});
  return redis;
}

/** A connection to the same server for blocking commands (no timeout, retried across reconnects). */
export function blockingDuplicate(redis: Redis): Redis {
  return redis.duplicate({ maxRetriesPerRequest: null, commandTimeout: undefined });
}
