import { Redis } from 'ioredis';

/**
 * A Redis connection as BullMQ wants it (no per-command retry limit, so blocking
 * commands survive reconnects). One per role: the API, each worker.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}
