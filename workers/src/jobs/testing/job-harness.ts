/** Real workers on a database and a Redis prefix of the test file's own, with a log of job events. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueueEvents } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { loadEnv, type Env } from '@hardprecios/core/config/env';
import { ingestionRuns } from '@hardprecios/core/db/schema';
import type { IngestionRunRow } from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { createTestDatabase, testRedis, type TestDatabase } from '@hardprecios/core/testing/test-database';
import { QUEUE_NAMES, catalogUpdateJobId, type QueueName } from '@hardprecios/core/jobs/queue-names';
import { startWorkers, type RunningWorkers, type WorkerDeps } from '../../worker-runtime';

export interface JobEventRecord {
  queue: QueueName;
  type: 'progress' | 'completed' | 'failed' | 'active' | 'stalled';
  jobId: string;
  data: unknown;
  at: number;
}

export interface JobHarness {
  env: Env;
  database: TestDatabase;
  redisUrl: string;
  prefix: string;
  workers: RunningWorkers;
  events: JobEventRecord[];
  /** The run rows of a store, oldest first. */
  runs(storeId: number): Promise<IngestionRunRow[]>;
  /** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
  until<T>(
    check: () => Promise<T | undefined | false> | T | undefined | false,
    timeoutMs?: number,
  ): Promise<T>;
  /** The first run of the store that ended (done or failed). */
  finishedRun(storeId: number, timeoutMs?: number): Promise<IngestionRunRow>;
  /** Whether the store's catalog-update job has finished (or is gone): a new update will not join it. */
  catalogJobIdle(storeId: number): Promise<boolean>;
}

type Options = Partial<Omit<WorkerDeps, 'env' | 'database' | 'redisUrl' | 'logger'>> & {
  env?: Partial<Record<keyof Env, string>>;
  /** Reuse an app's database and env (API tests). */
  database?: TestDatabase;
  baseEnv?: Env;
};

export async function startJobHarness(options: Options = {}): Promise<JobHarness> {
  const database = options.database ?? (await createTestDatabase());
  const redisConfig = testRedis();
  const uploads = await mkdtemp(path.join(tmpdir(), 'hp-uploads-'));
  const env =
    options.baseEnv ??
    loadEnv({
      NODE_ENV: 'test',
      REDIS_PREFIX: redisConfig.prefix,
      LOG_LEVEL: 'silent',
      CRAWL_DELAY_MS: '0',
      UPLOADS_DIR: uploads,
      ...options.env,
    });
  const prefix = env.REDIS_PREFIX;
  const events: JobEventRecord[] = [];
  const listeners = await Promise.all(
    QUEUE_NAMES.map(async (queue) => {
      const qe = new QueueEvents(queue, { connection: connectRedis(redisConfig.url), prefix });
      for (const type of ['progress', 'completed', 'failed', 'active', 'stalled'] as const) {
        qe.on(type, (args: { jobId: string; data?: unknown; returnvalue?: unknown; failedReason?: string }) =>
          events.push({
            queue,
            type,
            jobId: args.jobId,
            data: args.data ?? args.returnvalue ?? args.failedReason,
            at: Date.now(),
          }),
        );
      }
      await qe.waitUntilReady();
      return qe;
    }),
  );
  const { env: _env, database: _db, baseEnv: _base, ...workerOptions } = options;
  const workers = await startWorkers({
    env,
    database,
    redisUrl: redisConfig.url,
    logger: createLogger('silent', 'test-workers'),
    schedule: false,
    jobOptions: { 'catalog-update': { backoff: { type: 'transient', delay: 50 } } },
    ...workerOptions,
  });
  await sleep(100); // QueueEvents start reading just after they are ready.

  afterAll(async () => {
    await workers.stop();
    await Promise.all(listeners.map((l) => l.close()));
    const redis = connectRedis(redisConfig.url);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const until: JobHarness['until'] = async (check, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== false) return value as never;
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await sleep(50);
    }
  };
  const runs = (storeId: number) =>
    database.db
      .select()
      .from(ingestionRuns)
      .where(eq(ingestionRuns.storeId, storeId))
      .orderBy(ingestionRuns.id);
  return {
    env,
    database,
    redisUrl: redisConfig.url,
    prefix,
    workers,
    events,
    runs,
    until,
    // The run row is finished a moment before BullMQ marks the job completed; a new update enqueued in
    // between would join the finishing job. Wait for both.
    finishedRun: (storeId, timeoutMs) =>
      until(async () => {
        const run = (await runs(storeId)).find((r) => r.status === 'done' || r.status === 'failed');
        return run && (await catalogJobIdle(storeId)) ? run : undefined;
      }, timeoutMs),
    catalogJobIdle,
  };

  async function catalogJobIdle(storeId: number) {
    const job = await workers.jobs.queue('catalog-update').getJob(catalogUpdateJobId(storeId));
    const state = job ? await job.getState() : 'completed';
    return state === 'completed' || state === 'failed' || state === 'unknown';
  }
}
