import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, products, searchDocuments, stores } from '@hardprecios/core/db/schema';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { FetchError } from '../http/errors';
import { PermanentReadError } from '../readers/types';
import { catalogUpdateJobId } from '@hardprecios/core/jobs/queue-names';
import { startJobHarness, type JobHarness } from './testing/job-harness';
import { ScriptedSite, scriptedCatalog } from './testing/scripted-reader';

const sites = new Map<string, ScriptedSite>();
let h: JobHarness;

beforeAll(async () => {
  h = await startJobHarness({ readers: scriptedCatalog(sites) });
});

/** A store whose site is a scripted one, with `pages` of listings. */
async function storeWithSite(pages: ScriptedSite['pages'], overrides: Parameters<typeof buildStore>[1] = {}) {
  const store = await buildStore(h.database.db, overrides);
  const site = new ScriptedSite();
  site.pages = pages;
  sites.set(new URL(`https://${store.url}`).host, site);
  return { store, site };
}

const listings = (from: number, to: number, overrides = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => buildListing(from + i, overrides));

async function productsOf(storeId: number) {
  return h.database.db.select().from(products).where(eq(products.storeId, storeId)).orderBy(products.id);
}

describe('catalog-update', () => {
  it('reads the store, writes its listings, reports progress and records the run', async () => {
    const { store, site } = await storeWithSite([listings(1, 3), listings(4, 5)]);
    site.pageDelayMs = 300;
    const first = await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const second = await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    expect(first).toEqual({ jobId: `catalog-update-${store.id}`, joined: false });
    expect(second).toEqual({ jobId: `catalog-update-${store.id}`, joined: true });

    const run = await h.finishedRun(store.id);
    expect(run).toMatchObject({
      status: 'done',
      trigger: 'manual',
      jobId: catalogUpdateJobId(store.id),
      reader: 'woocommerce',
      seen: 5,
      created: 5,
      updated: 0,
      priceChanged: 0,
      removed: 0,
      errors: 0,
      reason: null,
    });
    expect(await h.runs(store.id)).toHaveLength(1);
    expect(site.attempts).toBe(1);
    expect(await productsOf(store.id)).toHaveLength(5);
    const [row] = await h.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.lastUpdateAt).not.toBeNull();

    const progress = h.events
      .filter((e) => e.type === 'progress' && e.jobId === first.jobId)
      .map((e) => e.data as { phase: string; read: number; storeId: number });
    expect(progress.map((p) => p.phase)).toEqual(
      expect.arrayContaining(['starting', 'detecting', 'reading', 'removing', 'done']),
    );
    expect(progress.at(-1)).toMatchObject({
      phase: 'done',
      storeId: store.id,
      read: 5,
      created: 5,
      removed: 0,
      reader: 'woocommerce',
    });
  });

  it('makes a listing that left the site unavailable, and records exactly the price changes', async () => {
    const { store, site } = await storeWithSite([listings(1, 4)]);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.finishedRun(store.id);

    // Listing 4 is gone, listing 2 is cheaper.
    site.pages = [[buildListing(1), { ...buildListing(2), price: 150_000 }, buildListing(3)]];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'schedule');
    const run = await h.until(
      async () => (await h.runs(store.id))[1]?.status === 'done' && (await h.runs(store.id))[1],
    );
    expect(run).toMatchObject({
      seen: 3,
      created: 0,
      updated: 1,
      priceChanged: 1,
      removed: 1,
      trigger: 'schedule',
    });

    const rows = await productsOf(store.id);
    expect(rows.filter((p) => p.removedAt !== null).map((p) => p.externalId)).toEqual(['sku-4']);
    const history = await h.database.db
      .select({ productId: priceHistory.productId, price: priceHistory.price })
      .from(priceHistory)
      .innerJoin(products, eq(products.id, priceHistory.productId))
      .where(eq(products.storeId, store.id));
    expect(history).toHaveLength(5); // four first sightings, one change
    const gone = rows.find((p) => p.externalId === 'sku-4')!;
    expect(
      await h.database.db.select().from(searchDocuments).where(eq(searchDocuments.productId, gone.id)),
    ).toEqual([]);
  });

  it('marks nothing unavailable when a page was lost, and says the read was incomplete', async () => {
    const { store, site } = await storeWithSite([listings(1, 3)]);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.finishedRun(store.id);
    site.pages = [listings(1, 1), { lost: 'https://tienda/page/2' }];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await h.until(
      async () => (await h.runs(store.id))[1]?.status === 'done' && (await h.runs(store.id))[1],
    );
    expect(run).toMatchObject({
      removed: 0,
      errors: 1,
      reason: 'Lectura incompleta: no se marcó ningún producto como no disponible',
      errorSamples: [{ where: 'https://tienda/page/2', message: 'HTTP 500' }],
    });
    expect((await productsOf(store.id)).every((p) => p.removedAt === null)).toBe(true);
  });

  it('counts invalid listings as errors with samples and writes the valid ones', async () => {
    const { store } = await storeWithSite([
      [buildListing(1), { ...buildListing(2), price: -3 }, { ...buildListing(3), url: 'no-es-url' }],
    ]);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await h.finishedRun(store.id);
    expect(run).toMatchObject({ status: 'done', seen: 1, created: 1, errors: 2 });
    expect(run.errorSamples).toEqual([
      { where: 'https://tienda.com.ar/producto/2', message: expect.stringContaining('price') },
      { where: 'no-es-url', message: expect.stringContaining('url') },
    ]);
  });

  it("reports the read's price quality with the run: a wild move held 'a revisar' until confirmed, an absurd price refused", async () => {
    const { store, site } = await storeWithSite([listings(1, 3)]);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.finishedRun(store.id);
    const nthRun = (n: number) =>
      h.until(async () => (await h.runs(store.id))[n]?.status === 'done' && (await h.runs(store.id))[n]);

    // Listing 1 read at a tenth of its price (a lost digit?), listing 2 at 10 pesos.
    site.pages = [
      [{ ...buildListing(1), price: 20_000 }, { ...buildListing(2), price: 10 }, buildListing(3)],
    ];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'schedule');
    const suspicious = await nthRun(1);
    expect(suspicious.quality.counts).toEqual({
      'held-for-review': 1,
      'absurd-price': 1,
      'price-disagreement': 0,
      'no-price': 0,
      'product-replaced': 0,
    });
    expect(suspicious.quality.samples).toEqual([
      {
        kind: 'absurd-price',
        where: 'https://tienda.com.ar/producto/2',
        message: '"Procesador AMD Ryzen 5 5600 AM4 #2": precio 10 ARS demasiado bajo para publicarlo',
      },
      {
        kind: 'held-for-review',
        where: 'https://tienda.com.ar/producto/1',
        message:
          '"Procesador AMD Ryzen 5 5600 AM4 #1": el precio pasó de $ 200.001 a $ 20.000; queda a revisar y se publica cuando la próxima lectura lo confirme',
      },
    ]);
    const prices = async () =>
      (await productsOf(store.id))
        .sort((a, b) => a.externalId!.localeCompare(b.externalId!))
        .map((p) => Number(p.price));
    expect(await prices()).toEqual([200_001, 200_002, 200_003]);

    // The next read says the same: the move is real and is published; nothing left to review.
    site.pages = [[{ ...buildListing(1), price: 20_000 }, buildListing(2), buildListing(3)]];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'schedule');
    const confirmed = await nthRun(2);
    expect(confirmed).toMatchObject({ priceChanged: 1, errors: 0 });
    expect(confirmed.quality.counts['held-for-review']).toBe(0);
    expect(await prices()).toEqual([20_000, 200_002, 200_003]);
  });

  it("reports a listing the store reused for another product in the run's quality, and starts a new product for it", async () => {
    const { store, site } = await storeWithSite([listings(1, 2)]);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.finishedRun(store.id);
    const [first] = await productsOf(store.id);

    site.pages = [
      [{ ...buildListing(1), name: 'Mouse Logitech G305 Lightspeed', price: 45_000 }, buildListing(2)],
    ];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'schedule');
    const run = await h.until(
      async () => (await h.runs(store.id))[1]?.status === 'done' && (await h.runs(store.id))[1],
    );
    expect(run).toMatchObject({ created: 1, priceChanged: 0, removed: 0 });
    expect(run.quality.counts['product-replaced']).toBe(1);
    expect(run.quality.samples).toEqual([
      {
        kind: 'product-replaced',
        where: 'https://tienda.com.ar/producto/1',
        message: `"Procesador AMD Ryzen 5 5600 AM4 #1" ahora es "Mouse Logitech G305 Lightspeed" (otra marca): es otro producto, con su propio historial; el anterior queda como no disponible (producto ${first!.id})`,
      },
    ]);
    const rows = await productsOf(store.id);
    expect(rows.map((p) => [p.name, Number(p.price), p.removedAt !== null])).toEqual([
      ['Procesador AMD Ryzen 5 5600 AM4 #1', 200_001, true],
      ['Procesador AMD Ryzen 5 5600 AM4 #2', 200_002, false],
      ['Mouse Logitech G305 Lightspeed', 45_000, false],
    ]);
  });

  it('retries a transient failure after the Retry-After the site asked for', async () => {
    const { store, site } = await storeWithSite([listings(1, 2)]);
    site.failFirst = [new FetchError('HTTP 503', 'https://t/p', 503, true, 1)];
    const started = Date.now();
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await h.finishedRun(store.id);
    expect(run).toMatchObject({ status: 'done', created: 2 });
    expect(site.attempts).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await h.runs(store.id)).toHaveLength(1);
  });

  it('does not retry a permanent failure and ends the run with a clear reason', async () => {
    const { store, site } = await storeWithSite([listings(1, 2)]);
    site.failFirst = [new PermanentReadError('https://t/wp-json: respondió 404')];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await h.finishedRun(store.id);
    expect(run).toMatchObject({
      status: 'failed',
      reason: 'No se pudo leer la tienda: https://t/wp-json: respondió 404',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(site.attempts).toBe(1);
    const failed = h.events.find((e) => e.type === 'failed' && e.jobId === catalogUpdateJobId(store.id));
    expect(failed?.data).toBe('No se pudo leer la tienda: https://t/wp-json: respondió 404');
  });

  it('gives up after the last attempt of a failure that stays transient, marking nothing', async () => {
    const { store, site } = await storeWithSite([listings(1, 2)]);
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    await h.finishedRun(store.id);
    site.pages = [listings(1, 1), new FetchError('socket hang up', 'https://t/p2', undefined, true)];
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await h.until(
      async () => (await h.runs(store.id))[1]?.status === 'failed' && (await h.runs(store.id))[1],
    );
    expect(site.attempts).toBe(1 + 4);
    expect(run.reason).toBe('Falla transitoria al leer https://t/p2: socket hang up');
    expect(
      await h.database.db
        .select()
        .from(products)
        .where(and(eq(products.storeId, store.id), isNotNull(products.removedAt))),
    ).toEqual([]);
  });

  it('has nothing to read for a store fed by spreadsheets', async () => {
    const { store, site } = await storeWithSite([listings(1, 2)], { sourceKind: 'spreadsheet' });
    await h.workers.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await h.finishedRun(store.id);
    expect(run).toMatchObject({
      status: 'done',
      seen: 0,
      reason: 'La tienda se actualiza con planillas: no hay sitio que leer',
    });
    expect(site.attempts).toBe(0);
  });
});

describe('global update', () => {
  it('fans out one catalog update per active store and summarizes them when all have finished', async () => {
    const a = await storeWithSite([listings(1, 2)]);
    const b = await storeWithSite([listings(1, 1)]);
    const suspended = await storeWithSite([listings(1, 1)], { statusId: 2 });
    const broken = await storeWithSite([listings(1, 1)]);
    // Stores of earlier tests are active too: every active store is updated (their sites now read fine).
    for (const site of sites.values()) site.pages = site.pages.filter((page) => !(page instanceof Error));
    // One store fails for good: the summary still comes, counting it.
    broken.site.failFirst = [new PermanentReadError('sitio caído')];
    const active = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stores)
      .where(eq(stores.statusId, 1));
    const { jobId } = await h.workers.jobs.enqueueGlobalUpdate('global');
    expect(jobId).toBe('global-update-requested');

    const summary = await h.until(
      () => h.events.find((e) => e.queue === 'global-update-summary' && e.type === 'completed'),
      30_000,
    );
    expect(summary.data).toEqual({ stores: active[0]!.n, done: active[0]!.n - 1, failed: 1, joined: 0 });
    expect((await h.runs(broken.store.id)).at(-1)).toMatchObject({
      status: 'failed',
      reason: 'No se pudo leer la tienda: sitio caído',
    });
    expect((await h.runs(a.store.id)).at(-1)).toMatchObject({ trigger: 'global', status: 'done' });
    expect((await h.runs(b.store.id)).at(-1)).toMatchObject({ trigger: 'global', status: 'done' });
    expect(await h.runs(suspended.store.id)).toEqual([]);
  });
});
