import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '@hardprecios/core/db/client';
import type { Env } from '@hardprecios/core/config/env';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { beat, forget, HEARTBEAT_INTERVAL_MS } from '@hardprecios/core/workers/heartbeat';

export interface WorkerDeps {
  env: Env;
  database: Database;
  redisUrl: string;
  logger: Logger;
}

export interface RunningWorkers {
  id: string;
  /** Waits for jobs in progress to finish, then closes connections. */
  stop(): Promise<void>;
}

/** Starts the background workers of this process and announces them for the health check. */
export async function startWorkers(deps: WorkerDeps): Promise<RunningWorkers> {
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const redis = connectRedis(deps.redisUrl);
  const prefix = deps.env.REDIS_PREFIX;
  await beat(redis, prefix, id);
  const timer = setInterval(() => {
    beat(redis, prefix, id).catch((err) => deps.logger.warn({ err }, 'heartbeat failed'));
  }, HEARTBEAT_INTERVAL_MS);
  deps.logger.info({ id }, 'workers started');
  return {
    id,
    async stop() {
      clearInterval(timer);
      await forget(redis, prefix, id).catch(() => {});
      await redis.quit();
    },
  };
}
