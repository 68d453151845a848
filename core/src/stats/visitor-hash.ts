import { createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { argentinaDay } from './argentina-day';

export interface VisitorHasher {
  /** A short, stable-for-the-day id of a client address that cannot be turned back into it. */
  hash(address: string): Promise<string>;
}

/** Yesterday's salt outlives midnight briefly so late requests still hash; then it is gone for good. */
const SALT_TTL_SECONDS = 30 * 3600;
/** After Redis failed, how long a process-local salt is used before asking again. */
const FALLBACK_MS = 60_000;

/**
 * Salted daily hashes of client addresses. The salt is random, one per Argentina day, shared by every
 * API instance through Redis and expired after the day: once it is gone, nobody (us included) can tell
 * which address a stored hash came from, nor link a visitor across days.
 */
export function createVisitorHasher(redis: Redis, keyPrefix: string): VisitorHasher {
  let current: { day: string; salt: Promise<string>; retryAt?: number } | undefined;

  async function loadSalt(day: string): Promise<string> {
    if (redis.status !== 'ready') throw new Error('Redis is not connected');
    const key = `${keyPrefix}:stats:salt:${day}`;
    const candidate = randomBytes(32).toString('base64url');
    // SET NX: the first instance to ask decides the day's salt; everyone reads the same one back.
    await redis.set(key, candidate, 'EX', SALT_TTL_SECONDS, 'NX');
    return (await redis.get(key)) ?? candidate;
  }

  function saltFor(day: string): Promise<string> {
    const stale = current && (current.day !== day || (current.retryAt && Date.now() > current.retryAt));
    if (!current || stale) {
      const entry: NonNullable<typeof current> = { day, salt: Promise.resolve('') };
      entry.salt = loadSalt(day).catch(() => {
        // Redis is down: keep counting with a salt of our own for a while rather than fail the page.
        entry.retryAt = Date.now() + FALLBACK_MS;
        return randomBytes(32).toString('base64url');
      });
      current = entry;
    }
    return current.salt;
  }

  return {
    async hash(address) {
      const salt = await saltFor(argentinaDay(new Date()));
      return createHmac('sha256', salt).update(address).digest('base64url').slice(0, 22);
    },
  };
}
