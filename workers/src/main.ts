/** The workers alone (multi-host deployment; `npm start` runs them inside its single process). */
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { ensureModelsCurrent } from '@hardprecios/core/models/recompute-models';
import { stopReconnecting } from '@hardprecios/core/runtime/redis';
import { startWorkers } from './worker-runtime';
import { startWorkerHttp } from './worker-http';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, 'workers', env.LOG_FORMAT);
if (!env.REDIS_URL || !env.DATABASE_URL) {
  logger.fatal('workers/src/main.ts needs DATABASE_URL and REDIS_URL; for a single machine use `npm start`');
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL });
await database.migrate();
// Listings grouped with older rules (or before models existed) are grouped again, once, by one worker.
const regrouped = await ensureModelsCurrent(database.db);
if (regrouped) logger.info(regrouped, 'grouped the catalog into models with the current rules');
const workers = await startWorkers({ env, database, redisUrl: env.REDIS_URL, logger });
const http = await startWorkerHttp(env, workers, logger).catch(async (err: Error) => {
  // Without its health port the orchestrator would restart it in a loop anyway: stop, clearly.
  logger.fatal(err.message);
  await workers.stop();
  await database.close();
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    // A Redis lost now is not waited for: shutdown ends.
    stopReconnecting();
    http.close();
    await workers.stop();
    await database.close();
    process.exit(0);
  });
}
