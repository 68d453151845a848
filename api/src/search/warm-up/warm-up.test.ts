import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';
import { CATALOG_MODELS } from '@hardprecios/core/testing/catalog-factory';
import { buildListing } from '@hardprecios/core/testing/factories';
import { startCatalogApp, type CatalogApp } from '../testing/catalog-app';
import { warmUpSearch, type WarmUpStatus } from './warm-up';

interface Hit {
  nombre: string;
  modeloId: number | null;
  precioDesde: number | null;
}
const KINGSTON = 9; // 'Memoria RAM Kingston Fury Beast 16GB DDR4 3200MHz', 45,000 (Mendoza PC: 43,650)

let t: CatalogApp;
let warmUp: WarmUpStatus;
let before: Hit;

async function kingston(): Promise<Hit> {
  const { body } = await t.call<{ results: { hits: Hit[] }[] }>('/api/search', {
    json: { requests: [{ indexName: 'productos', params: { query: 'kingston fury', distinct: true } }] },
  });
  return body.results[0]!.hits.find((h) => h.nombre === CATALOG_MODELS[KINGSTON]![0])!;
}

beforeAll(async () => {
  t = await startCatalogApp();
  await recomputeModels(t.db);
  t.app.catalogWritten();
  // An answer given before the warm-up ends (as the warm-up's own are), then a store lowers its price
  // from another process, as an update does.
  before = await kingston();
  const [name, categoryId] = CATALOG_MODELS[KINGSTON]!;
  await upsertListings(t.db, t.catalog.stores[0].id, [
    buildListing(KINGSTON, { externalId: `m${KINGSTON}`, name, price: 40_000, categoryIds: [categoryId] }),
  ]);
  warmUp = await warmUpSearch(t.app.deps, t.app.express);
});

describe('search warm-up at start', () => {
  it('answers searches of its own catalog, and the health check says how many and how long', async () => {
    expect(warmUp.state).toBe('done');
    expect(warmUp.queries).toBeGreaterThan(20);
    const { body } = await t.call<{ search: { warmUp: unknown } }>('/api/health');
    expect(body.search.warmUp).toEqual({ state: 'done', queries: warmUp.queries, ms: warmUp.ms });
  });

  it('forgets the answers given before it ended: the first search shows the price as it is now', async () => {
    expect(before.precioDesde).toBe(43_650);
    const first = await kingston();
    expect(first.precioDesde).toBe(40_000);
    expect(await kingston()).toEqual(first);
  });

  it('counts none of its searches in the statistics, and counts shoppers’ searches again after it', async () => {
    // The search before the warm-up was a shopper's; the warm-up's hundreds are not counted.
    const afterWarmUp = await t.recordedSearches();
    expect(new Set(afterWarmUp.map((s) => s.query))).toEqual(new Set(['kingston fury']));
    await t.call('/api/search', {
      json: { requests: [{ indexName: 'productos', params: { query: 'fuente corsair' } }] },
    });
    expect((await t.recordedSearches()).map((s) => s.query)).toContain('fuente corsair');
  });

  it('is skipped when SEARCH_WARM_UP is false', async () => {
    const deps = { ...t.app.deps, env: { ...t.app.deps.env, SEARCH_WARM_UP: false } };
    expect(await warmUpSearch(deps, t.app.express)).toEqual({ state: 'skipped', queries: 0, ms: null });
  });
});
