/**
 * Drill: PostgreSQL stops under a running API. Catalog requests answer 503 with a Spanish message and
 * Retry-After within two seconds, health says the database is down, and everything answers again
 * within ten seconds of the server's return, without restarting the API.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@hardprecios/core/db/raw';
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase, type Database } from '@hardprecios/core/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@hardprecios/core/db/unavailable';
import { createLogger } from '@hardprecios/core/runtime/logger';
import { connectRedisFailFast } from '@hardprecios/core/runtime/redis';
import { buildCatalog, type TestCatalog } from '@hardprecios/core/testing/catalog-factory';
import { testRedis } from '@hardprecios/core/testing/test-database';
import { createApp } from '@hardprecios/api/app';
import type { AppDeps } from '@hardprecios/api/deps';
import { statsRuntime, stopStats } from '@hardprecios/api/stats/stats-runtime';
import { startOwnPostgres, type OwnPostgres } from '@hardprecios/fixtures/services/own-postgres';

const METRICS_TOKEN = 'drill-metrics-token-0123456789';
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let server: OwnPostgres;
let database: Database;
let catalog: TestCatalog;
let deps: AppDeps;
let url: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  server = await startOwnPostgres();
  // As api/src/main.ts opens it.
  database = await openDatabase({ url: server.url, connectTimeoutMs: 1_500 });
  await database.migrate();
  catalog = await buildCatalog(database.db);
  const redis = testRedis();
  const env = loadEnv({ NODE_ENV: 'test', REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent', METRICS_TOKEN });
  deps = { env, database, redis: connectRedisFailFast(redis.url), logger: createLogger('silent', 'drill') };
  const http = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((r) => http.once('listening', r));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  closeApp = async () => {
    http.closeAllConnections();
    await new Promise((r) => http.close(r));
  };
}, 90_000);

afterAll(async () => {
  await closeApp?.();
  await stopStats(deps).catch(() => {});
  await database?.close().catch(() => {});
  await deps?.redis.quit();
  await server?.destroy();
}, 60_000);

async function timed(
  path: string,
): Promise<{ status: number; ms: number; retryAfter: string | null; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url + path, { signal: AbortSignal.timeout(15_000) });
  const body = await res.json();
  return {
    status: res.status,
    ms: performance.now() - started,
    retryAfter: res.headers.get('retry-after'),
    body,
  };
}

describe('with PostgreSQL stopped', () => {
  it('answers 503 with a message and Retry-After within two seconds, holds statistics in memory, then recovers by itself and writes them', async () => {
    const productPath = `/api/products/${catalog.modelIds[0]![0]}`;
    expect((await timed(productPath)).status).toBe(200);
    expect((await timed('/api/stores')).status).toBe(200);

    await server.stop();

    for (const path of [productPath, '/api/stores', '/api/products/all-products?page=1']) {
      const answer = await timed(path);
      expect(answer, path).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
      });
      expect(answer.ms, path).toBeLessThan(2_000);
    }
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(1_000);
    expect(health.body).toMatchObject({ status: 'down', database: { ok: false }, redis: { ok: true } });

    // Statistics keep being accepted at once and wait in memory (the metric shows them waiting).
    for (let n = 1; n <= 10; n++) {
      const started = performance.now();
      const res = await fetch(`${url}/api/estadisticas/visita-web`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': BROWSER_UA,
          'x-forwarded-for': `203.0.113.${n}`,
        },
        body: JSON.stringify({ urlVisitada: `https://hardprecios.com.ar/caida/${n}` }),
      });
      expect(res.status).toBe(202);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    const metrics = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(Number(/^hardprecios_stats_buffer_events (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(10);
    expect(metrics).toMatch(/^hardprecios_stats_dropped_total\{reason="full"\} 0$/m);

    await server.start();
    const back = Date.now();
    let answer = await timed(productPath).catch(() => undefined);
    while (answer?.status !== 200 && Date.now() - back < 10_000) {
      await new Promise((r) => setTimeout(r, 200));
      answer = await timed(productPath).catch(() => undefined);
    }
    expect(answer?.status).toBe(200);
    expect(Date.now() - back).toBeLessThan(10_000);
    expect((await timed('/api/health')).status).toBe(200);

    // Nothing lost: the ten visits posted during the outage are written once it is back.
    await statsRuntime(deps).flush();
    const [row] = await queryRows<{ visits: number }>(
      database.db,
      sql`SELECT count(*)::int AS visits FROM stat_web_visits WHERE url LIKE '%/caida/%'`,
    );
    expect(row!.visits).toBe(10);
  }, 60_000);
});
