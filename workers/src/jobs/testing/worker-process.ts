/**
 * A worker in a process of its own, for the tests and the benchmark that kill one mid-job
 * (`kill -9`) and watch another finish it. Configured like workers/src/main.ts (DATABASE_URL,
 * REDIS_URL, REDIS_PREFIX), plus flags: --allow host:port (repeatable), --lock-ms N, --queues a,b
 * (default: catalog-update,spreadsheet-import).
 * Prints "ready" once it takes jobs.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { createLogger } from '@hardprecios/core/runtime/logger';
import type { QueueName } from '@hardprecios/core/jobs/queue-names';
import { startWorkers } from '../../worker-runtime';

const { values } = parseArgs({
  options: {
    allow: { type: 'string', multiple: true, default: [] },
    'lock-ms': { type: 'string' },
    queues: { type: 'string', default: 'catalog-update,spreadsheet-import' },
  },
});
const env = loadEnv();
if (!env.DATABASE_URL || !env.REDIS_URL) throw new Error('DATABASE_URL and REDIS_URL are required');
const lockMs = values['lock-ms'] ? Number(values['lock-ms']) : undefined;
const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 4 });
const workers = await startWorkers({
  env,
  database,
  redisUrl: env.REDIS_URL,
  logger: createLogger(env.LOG_LEVEL, 'worker-process'),
  schedule: false,
  queues: values.queues.split(',') as QueueName[],
  fetcher: { allowPrivate: values.allow, delayMs: 0, retryBaseMs: 50 },
  workerOptions: lockMs ? { lockDuration: lockMs, stalledInterval: Math.max(500, lockMs / 2) } : {},
});
process.stdout.write('ready\n');
process.once('SIGTERM', async () => {
  await workers.stop();
  await database.close();
  process.exit(0);
});
