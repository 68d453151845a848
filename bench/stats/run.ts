/**
 * bench/stats: the statistics reads over 90 days of 1,000,000 events, and the public write path under load.
 * Budget (issue 7): every read under 100 ms; writes above 3,000 events/s with p99 under 20 ms
 * (POST /api/estadisticas/visita-web, 32 concurrent clients).
 *   npx tsx bench/stats/run.ts [--events 1000000] [--seconds 10]
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedis } from '@hardprecios/core/runtime/redis';
import { addDays, argentinaDay } from '@hardprecios/core/stats/argentina-day';
import { featuredProductIds } from '@hardprecios/core/stats/featured';
import { rollUpClosedDays } from '@hardprecios/core/stats/rollup';
import { createSession, upsertUser } from '@hardprecios/core/users/users.repository';
import { createApp } from '@hardprecios/api/app';
import type { AppDeps } from '@hardprecios/api/deps';
import { stopStats } from '@hardprecios/api/stats/stats-runtime';
import { benchDatabaseUrl } from '../lib/bench-utils';
import { seedCatalog, seedEvents } from './seed-events';
import { driveWrites } from './drive-writes';
import { timeReads } from './time-reads';

const { values } = parseArgs({
  options: { events: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '10' } },
});
const totalEvents = Number(values.events);
const catalog = { stores: 40, products: 20_000 };
const name = 'hardprecios_bench_stats';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const database = await openDatabase({ url: benchDatabaseUrl(name), poolSize: 10 });
await database.migrate();

let started = performance.now();
await seedCatalog(database.db, catalog);
await seedEvents(database.db, totalEvents, 90, catalog);
await database.db.execute(sql`ANALYZE`);
const seedSeconds = seconds(started);
started = performance.now();
await rollUpClosedDays(database.db);
await database.db.execute(sql`ANALYZE stat_daily`);
const rollUpSeconds = seconds(started);

// The write limit is configuration; the bench's 32 clients share one address, so it is raised here.
const env = {
  ...loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', REDIS_PREFIX: `hardprecios-bench-stats` }),
  STATS_RATE_LIMIT_PER_MINUTE: 100_000_000,
};
const redis = connectRedis(redisUrl);
const deps: AppDeps = { env, database, redis, logger: createLogger('warn', 'bench') };
const server = createApp(deps).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const user = await upsertUser(database.db, {
  email: 'bench@example.com',
  name: 'Bench',
  picture: '',
  role: 'fullAdmin',
  storeId: null,
});
const token = await createSession(database.db, user.id, 1);
const today = argentinaDay(new Date());
const range = { fechaInicio: addDays(today, -89), fechaFin: addDays(today, 1) };
const reads = await timeReads(baseUrl, token, range);
started = performance.now();
const featured = await featuredProductIds(database.db, { limit: 8 });
const featuredMs = Math.round(performance.now() - started);

const writes = await driveWrites(`${baseUrl}/api/estadisticas/visita-web`, Number(values.seconds));
server.closeAllConnections();
await new Promise((r) => server.close(r));
await stopStats(deps);
// Every accepted event reached the database (the warm-up's included, hence >=).
const [stored] = await queryRows<{ n: number }>(
  database.db,
  sql`SELECT count(*)::int AS n FROM stat_web_visits WHERE url = 'https://hardprecios.com.ar/'`,
);

const readsWithinBudget = reads.every((r) => r.p95Ms < 100);
const writesWithinBudget =
  writes.saturated.eventsPerSecond > 3000 &&
  writes.atBudgetRate.eventsPerSecond >= 2900 &&
  writes.atBudgetRate.p99Ms < 20;
const accepted = writes.saturated.accepted + writes.atBudgetRate.accepted;
console.log(
  JSON.stringify(
    {
      bench: 'stats',
      events: totalEvents,
      seedSeconds,
      rollUpSeconds,
      range,
      reads,
      featuredFirstCallMs: featuredMs,
      featuredCount: featured.length,
      writes: { ...writes, storedEvents: stored!.n },
      budget: { readMs: 100, writeEventsPerSecond: 3000, writeP99Ms: 20 },
      withinBudget: readsWithinBudget && writesWithinBudget && stored!.n >= accepted,
    },
    null,
    2,
  ),
);

const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
if (keys.length) await redis.del(...keys);
await redis.quit();
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
