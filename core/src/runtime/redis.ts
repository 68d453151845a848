import { Redis } from 'ioredis';

/** How long an API command may wait for Redis before it fails (queued while disconnected included). */
export const REDIS_COMMAND_TIMEOUT_MS = 800;

/**
 * A Redis connection as BullMQ's workers and event listeners want it: no per-command retry limit, so
 * blocking commands survive reconnects. One per role in the worker processes.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
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
  });
  // Reconnection errors are reported by the health check; without a listener ioredis logs each one.
  redis.on('error', () => {});
  return redis;
}

/** A connection to the same server for blocking commands (no timeout, retried across reconnects). */
export function blockingDuplicate(redis: Redis): Redis {
  return redis.duplicate({ maxRetriesPerRequest: null, commandTimeout: undefined });
}
