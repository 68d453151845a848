import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, products } from '@hardprecios/core/db/schema';
import { buildStore } from '@hardprecios/core/testing/factories';
import {
  FIXTURE_PLATFORMS,
  startStoreSites,
  type ExpectedListing,
  type FixturePlatform,
  type StoreSites,
} from '@hardprecios/fixtures/store-sites/index';
import { fixtureStoreConfig } from '@hardprecios/fixtures/store-sites/store-configs';
import { startJobHarness, type JobHarness } from './testing/job-harness';

let sites: StoreSites;
let h: JobHarness;

beforeAll(async () => {
  sites = await startStoreSites();
  h = await startJobHarness({
    fetcher: { allowPrivate: sites.allowList(), delayMs: 0, retryBaseMs: 10 },
  });
});
afterAll(async () => {
  await sites?.close();
});

/** What the catalog holds for a store, shaped like the fixtures' expected listings. */
async function catalogOf(storeId: number) {
  const rows = await h.database.db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.removedAt)));
  return rows
    .map((p) => ({
      externalId: p.externalId ?? undefined,
      name: p.name,
      brand: p.brand ?? undefined,
      ean: p.ean ?? undefined,
      mpn: p.mpn ?? undefined,
      price: p.price,
      listPrice: p.listPrice ?? undefined,
      cashPrice: p.cashPrice ?? undefined,
      currency: p.currency,
      url: p.url,
      image: p.images[0],
      inStock: p.inStock,
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

function shaped(expected: ExpectedListing[]) {
  return expected
    .map(({ sku: _sku, listPrice, cashPrice, ...rest }) => ({ ...rest, listPrice, cashPrice }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

async function updateAndWait(storeId: number, runNumber: number) {
  await h.workers.jobs.enqueueCatalogUpdate(storeId, 'manual');
  const run = await h.until(async () => {
    const run = (await h.runs(storeId))[runNumber - 1];
    return run && (run.status === 'done' || run.status === 'failed') && run;
  }, 90_000);
  await h.finishedRun(storeId); // and BullMQ has let go of the job, so the next update is a new one
  return run;
}

async function historyRows(storeId: number): Promise<number> {
  const [row] = await h.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceHistory)
    .innerJoin(products, eq(products.id, priceHistory.productId))
    .where(eq(products.storeId, storeId));
  return row!.n;
}

describe.each(FIXTURE_PLATFORMS.map((p) => [p]))(
  'the %s fixture store read by the workers',
  (platform: FixturePlatform) => {
    it(
      'gives exactly the expected listings, then a price change adds exactly those history rows',
      { timeout: 180_000 },
      async () => {
        const config = fixtureStoreConfig(platform);
        const store = await buildStore(h.database.db, { url: sites.baseUrlOf(platform), ...config });

        const first = await updateAndWait(store.id, 1);
        expect(first, first.reason ?? '').toMatchObject({ status: 'done', removed: 0 });
        const expected = shaped(sites.expectedListings(platform));
        expect(await catalogOf(store.id)).toEqual(expected);
        expect(first.created).toBe(expected.length);
        expect(await historyRows(store.id)).toBe(expected.length);

        const changes = sites.stores[platform].scalePrices(1.1, 5);
        const second = await updateAndWait(store.id, 2);
        expect(second).toMatchObject({
          status: 'done',
          created: 0,
          priceChanged: changes.length,
          removed: 0,
        });
        expect(await historyRows(store.id)).toBe(expected.length + changes.length);
        expect(await catalogOf(store.id)).toEqual(shaped(sites.expectedListings(platform)));
        sites.stores[platform].reset();
      },
    );
  },
);

describe('auto detection on a fixture store', () => {
  it(
    'finds the platform by itself and records which reader read the store',
    { timeout: 60_000 },
    async () => {
      const store = await buildStore(h.database.db, { url: sites.baseUrlOf('shopify'), reader: 'auto' });
      const run = await updateAndWait(store.id, 1);
      expect(run).toMatchObject({ status: 'done', reader: 'shopify' });
      expect(run.seen).toBe(sites.expectedListings('shopify').length);
    },
  );

  it(
    'marks a listing removed from the site unavailable on the next complete read',
    { timeout: 120_000 },
    async () => {
      // What this test is about is the sweep, not the store's slow or failing pages (tested above).
      sites.stores.vtex.failureMode = 'off';
      sites.stores.vtex.slowMs = 0;
      const store = await buildStore(h.database.db, { url: sites.baseUrlOf('vtex'), reader: 'vtex' });
      await updateAndWait(store.id, 1);
      const [gone] = sites.expectedListings('vtex');
      sites.stores.vtex.remove(gone!.sku);
      const run = await updateAndWait(store.id, 2);
      expect(run).toMatchObject({ status: 'done', removed: 1 });
      const [row] = await h.database.db
        .select()
        .from(products)
        .where(and(eq(products.storeId, store.id), eq(products.url, gone!.url)));
      expect(row!.removedAt).not.toBeNull();
      sites.stores.vtex.reset();
    },
  );

  it('marks nothing unavailable when a page keeps failing', { timeout: 120_000 }, async () => {
    const store = await buildStore(h.database.db, {
      url: sites.baseUrlOf('woocommerce'),
      reader: 'woocommerce',
    });
    await updateAndWait(store.id, 1);
    sites.stores.woocommerce.failureMode = 'always';
    const [gone] = sites.expectedListings('woocommerce');
    sites.stores.woocommerce.remove(gone!.sku);
    const run = await updateAndWait(store.id, 2);
    expect(run.removed).toBe(0);
    expect(run.reason).toMatch(/incompleta|transitoria/);
    const removed = await h.database.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), sql`${products.removedAt} is not null`));
    expect(removed).toEqual([]);
    sites.stores.woocommerce.reset();
  });
});
