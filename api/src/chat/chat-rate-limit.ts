import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A rolling-window limit shared by every API instance: the times of a client's accepted messages in a
 * Redis sorted set. A fixed window would let 14 messages through around its edge; the spec says 7 per
 * rolling 60 s. Refused messages are not recorded, so a client waits only for its oldest message to age.
 */

// Atomic, so two instances never both accept the 7th message.
const TAKE_SCRIPT = `
local key, now, window, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 0
`;

export interface RollingLimiter {
  /** Records a message for `client` if the limit allows: 0, else the milliseconds until one is allowed. */
  take(client: string): Promise<number>;
}

export interface RollingLimiterOptions {
  redis: Redis;
  keyPrefix: string;
  limit: number;
  windowMs: number;
  now(): number;
}

export function createRollingLimiter({
  redis,
  keyPrefix,
  limit,
  windowMs,
  now,
}: RollingLimiterOptions): RollingLimiter {
  return {
    async take(client) {
      const at = now();
      const wait = await redis.eval(
        TAKE_SCRIPT,
        1,
        `${keyPrefix}${client}`,
        at,
        windowMs,
        limit,
        `${at}:${randomUUID()}`,
      );
      return Math.max(0, Number(wait));
    },
  };
}
