/** The API alone (multi-host deployment: docker-compose.yml runs this and workers/src/main.ts apart). */
import { fileURLToPath } from 'node:url';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedisFailFast, stopReconnecting } from '@hardprecios/core/runtime/redis';
import { assertCanListen, listen } from '@hardprecios/core/runtime/ports';
import { createApp } from './app';
import { createHttpServer } from './http/http-server';
import { warmUpSearch } from './search/warm-up/warm-up';
import { stopStats } from './stats/stats-runtime';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, 'api', env.LOG_FORMAT);
if (!env.REDIS_URL || !env.DATABASE_URL) {
  logger.fatal('api/src/main.ts needs DATABASE_URL and REDIS_URL; for a single machine use `npm start`');
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL, connectTimeoutMs: 1_500 });
await database.migrate();
const redis = connectRedisFailFast(env.REDIS_URL);
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const deps = { env, database, redis, logger, webDist };
const app = createApp(deps);
const server = createHttpServer(app);
const target = { port: env.PORT, host: env.HOST, what: 'the API', setting: 'PORT' };
try {
  // A port that could never serve says so before the warm-up's seconds.
  await assertCanListen(target);
  // Traffic comes once it listens: the search path is warmed first (a signal meanwhile ends the process
  // at once, the default, since no handler is installed yet).
  await warmUpSearch(deps, app);
  await listen(server, target);
} catch (err) {
  logger.fatal((err as Error).message);
  await stopStats(deps);
  redis.disconnect();
  await database.close();
  process.exit(1);
}
logger.info(`API listening on ${env.PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A Redis lost now is not waited for: shutdown ends.
    stopReconnecting();
    server.close(async () => {
      await stopStats(deps);
      await redis.quit().catch(() => {});
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  });
}
