/**
 * `npm start`: the whole product in one process on one machine — builds the web client when needed,
 * opens the database (PostgreSQL at DATABASE_URL, else embedded PGlite under ./data/pg), runs the
 * migrations, seeds the demo catalog into an empty database, starts a local redis-server when REDIS_URL
 * is unset, then serves the API + web client and runs the workers. SIGINT/SIGTERM stop it cleanly.
 * (A multi-host deployment runs api/src/main.ts and workers/src/main.ts separately: docker-compose.yml.)
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedisFailFast, stopReconnecting } from '@hardprecios/core/runtime/redis';
import { assertCanListen, listen, ListenError, type ListenTarget } from '@hardprecios/core/runtime/ports';
import { ensureModelsCurrent } from '@hardprecios/core/models/recompute-models';
import { countStores } from '@hardprecios/core/stores/stores.repository';
import { createApp } from '@hardprecios/api/app';
import { createHttpServer } from '@hardprecios/api/http/http-server';
import { warmUpSearch } from '@hardprecios/api/search/warm-up/warm-up';
import { stopStats } from '@hardprecios/api/stats/stats-runtime';
import { startWorkers } from '@hardprecios/workers/worker-runtime';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { startDemoStoreSites, type DemoStoreSites } from './demo-store-sites';
import { startLocalRedis, stopLocalRedis } from './local-redis';
import { buildWebIfStale } from './build-web';

/** Past this, shutdown gives up waiting (server connections get 5 s, jobs in progress 10 s). */
const SHUTDOWN_DEADLINE_MS = 30_000;

let env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, 'hardprecios', env.LOG_FORMAT);
const webDist = fileURLToPath(new URL('../web/dist', import.meta.url));

async function main() {
  // Before the slow steps (build, seed): a start that could never serve says so at once.
  const site: ListenTarget = { port: env.PORT, host: env.HOST, what: env.PRODUCT_NAME, setting: 'PORT' };
  await assertCanListen(site);
  await buildWebIfStale(logger);

  let localRedis: ChildProcess | undefined;
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const started = await startLocalRedis(env.REDIS_DIR);
    localRedis = started.process;
    redisUrl = started.url;
    logger.info({ redisUrl, dir: env.REDIS_DIR, redisPid: localRedis.pid }, 'started local redis-server');
  }

  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await database.migrate();
  logger.info({ driver: database.driver }, 'database ready');

  // The demo stores are read from local fixture store sites, so a forced update works offline.
  let demoSites: DemoStoreSites | undefined;
  if (env.SEED_DEMO && env.DEMO_STORE_SITES) {
    demoSites = await startDemoStoreSites(env.DEMO_STORE_SITES_PORT, {
      products: env.DEMO_PRODUCTS,
      publicUrl: env.PUBLIC_URL,
    });
    const allow = env.ALLOW_PRIVATE_FETCH;
    env = { ...env, ALLOW_PRIVATE_FETCH: allow === true ? true : [...(allow || []), ...demoSites.allowList] };
    logger.info({ url: demoSites.url }, 'demo store sites ready');
  }

  if (env.SEED_DEMO && (await countStores(database.db)) === 0) {
    const started = Date.now();
    const result = await seedDemo(database.db, {
      products: env.DEMO_PRODUCTS,
      events: true,
      storeSite: demoSites?.storeSite,
    });
    logger.info({ ...result, ms: Date.now() - started }, 'seeded the demo catalog');
  }
  // Listings grouped with older rules (or before models existed) are grouped again, once.
  const regrouped = await ensureModelsCurrent(database.db);
  if (regrouped) logger.info(regrouped, 'grouped the catalog into models with the current rules');

  const redis = connectRedisFailFast(redisUrl);
  const appDeps = { env, database, redis, logger, webDist };
  const app = createApp(appDeps);
  // Before it listens: the first searches after a start are answered by compiled code (a signal
  // meanwhile ends the process at once, as no handler is installed yet).
  await warmUpSearch(appDeps, app);
  const server = createHttpServer(app);
  try {
    await listen(server, site);
  } catch (err) {
    // Taken since the check at the start: leave nothing running behind.
    await stopStats(appDeps);
    redis.disconnect();
    await database.close();
    await demoSites?.close();
    if (localRedis) await stopLocalRedis(localRedis);
    throw err;
  }
  const workers = await startWorkers({ env, database, redisUrl, logger });
  logger.info(`${env.PRODUCT_NAME} listening on http://localhost:${env.PORT}`);

  let stopping = false;
  let step = 'closing the server';
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever has died already (Redis, the database), shutdown ends: a lost Redis is no longer
    // retried, and past the deadline the process exits saying what it was waiting for.
    stopReconnecting();
    setTimeout(() => {
      logger.error({ step, ms: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Order matters: stop taking requests, let jobs in progress finish, then close what they write to.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Open streams (job progress over SSE) would hold the server open; cut them after a grace period.
    setTimeout(() => server.closeAllConnections(), 5000).unref();
    await closed;
    step = 'jobs in progress';
    await workers.stop().catch((err) => logger.warn({ err }, 'workers did not stop cleanly'));
    step = 'statistics';
    await stopStats(appDeps); // writes the statistics events still buffered
    step = 'redis';
    await redis.quit().catch(() => redis.disconnect());
    step = 'database';
    await database.close();
    step = 'demo store sites';
    await demoSites?.close();
    step = 'local redis-server';
    if (localRedis) await stopLocalRedis(localRedis);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  // A port that cannot be taken is said in one line; anything else with its stack.
  if (err instanceof ListenError) logger.fatal(err.message);
  else logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
