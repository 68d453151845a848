import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsOf, runCatalogAudit } from '@hardprecios/core/audit/catalog-audit';
import { formatAudit } from '@hardprecios/core/audit/format-audit';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { queryRows } from '@hardprecios/core/db/raw';
import { demoProducts } from '@hardprecios/fixtures/demo/products';
import { seedDemo } from '@hardprecios/fixtures/seed/seed-demo';
import { startDemoSites, type DemoSites } from '@hardprecios/fixtures/store-sites/demo/demo-sites';
import { expectedListingsOf } from '@hardprecios/fixtures/store-sites/expected-listings';
import { startJobHarness, type JobHarness } from './testing/job-harness';

/*
 * 'Forzar actualización global' on the demo: the demo seeded, its stores read by the real workers from
 * their own fixture sites (all nine platforms, the browser one in Chromium). The sites serve the seeded
 * listings, so a read changes no listing's identity: at the seeded prices it changes no price, product or
 * model, and after prices move a little it refreshes them in place (one history row each), never starting
 * a new product nor holding a price.
 */

const COUNT = 600;
let demo: DemoSites;
let h: JobHarness;

interface Row {
  id: number;
  store_id: number;
  listing_key: string;
  name: string;
  price: number;
  model_id: number;
  removed: boolean;
  history: number;
}

/** The listings of the active stores read from sites. */
const catalog = async () =>
  (
    await queryRows<Row>(
      h.database.db,
      sql`SELECT p.id, p.store_id, p.listing_key, p.name, p.price::float8 AS price, p.model_id,
                 p.removed_at IS NOT NULL AS removed,
                 (SELECT count(*)::int FROM price_history ph WHERE ph.product_id = p.id) AS history
          FROM products p JOIN stores s ON s.id = p.store_id
          WHERE s.status_id = 1 AND s.source_kind = 'site' ORDER BY p.id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id), price: Number(r.price), model_id: Number(r.model_id) }));

interface RunRow {
  created: number;
  updated: number;
  price_changed: number;
  removed: number;
  status: string;
  reason: string | null;
  quality: { counts: Record<string, number>; audit?: Record<string, number> };
}

/** No check of the catalog audit finds anything (core/src/audit). */
const CLEAN_AUDIT = {
  desde: 0,
  'currency-mix': 0,
  'history-identity': 0,
  'inactive-store': 0,
  'hit-price': 0,
};

let updates = 0;
/** Forces a global update, waits for every store's run, and returns each site store's latest run. */
async function globalUpdate(): Promise<RunRow[]> {
  await h.workers.jobs.enqueueGlobalUpdate('global');
  updates++;
  await h.until(
    () =>
      h.events.filter((e) => e.queue === 'global-update-summary' && e.type === 'completed').length >= updates,
    240_000,
  );
  return queryRows<RunRow>(
    h.database.db,
    sql`SELECT DISTINCT ON (r.store_id) r.created, r.updated, r.price_changed, r.removed, r.status, r.reason,
               r.quality
        FROM ingestion_runs r JOIN stores s ON s.id = r.store_id
        WHERE s.source_kind = 'site' AND s.status_id = 1 ORDER BY r.store_id, r.id DESC`,
  );
}

beforeAll(async () => {
  demo = await startDemoSites({ products: COUNT, publicUrl: 'http://localhost:3000' });
  h = await startJobHarness({ fetcher: { allowPrivate: demo.allowList(), delayMs: 0, retryBaseMs: 10 } });
  await seedDemo(h.database.db, { products: COUNT, storeSite: (store) => demo.storeSite(store) });
  // A spreadsheet row in dollars named as a peso listing (issue 25's 'U$S 300'): the same model, never its 'desde'.
  const [sheet] = await queryRows<{ id: number }>(
    h.database.db,
    sql`SELECT id FROM stores WHERE source_kind = 'spreadsheet' AND status_id = 1 ORDER BY id LIMIT 1`,
  );
  const [peso] = await queryRows<{ name: string }>(
    h.database.db,
    sql`SELECT p.name FROM products p JOIN stores s ON s.id = p.store_id
        WHERE s.status_id = 1 AND p.removed_at IS NULL AND p.in_stock AND p.price > 1000 ORDER BY p.id LIMIT 1`,
  );
  await upsertListings(h.database.db, Number(sheet!.id), [
    {
      externalId: 'usd-1',
      url: 'https://planilla.test/usd-1',
      name: peso!.name,
      price: 300,
      currency: 'USD',
    },
  ]);
}, 120_000);
afterAll(async () => {
  await demo?.close();
});

describe('a global update of the demo, read from its stores’ own sites', () => {
  it('serves every store its seeded listings', async () => {
    const seeded = [...demoProducts({ count: COUNT })].filter((p) => demo.baseUrlOf(p.storeId));
    const stores = await demo.stores();
    expect(seeded.length).toBeGreaterThan(COUNT * 0.8);
    for (const p of seeded) expect(stores.get(p.storeId)!.product(p.storeIndex)!.name).toBe(p.listing.name);
  });

  it('at the seeded prices changes no listing, price, history or model', { timeout: 300_000 }, async () => {
    const before = await catalog();
    // A price under $ 50 means 'consultar' to a store: no reader publishes it, so such a listing goes.
    const unpublishable = before.filter((r) => r.price < 50);
    const runs = await globalUpdate();
    expect(runs.length).toBeGreaterThan(15);
    for (const run of runs) {
      expect(run, run.reason ?? '').toMatchObject({ status: 'done', created: 0, price_changed: 0 });
      expect(run.quality.counts).toMatchObject({ 'product-replaced': 0, 'held-for-review': 0 });
      expect(run.quality.audit).toEqual(CLEAN_AUDIT);
    }
    expect(runs.reduce((n, r) => n + r.removed, 0)).toBe(unpublishable.length);
    const fields = ({ id, listing_key, name, price, model_id, history }: Row) => ({
      id,
      listing_key,
      name,
      price,
      model_id,
      history,
    });
    expect((await catalog()).map(fields)).toEqual(before.map(fields));
  });

  it(
    'after prices move a little, refreshes most of them in place: one history row each, nothing replaced',
    {
      timeout: 300_000,
    },
    async () => {
      const before = await catalog();
      await demo.nextRead();
      const runs = await globalUpdate();
      for (const run of runs) {
        expect(run, run.reason ?? '').toMatchObject({ status: 'done', created: 0, removed: 0 });
        expect(run.quality.counts).toMatchObject({ 'product-replaced': 0, 'held-for-review': 0 });
        expect(run.quality.audit).toEqual(CLEAN_AUDIT);
      }

      const after = await catalog();
      expect(after.map((r) => [r.id, r.listing_key, r.name, r.model_id])).toEqual(
        before.map((r) => [r.id, r.listing_key, r.name, r.model_id]),
      );
      const listed = after.filter((r) => !r.removed);
      const wasOf = new Map(before.map((r) => [r.id, r]));
      const moved = listed.filter((r) => r.price !== wasOf.get(r.id)!.price);
      expect(moved.length / listed.length).toBeGreaterThan(0.5);
      expect(runs.reduce((n, r) => n + r.price_changed, 0)).toBe(moved.length);
      for (const r of listed) {
        const was = wasOf.get(r.id)!;
        // A move of a few percent, recorded once: never a price from another listing.
        expect(Math.abs(r.price - was.price) / was.price).toBeLessThan(0.035);
        expect(r.history).toBe(was.history + (r.price === was.price ? 0 : 1));
      }
      // Each listing's price is now the one its store's site shows.
      const shown = new Map<string, number>();
      for (const [storeId, site] of await demo.stores())
        for (const l of expectedListingsOf(site, demo.baseUrlOf(storeId)!))
          shown.set(`${storeId}|${l.externalId ? `id:${l.externalId}` : `url:${l.url}`}`, l.price);
      for (const r of listed) expect(r.price).toBe(shown.get(`${r.store_id}|${r.listing_key}`));
    },
  );

  it('leaves a catalog the audit finds nothing wrong with (npm run audit prints no violation)', async () => {
    const report = await runCatalogAudit(h.database.db);
    expect(countsOf(report), formatAudit(report)).toEqual(CLEAN_AUDIT);
    // It did look: models with a 'desde', histories with the names their prices were read under.
    const [looked] = await queryRows<{ models: number; named: number }>(
      h.database.db,
      sql`SELECT (SELECT count(DISTINCT model_id)::int FROM search_documents) AS models,
                 (SELECT count(*)::int FROM price_history WHERE name IS NOT NULL) AS named`,
    );
    expect(looked!.models).toBeGreaterThan(100);
    expect(looked!.named).toBeGreaterThan(1000);
  });
});
