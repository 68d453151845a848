/** A fresh database and Redis prefix for the ingestion bench, worker processes, and their peak memory. */
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueueEvents } from 'bullmq';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@hardprecios/core/db/client';
import { ingestionRuns } from '@hardprecios/core/db/schema';
import type { IngestionRunRow } from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { spawnWorker } from '@hardprecios/workers/jobs/testing/spawn-worker';
import { createJobClient, type JobClient } from '@hardprecios/core/jobs/job-client';
import { benchDatabaseUrl } from '../lib/bench-utils';

export interface IngestBench {
  database: Database;
  jobs: JobClient;
  /** Progress events of catalog-update jobs, newest last. */
  progress: { jobId: string; data: { read?: number } }[];
  startWorker(args?: string[]): Promise<ChildProcess>;
  runOf(storeId: number, index?: number, timeoutMs?: number): Promise<IngestionRunRow>;
  close(): Promise<void>;
}

const NAME = 'hardprecios_bench_ingest';

export async function startIngestBench(uploadsDir: string): Promise<IngestBench> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `hardprecios-bench-ingest-${process.pid}`;
  const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  const database = await openDatabase({ url: benchDatabaseUrl(NAME), poolSize: 4 });
  await database.migrate();
  const redis = connectRedis(redisUrl);
  const jobs = createJobClient({ redis, prefix });
  const events = new QueueEvents('catalog-update', { connection: connectRedis(redisUrl), prefix });
  const progress: IngestBench['progress'] = [];
  events.on('progress', ({ jobId, data }) => progress.push({ jobId, data: data as { read?: number } }));
  await events.waitUntilReady();
  const children: ChildProcess[] = [];
  const env = {
    DATABASE_URL: benchDatabaseUrl(NAME),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    CRAWL_DELAY_MS: '0',
    UPLOADS_DIR: uploadsDir,
    NODE_ENV: 'production',
  };
  return {
    database,
    jobs,
    progress,
    async startWorker(args = []) {
      const child = await spawnWorker(env, args);
      children.push(child);
      return child;
    },
    async runOf(storeId, index = 0, timeoutMs = 600_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const runs = await database.db
          .select()
          .from(ingestionRuns)
          .where(eq(ingestionRuns.storeId, storeId))
          .orderBy(ingestionRuns.id);
        const run = runs[index];
        if (run && (run.status === 'done' || run.status === 'failed')) return run;
        if (Date.now() > deadline) throw new Error(`store ${storeId}: no finished run after ${timeoutMs} ms`);
        await sleep(20);
      }
    },
    async close() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await events.close();
      await jobs.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
export async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
