import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type TestCatalog } from '@hardprecios/core/testing/catalog-factory';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { startJobHarness, type JobHarness } from '@hardprecios/workers/jobs/testing/job-harness';
import { ScriptedSite, scriptedCatalog } from '@hardprecios/workers/jobs/testing/scripted-reader';
import { startTestApp, type TestApp } from '../testing/test-app';

const TOKEN = 'metrics-token-of-the-test-0123';
const sites = new Map<string, ScriptedSite>();
let app: TestApp;
let h: JobHarness;
let catalog: TestCatalog;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN });
  h = await startJobHarness({
    database: app.database,
    baseEnv: app.deps.env,
    readers: scriptedCatalog(sites),
  });
  catalog = await buildCatalog(app.database.db);
  app.catalogWritten();
});

const scrape = async () => {
  const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

/** The value of one series, e.g. value(text, 'hardprecios_queue_jobs', { queue: 'alerts', state: 'waiting' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is refused without the token, and off when no token is configured', async () => {
    expect((await app.request('/metrics')).status).toBe(401);
    expect(
      (await app.request('/metrics', { headers: { authorization: 'Bearer otro-token-cualquiera' } })).status,
    ).toBe(401);
    const off = await startTestApp();
    expect((await off.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
  });

  it('after traffic and a catalog update, has the series an operator watches with sane values', async () => {
    // Traffic: three searches, a product page, a 404, and a statistics event.
    for (const query of ['rtx 4060', 'ryzen', 'ssd 1tb'])
      await app.request('/api/search', {
        method: 'POST',
        json: { requests: [{ indexName: 'productos', params: { query, hitsPerPage: 8 } }] },
      });
    expect((await app.request(`/api/products/${catalog.modelIds[0]![0]}`)).status).toBe(200);
    expect((await app.request('/api/no-such-thing')).status).toBe(404);
    await app.request('/api/estadisticas/visita-web', {
      method: 'POST',
      json: { urlVisitada: 'https://hardprecios.com.ar/' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    });
    // A job: a store read with two listings, the second rejected (no price).
    const store = await buildStore(app.database.db);
    const site = new ScriptedSite();
    site.pages = [[buildListing(1), { ...buildListing(2), price: Number.NaN }]];
    sites.set(new URL(`https://${store.url}`).host, site);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.finishedRun(store.id);

    const text = await scrape();
    const search = { route: '/api/search', method: 'POST', status: '200' };
    expect(value(text, 'http_request_duration_seconds_count', search)).toBe(3);
    expect(value(text, 'http_request_duration_seconds_sum', search)).toBeGreaterThan(0);
    expect(
      value(text, 'http_request_duration_seconds_count', { route: '/api/products/:id', status: '200' }),
    ).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(
      value(text, 'hardprecios_search_duration_seconds_count', { engine: 'postgres' }),
    ).toBeGreaterThanOrEqual(3);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(value(text, 'hardprecios_queue_jobs', { queue: 'catalog-update', state })).toBe(0);
    expect(
      value(text, 'hardprecios_job_duration_seconds_count', {
        queue: 'catalog-update',
        reader: 'woocommerce',
      }),
    ).toBe(1);
    expect(
      value(text, 'hardprecios_job_failures_total', { queue: 'catalog-update', reader: 'woocommerce' }) ?? 0,
    ).toBe(0);
    expect(value(text, 'hardprecios_ingestion_listings_total', { outcome: 'created' })).toBe(1);
    expect(value(text, 'hardprecios_ingestion_listings_total', { outcome: 'rejected' })).toBe(1);
    expect(value(text, 'hardprecios_stats_buffer_events')).toBeGreaterThanOrEqual(0);
    for (const reason of ['full', 'stopped', 'invalid'])
      expect(value(text, 'hardprecios_stats_dropped_total', { reason })).toBe(0);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('counts a failed job attempt by queue and reader, and jobs by queue and state', async () => {
    const store = await buildStore(app.database.db);
    const site = new ScriptedSite();
    site.pages = [new Error('la tienda se cayó')];
    sites.set(new URL(`https://${store.url}`).host, site);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.until(async () =>
      value(await scrape(), 'hardprecios_job_failures_total', { queue: 'catalog-update' }),
    );
    const text = await scrape();
    expect(
      value(text, 'hardprecios_job_failures_total', { queue: 'catalog-update', reader: 'woocommerce' }),
    ).toBeGreaterThanOrEqual(1);
    // A job waiting for its time is counted as delayed, by its queue.
    await h.workers.jobs.queue('price-stats').add('price-stats', { trigger: 'manual' }, { delay: 3_600_000 });
    const later = await scrape();
    expect(value(later, 'hardprecios_queue_jobs', { queue: 'price-stats', state: 'delayed' })).toBe(1);
    expect(value(later, 'hardprecios_queue_jobs', { queue: 'price-stats', state: 'waiting' })).toBe(0);
  });
});
