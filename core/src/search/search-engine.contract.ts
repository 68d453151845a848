import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  buildCatalog,
  buildDollarCatalog,
  CATALOG_MODELS,
  modelOf,
  type DollarCatalog,
  type TestCatalog,
} from '../testing/catalog-factory';
import { createTestDatabase } from '../testing/test-database';
import type { SearchEngine, SearchParams } from './search-engine';

/**
 * What every search engine must do, on the test catalog (core/src/testing/catalog-factory.ts).
 * search-engine.contract.test.ts runs it for each engine.
 */
export function describeSearchEngineContract(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract: ${label}`, () => {
    let engine: SearchEngine;
    let catalog: TestCatalog;

    beforeAll(async () => {
      const database = await createTestDatabase();
      catalog = await buildCatalog(database.db);
      engine = await open(database.db);
      await engine.rebuildAll();
    });

    const search = (params: Partial<SearchParams>) =>
      engine.search({ query: '', offset: 0, limit: 100, priceAbove: 100, ...params });
    /** The catalog models a result holds, sorted (each model is listed by three stores). */
    const models = async (params: Partial<SearchParams>) => {
      const result = await search(params);
      return [...new Set(result.hits.map((h) => modelOf(catalog, h.productId)))].sort((a, b) => a - b);
    };
    const idsOf = (...modelIndexes: number[]) =>
      modelIndexes.flatMap((m) => catalog.modelIds[m]!).sort((a, b) => a - b);
    const hitIds = async (params: Partial<SearchParams>) =>
      (await search(params)).hits.map((h) => h.productId).sort((a, b) => a - b);

    it('lists every listed product for an empty query, and nothing removed, cheap or of a suspended store', async () => {
      const result = await search({});
      expect(result.total).toBe(catalog.listedCount);
      const ids = result.hits.map((h) => h.productId);
      for (const hidden of [
        catalog.priceAtThresholdId,
        catalog.priceUnderThresholdId,
        catalog.removedId,
        ...catalog.suspendedStoreIds,
      ])
        expect(ids).not.toContain(hidden);
      expect(ids).toContain(catalog.outOfStockId);
      expect(result.hits.find((h) => h.productId === catalog.outOfStockId)?.inStock).toBe(false);
    });

    it('ignores accents and capitals: "memoria", "Memória" and "MEMORIA" find the same listings', async () => {
      const expected = idsOf(9, 10, 11);
      expect(await hitIds({ query: 'memoria' })).toEqual(expected);
      expect(await hitIds({ query: 'Memória' })).toEqual(expected);
      expect(await hitIds({ query: 'MEMORIA' })).toEqual(expected);
    });

    it('finds RTX 4060 cards for "placa de video 4060", and no cheap or removed listing', async () => {
      expect(await hitIds({ query: 'placa de video 4060' })).toEqual(idsOf(0, 1));
    });

    it('forgives typos: "procesdor ryzn" finds the Ryzen processors', async () => {
      expect(await models({ query: 'procesdor ryzn' })).toEqual([5, 6, 7]);
    });

    it('requires every word of the query', async () => {
      expect(await models({ query: 'ryzen am5' })).toEqual([6, 7]);
      expect((await search({ query: 'ryzen intel' })).total).toBe(0);
      expect((await search({ query: 'memoria zzzzqqq' })).total).toBe(0);
    });

    it('matches synonyms: gpu ↔ placa de video, psu ↔ fuente, ram ↔ memoria', async () => {
      expect(await models({ query: 'gpu' })).toEqual([0, 1, 2, 3, 4]);
      expect(await models({ query: 'psu 750w' })).toEqual([12]);
      expect(await models({ query: 'ram ddr5' })).toEqual([10]);
    });

    it('treats SQL and regex metacharacters as text', async () => {
      expect(await models({ query: '100% cobre [2m]' })).toEqual([22]);
      expect((await search({ query: "' OR 1=1; --" })).total).toBe(0);
      for (const query of ['(.*|\\)', '%_%', '\\\\x00', 'a:* & !b', '"; DROP TABLE products; --'])
        await expect(search({ query })).resolves.toBeDefined();
    });

    it('counts facets over the whole result, summing to the total', async () => {
      const result = await search({
        query: 'placa de video',
        limit: 2,
        facets: ['category', 'store', 'province'],
      });
      expect(result.total).toBe(15);
      expect(result.hits).toHaveLength(2);
      expect(Object.fromEntries(result.facets.category!)).toEqual({ 3: 15 });
      const [a, b, c] = catalog.stores;
      expect(Object.fromEntries(result.facets.store!)).toEqual({ [a.id]: 5, [b.id]: 5, [c.id]: 5 });
      expect(Object.fromEntries(result.facets.province!)).toEqual({ 1: 5, 6: 5, 13: 5 });
      const sum = (m: Map<number, number>) => [...m.values()].reduce((x, y) => x + y, 0);
      expect(sum(result.facets.store!)).toBe(result.total);
      expect(sum(result.facets.province!)).toBe(result.total);
    });

    it('counts products, not listings, in the grouped view: a model once under each store, province and category', async () => {
      const grouped = await search({
        query: 'placa de video',
        limit: 2,
        distinct: true,
        facets: ['category', 'store', 'province'],
      });
      // Five models, each listed by the three stores.
      expect(grouped.total).toBe(5);
      expect(Object.fromEntries(grouped.facets.category!)).toEqual({ 3: 5 });
      const [a, b, c] = catalog.stores;
      if (engine.name === 'meilisearch') {
        // Meilisearch counts the one listing it keeps of each model (meili-search-engine.ts).
        expect([...grouped.facets.store!.values()].reduce((x, y) => x + y, 0)).toBe(5);
        return;
      }
      expect(Object.fromEntries(grouped.facets.store!)).toEqual({ [a.id]: 5, [b.id]: 5, [c.id]: 5 });
      expect(Object.fromEntries(grouped.facets.province!)).toEqual({ 1: 5, 6: 5, 13: 5 });
      // Refining by a value shows as many products as its count said.
      const refined = await search({
        query: 'placa de video',
        distinct: true,
        filters: [[{ field: 'store', id: b.id }]],
        facets: ['category'],
      });
      expect(refined.total).toBe(grouped.facets.store!.get(b.id));
      expect(Object.fromEntries(refined.facets.category!)).toEqual({ 3: 5 });
      // The listing view still counts listings.
      const listings = await search({ query: 'placa de video', facets: ['store'] });
      expect(Object.fromEntries(listings.facets.store!)).toEqual({ [a.id]: 5, [b.id]: 5, [c.id]: 5 });
      expect(listings.total).toBe(15);
    });

    it('filters by facet groups: OR within a group, AND across groups', async () => {
      const [a, b] = catalog.stores;
      const either = await search({
        query: 'placa de video',
        filters: [
          [
            { field: 'province', id: 1 },
            { field: 'province', id: 6 },
          ],
        ],
      });
      expect(either.total).toBe(10);
      expect(new Set(either.hits.map((h) => h.storeId))).toEqual(new Set([a.id, b.id]));
      const both = await search({
        filters: [[{ field: 'category', id: 8 }], [{ field: 'store', id: b.id }]],
        facets: ['category'],
      });
      expect(both.total).toBe(3);
      expect(both.hits.every((h) => h.storeId === b.id && h.categoryIds.includes(8))).toBe(true);
    });

    it('filters and counts by model (spec refinements are about models)', async () => {
      const [gpu4060, gpu4070] = [catalog.modelIds[0]!, catalog.modelIds[2]!];
      const every = (await search({})).hits;
      const model = async (productId: number) => every.find((h) => h.productId === productId)!.modelId!;
      const [m4060, m4070] = [await model(gpu4060[0]!), await model(gpu4070[0]!)];
      const result = await search({
        query: 'placa de video',
        filters: [
          [
            { field: 'model', id: m4060 },
            { field: 'model', id: m4070 },
          ],
        ],
        facets: ['model', 'store'],
      });
      expect(result.hits.map((h) => h.productId).sort((a, b) => a - b)).toEqual(idsOf(0, 2));
      expect(Object.fromEntries(result.facets.model!)).toEqual({ [m4060]: 3, [m4070]: 3 });
      const all = await search({ query: 'placa de video', facets: ['model'] });
      expect([...all.facets.model!.values()].reduce((x, y) => x + y, 0)).toBe(all.total);
    });

    it('bounds prices inclusively and reports the price range of all the matches', async () => {
      const all = await search({ query: 'memoria', priceStats: true });
      const prices = all.hits.map((h) => h.price);
      expect(all.priceStats).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      const bounded = await search({
        query: 'memoria',
        minPrice: 45_000,
        maxPrice: 150_000,
        priceStats: true,
        limit: 1,
      });
      expect(bounded.total).toBe(all.hits.filter((h) => h.price >= 45_000 && h.price <= 150_000).length);
      expect(bounded.priceStats!.min).toBeGreaterThanOrEqual(45_000);
      expect(bounded.priceStats!.max).toBeLessThanOrEqual(150_000);
      const none = await search({ query: 'memoria', minPrice: 10_000_000, priceStats: true });
      expect(none).toMatchObject({ total: 0, hits: [], priceStats: null });
    });

    it('sorts by price both ways, and pages cover the result exactly once', async () => {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const pages = [];
        for (let offset = 0; offset < 30; offset += 7)
          pages.push(...(await search({ sort, offset, limit: 7 })).hits);
        const prices = pages.map((h) => h.price);
        const sorted = [...prices].sort((x, y) => (sort === 'price_asc' ? x - y : y - x));
        expect(prices).toEqual(sorted);
        expect(new Set(pages.map((h) => h.productId)).size).toBe(pages.length);
        const whole = await search({ sort, limit: 35 });
        expect(pages.map((h) => h.productId)).toEqual(whole.hits.map((h) => h.productId));
      }
    });

    it('answers past the last page with no hits and the same total; limit 0 gives only counts', async () => {
      const past = await search({ query: 'memoria', offset: 100, limit: 10 });
      expect(past).toMatchObject({ total: 9, hits: [] });
      const counts = await search({ query: 'memoria', limit: 0, facets: ['store'] });
      expect(counts.hits).toEqual([]);
      expect(counts.total).toBe(9);
      expect([...counts.facets.store!.values()].reduce((x, y) => x + y, 0)).toBe(9);
    });

    it('leaves out excluded ids', async () => {
      const [first, ...rest] = idsOf(9, 10, 11);
      expect(await hitIds({ query: 'memoria', excludeIds: [first!] })).toEqual(rest);
    });

    it('ranks name matches above category-only matches unless a price sort is asked', async () => {
      const result = await search({ query: 'video' });
      expect(result.total).toBe(15);
      const ranked = result.hits.map((h) => modelOf(catalog, h.productId));
      expect(ranked.slice(-3)).toEqual([4, 4, 4]);
      const byPrice = await search({ query: 'video', sort: 'price_asc' });
      expect(byPrice.hits.map((h) => h.price)).toEqual(
        [...byPrice.hits.map((h) => h.price)].sort((x, y) => x - y),
      );
    });

    it('returns what a result card shows', async () => {
      const [hit] = (await search({ query: 'lancool', limit: 1 })).hits;
      const [model] = CATALOG_MODELS.slice(14, 15);
      expect(hit).toMatchObject({
        name: model![0],
        brand: 'Lian Li',
        categoryIds: [9],
        inStock: true,
        image: expect.stringMatching(/^https:\/\//),
      });
      expect(catalog.stores.map((s) => s.id)).toContain(hit!.storeId);
      expect(catalog.stores.find((s) => s.id === hit!.storeId)).toMatchObject({
        name: hit!.storeName,
        provinceId: hit!.provinceId,
      });
    });
  });

  describe(`search engine contract, currencies: ${label}`, () => {
    let engine: SearchEngine;
    let catalog: DollarCatalog;

    beforeAll(async () => {
      const database = await createTestDatabase();
      catalog = await buildDollarCatalog(database.db);
      engine = await open(database.db);
      await engine.rebuildAll();
    });

    const search = (params: Partial<SearchParams>) =>
      engine.search({ query: '', offset: 0, limit: 100, priceAbove: 100, ...params });
    const dollarIds = () => Object.values(catalog.dollarIds).sort((a, b) => a - b);

    it('says the currency of every hit, and holds dollar prices to no peso threshold', async () => {
      const result = await search({ limit: 100 });
      expect(result.total).toBe(catalog.listedCount);
      const all = [...result.hits, ...(await search({ offset: 100 })).hits];
      const dollars = all.filter((h) => h.currency === 'USD').map((h) => h.productId);
      expect(dollars.sort((a, b) => a - b)).toEqual(dollarIds());
      expect(all.filter((h) => h.currency !== 'USD').every((h) => h.currency === 'ARS')).toBe(true);
      // U$S 50 is under the figure of the peso threshold (100) and still listed.
      expect(all.find((h) => h.productId === catalog.dollarIds.mouse)).toMatchObject({ price: 50 });
    });

    it('lists every peso listing before every dollar listing in either price order, pages included', async () => {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const pages = [];
        for (let offset = 0; offset < catalog.listedCount; offset += 25)
          pages.push(...(await search({ sort, offset, limit: 25 })).hits);
        expect(pages).toHaveLength(catalog.listedCount);
        const firstDollar = pages.findIndex((h) => h.currency === 'USD');
        expect(firstDollar).toBe(catalog.listedCount - 3);
        for (const part of [pages.slice(0, firstDollar), pages.slice(firstDollar)]) {
          const prices = part.map((h) => h.price);
          expect(prices).toEqual([...prices].sort((x, y) => (sort === 'price_asc' ? x - y : y - x)));
        }
        expect(new Set(pages.map((h) => h.productId)).size).toBe(pages.length);
      }
      // A query matching both: the U$S 300 card is not the cheapest 'rtx 4060'.
      const rtx = await search({ query: 'rtx 4060', sort: 'price_asc' });
      expect(rtx.hits.at(-1)).toMatchObject({ productId: catalog.dollarIds.rtx4060, currency: 'USD' });
      expect(rtx.hits[0]!.currency).toBe('ARS');
    });

    it('matches no dollar listing with a peso price range, and gives the price range of peso prices only', async () => {
      const cheap = await search({ minPrice: 0, maxPrice: 1000, priceStats: true });
      expect(cheap).toMatchObject({ total: 0, hits: [], priceStats: null });
      const all = await search({ priceStats: true, limit: 0 });
      const pesoPrices = (await search({ limit: 100 })).hits
        .concat((await search({ offset: 100 })).hits)
        .filter((h) => h.currency === 'ARS')
        .map((h) => h.price);
      expect(all.priceStats).toEqual({ min: Math.min(...pesoPrices), max: Math.max(...pesoPrices) });
      expect(all.priceStats!.min).toBeGreaterThan(100);
      // Only dollar listings match: no peso range to give.
      const imported = await search({ query: 'importado', priceStats: true, facets: ['store'] });
      expect(imported.total).toBe(3);
      expect(imported.priceStats).toBeNull();
      expect(Object.fromEntries(imported.facets.store!)).toEqual({ [catalog.dollarStore.id]: 3 });
    });

    it('counts a model once under a province two of its stores share, in the grouped view', async () => {
      // Model 0 (RTX 4060 Ventus): the three peso stores and the dollar store, which is in CABA (1) as the first.
      const asked = { query: 'ventus', facets: ['store', 'province', 'category'] as const };
      const listings = await search({ ...asked, facets: [...asked.facets] });
      expect(Object.fromEntries(listings.facets.province!)).toEqual({ 1: 2, 6: 1, 13: 1 });
      const grouped = await search({ ...asked, facets: [...asked.facets], distinct: true });
      expect(grouped.total).toBe(1);
      expect(Object.fromEntries(grouped.facets.category!)).toEqual({ 3: 1 });
      if (engine.name === 'meilisearch') return; // counts the kept listing only (meili-search-engine.ts)
      expect(Object.fromEntries(grouped.facets.province!)).toEqual({ 1: 1, 6: 1, 13: 1 });
      const stores = [...catalog.stores.map((s) => s.id), catalog.dollarStore.id];
      expect(Object.fromEntries(grouped.facets.store!)).toEqual(
        Object.fromEntries(stores.map((id) => [id, 1])),
      );
    });

    it("groups a model's dollar offer behind its available peso offers", async () => {
      const rtxModel = (await search({ query: 'ventus' })).hits;
      const dollar = rtxModel.find((h) => h.productId === catalog.dollarIds.rtx4060)!;
      expect(dollar.modelId).not.toBeNull();
      expect(new Set(rtxModel.map((h) => h.modelId))).toEqual(new Set([dollar.modelId]));
      for (const sort of ['relevance', 'price_asc', 'price_desc'] as const) {
        const grouped = await search({ query: 'ventus', distinct: true, sort });
        expect(grouped.total).toBe(1);
        expect(grouped.hits[0]).toMatchObject({ currency: 'ARS', productId: catalog.modelIds[0]![2] });
      }
    });
  });
}
