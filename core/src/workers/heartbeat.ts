import type { Redis } from 'ioredis';

const TTL_MS = 30_000;
const key = (prefix: string) => `${prefix}:workers:heartbeat`;

/** Workers call this every few seconds; the API's health check counts the live ones. */
export async function beat(redis: Redis, prefix: string, workerId: string): Promise<void> {
  await redis.hset(key(prefix), workerId, String(Date.now()));
}

export async function forget(redis: Redis, prefix: string, workerId: string): Promise<void> {
  await redis.hdel(key(prefix), workerId);
}

export async function liveWorkers(redis: Redis, prefix: string): Promise<number> {
  const all = await redis.hgetall(key(prefix));
  const cutoff = Date.now() - TTL_MS;
  return Object.values(all).filter((ts) => Number(ts) > cutoff).length;
}

export const HEARTBEAT_INTERVAL_MS = 10_000;
