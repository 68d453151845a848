/**
 * Drill: Redis goes away under a running API and worker. Shoppers keep searching and browsing, the
 * health check says what is down within a second, statistics are not lost, and the schedules come back
 * by themselves when Redis returns empty.
 */
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@hardprecios/core/config/env';
import { queryRows } from '@hardprecios/core/db/raw';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedis, connectRedisFailFast } from '@hardprecios/core/runtime/redis';
import { buildCatalog, type TestCatalog } from '@hardprecios/core/testing/catalog-factory';
import { createTestDatabase, type TestDatabase } from '@hardprecios/core/testing/test-database';
import { createApp } from '@hardprecios/api/app';
import type { AppDeps } from '@hardprecios/api/deps';
import { statsRuntime, stopStats } from '@hardprecios/api/stats/stats-runtime';
import { startWorkers, type RunningWorkers } from '@hardprecios/workers/worker-runtime';
import { GLOBAL_UPDATE_SCHEDULER_ID, PRICE_STATS_SCHEDULER_ID } from '@hardprecios/core/jobs/queue-names';
import { startOwnRedis, type OwnRedis } from '@hardprecios/fixtures/services/own-redis';
import { sessionToken } from '@hardprecios/api/auth/testing/sessions';
import { drillWebDist } from './drill-web';

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let redisServer: OwnRedis;
let database: TestDatabase;
let catalog: TestCatalog;
let deps: AppDeps;
let workers: RunningWorkers;
let url: string;
let closeServer: () => Promise<void>;

beforeAll(async () => {
  redisServer = await startOwnRedis();
  database = await createTestDatabase();
  catalog = await buildCatalog(database.db);
  const env = loadEnv({ NODE_ENV: 'test', REDIS_PREFIX: 'drill', LOG_LEVEL: 'silent' });
  const logger = createLogger('silent', 'drill');
  deps = { env, database, redis: connectRedisFailFast(redisServer.url), logger, webDist: drillWebDist() };
  workers = await startWorkers({
    env,
    database,
    redisUrl: redisServer.url,
    logger,
    queues: [],
    scheduleCheckMs: 3_000,
  });
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
}, 60_000);

afterAll(async () => {
  await closeServer?.();
  await stopStats(deps);
  await workers?.stop();
  deps?.redis.disconnect();
  await redisServer?.stop();
}, 60_000);

async function timed(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url + path, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, body };
}

const search = (query: string) =>
  timed('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'productos', params: { query, hitsPerPage: 8 } }] }),
  });

const visit = (n: number) =>
  timed('/api/estadisticas/visita-web', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_UA,
      'x-forwarded-for': `203.0.113.${n}`,
    },
    body: JSON.stringify({ urlVisitada: `https://hardprecios.com.ar/drill/${n}` }),
  });

async function schedulers(): Promise<string[]> {
  const redis = connectRedis(redisServer.url);
  const found: string[] = [];
  for (const [queueName, id] of [
    ['global-update', GLOBAL_UPDATE_SCHEDULER_ID],
    ['price-stats', PRICE_STATS_SCHEDULER_ID],
  ] as const) {
    const queue = new Queue(queueName, { connection: redis, prefix: 'drill' });
    if (await queue.getJobScheduler(id)) found.push(queueName);
    await queue.close();
  }
  await redis.quit();
  return found;
}

async function eventually<T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('with Redis stopped', () => {
  it('keeps search, product pages and the results page answering; health says Redis is down within a second', async () => {
    expect((await timed('/api/health')).status).toBe(200);
    expect(await schedulers()).toEqual(['global-update', 'price-stats']);

    await redisServer.stop();

    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(1_000);
    expect(JSON.parse(health.body)).toMatchObject({
      status: 'down',
      database: { ok: true },
      redis: { ok: false, error: expect.any(String) },
    });

    const found = await search('rtx 4060');
    expect(found.status).toBe(200);
    expect(JSON.parse(found.body).results[0].nbHits).toBeGreaterThan(0);

    const product = await timed(`/api/products/${catalog.modelIds[0]![0]}`);
    expect(product.status).toBe(200);
    expect(JSON.parse(product.body).data.name).toContain('RTX 4060');

    // Back-office work that needs Redis says so at once instead of waiting for it.
    const admin = { authorization: `Bearer ${await sessionToken(database.db, { role: 'fullAdmin' })}` };
    const force = await timed('/api/stores/forzaractualizacion/', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'update', tiendaId: catalog.stores[0].id }),
    });
    expect(force.status).toBe(503);
    expect(force.ms).toBeLessThan(2_000);
    expect(JSON.parse(force.body).message).toBe(
      'No se pudo encolar la actualización; probá de nuevo en unos minutos',
    );

    const preview = await timed('/api/stores/probar-lectura', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'tienda.com.ar' }),
    });
    expect(preview.status).toBe(503);
    expect(preview.ms).toBeLessThan(1_000);

    const page = await timed('/search-result/?wordKey=rtx%204060');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<p class="ssr">[1-9]\d* resultados<\/p>/);
  });

  it('answers statistics writes without waiting for Redis and writes every one of them', async () => {
    const answers = [];
    for (let n = 1; n <= 20; n++) answers.push(await visit(n));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    // None waits for Redis: the rate limit is skipped and the visitor salt is a local one meanwhile.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(500);

    await redisServer.start();
    for (let n = 21; n <= 25; n++) expect((await visit(n)).status).toBe(202);
    await statsRuntime(deps).flush();
    const [row] = await queryRows<{ visits: number }>(
      database.db,
      sql`SELECT count(*)::int AS visits FROM stat_web_visits WHERE url LIKE '%/drill/%'`,
    );
    expect(row!.visits).toBe(25);
  });
});

describe('with Redis back, empty', () => {
  it('has the schedules again within a minute, after a restart and after a flush', async () => {
    // The previous test restarted Redis without its data: the worker re-creates the schedules.
    expect(await eventually(schedulers, (s) => s.length === 2, 60_000)).toEqual([
      'global-update',
      'price-stats',
    ]);
    const health = await eventually(
      () => timed('/api/health'),
      (h) => h.status === 200,
      10_000,
    );
    expect(health.status).toBe(200);

    // A flush does not even drop the connection; the periodic check notices.
    const redis = connectRedis(redisServer.url);
    await redis.flushall();
    await redis.quit();
    expect(await schedulers()).toEqual([]);
    expect(await eventually(schedulers, (s) => s.length === 2, 60_000)).toEqual([
      'global-update',
      'price-stats',
    ]);
  }, 130_000);
});
