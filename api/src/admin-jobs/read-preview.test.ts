import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_READER_MESSAGE } from '@hardprecios/core/jobs/read-preview-client';
import { startStoreSites, type StoreSites } from '@hardprecios/fixtures/store-sites/index';
import { startJobHarness } from '@hardprecios/workers/jobs/testing/job-harness';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { startTestApp, type TestApp } from '../testing/test-app';

let sites: StoreSites;
let allowed: TestApp;
let guarded: TestApp;
let workerless: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  sites = await startStoreSites();
  sites.stores.woocommerce.failureMode = 'off';
  allowed = await startTestApp({ ALLOW_PRIVATE_FETCH: sites.allowList().join(',') });
  guarded = await startTestApp();
  workerless = await startTestApp({}, { readPreviewWaitMs: 1_500 });
  // The reading happens on a worker, configured like the API (same env, same database).
  for (const app of [allowed, guarded])
    await startJobHarness({ baseEnv: app.deps.env, database: app.database, queues: ['read-preview'] });
  adminHeaders = bearer(await sessionToken(allowed.database.db, { role: 'fullAdmin' }));
});
afterAll(() => sites.close());

const preview = (app: TestApp, body: unknown, headers: Record<string, string>) =>
  app.request('/api/stores/probar-lectura', { method: 'POST', json: body, headers });

describe("POST /api/stores/probar-lectura ('Probar lectura')", () => {
  it('has a worker read the first page of a store and shows what it found, writing nothing', async () => {
    const res = await preview(allowed, { url: sites.baseUrlOf('woocommerce'), lector: 'auto' }, adminHeaders);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { lector: string; encontrados: number; productos: { nombre: string; precio: number }[] };
    };
    expect(data.lector).toBe('woocommerce');
    expect(data.encontrados).toBeGreaterThan(0);
    const expected = sites.expectedListings('woocommerce');
    expect(expected.map((l) => l.name)).toContain(data.productos[0]!.nombre);
    expect(data).not.toHaveProperty('ok');
    const products = await allowed.database.db.query.products.findMany();
    expect(products).toHaveLength(0);
  });

  it('refuses private and loopback addresses outside the allowed fixture hosts, saying why', async () => {
    const headers = bearer(await sessionToken(guarded.database.db, { role: 'fullAdmin' }));
    for (const url of [
      'http://127.0.0.1:9/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const res = await preview(guarded, { url }, headers);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^No se pudo leer la tienda: /);
    }
  });

  it('needs a back-office session and a known reader', async () => {
    expect((await preview(allowed, { url: 'tienda.com.ar' }, {})).status).toBe(401);
    const res = await preview(allowed, { url: 'tienda.com.ar', lector: 'ftp' }, adminHeaders);
    expect(res.status).toBe(400);
  });

  it('answers 503 in time when no worker is running, and leaves no job behind to run later', async () => {
    const headers = bearer(await sessionToken(workerless.database.db, { role: 'fullAdmin' }));
    const started = Date.now();
    const res = await preview(workerless, { url: sites.baseUrlOf('woocommerce') }, headers);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'unavailable', message: NO_READER_MESSAGE });
    expect(Date.now() - started).toBeLessThan(5_000);
    const queue = new Queue('read-preview', {
      connection: workerless.deps.redis,
      prefix: workerless.deps.env.REDIS_PREFIX,
    });
    expect(await queue.getJobCounts('waiting', 'active', 'delayed')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
    });
  });
});
