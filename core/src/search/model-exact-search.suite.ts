import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { buildStore } from '../testing/factories';
import { PostgresSearchEngine } from './postgres/postgres-search-engine';
import type { SearchParams } from './search-engine';

/**
 * Model-exact search and the grouped view on the PostgreSQL engine, on a PostgreSQL server
 * (model-exact-search.test.ts) and on the embedded PGlite (model-exact-search.pglite.test.ts).
 */
const NAMES = [
  'Placa de Video ASUS Dual GeForce RTX 5060 8GB OC',
  'Placa de Video MSI GeForce RTX 5060 8GB Ventus 2X OC',
  'Placa de Video Gigabyte GeForce RTX 5060 Ti 8GB Eagle OC',
  'Placa de Video ASUS Dual GeForce RTX 5060 Ti 16GB OC',
  'Placa de Video MSI RTX5060TI 16GB Ventus 2X OC',
  'Placa de Video ASUS Dual GeForce RTX 4060 Ti 8GB',
  'Placa de Video ASUS Dual GeForce RTX 4060 8GB',
  'Placa de Video Sapphire Pulse Radeon RX 7600 XT 16GB',
  'Placa de Video Sapphire Pulse Radeon RX 7600 8GB',
  'Procesador AMD Ryzen 5 5600X AM4',
  'Procesador AMD Ryzen 5 5600G AM4',
  'Procesador AMD Ryzen 5 5600 AM4',
  'Micro Intel Core i5-12400F LGA1700',
  'Micro Intel Core i5-12400 LGA1700',
];

export function modelExactSearchSuite(open: () => Promise<Db>) {
  const t = {} as { engine: PostgresSearchEngine; nameOf: Map<number, string> };

  beforeAll(async () => {
    const db = await open();
    // Two stores list every product, the second a little cheaper; a third lists the 5060 Ti 8GB only.
    const [a, b, c] = [await buildStore(db), await buildStore(db), await buildStore(db)];
    const listings = (factor: number) =>
      NAMES.map((name, i) => ({
        externalId: `x-${i}`,
        url: `https://tienda.com.ar/p/${i}`,
        name,
        price: Math.round((100_000 + i * 10_000) * factor),
        readBy: 'test',
      }));
    await upsertListings(db, a.id, listings(1));
    await upsertListings(db, b.id, listings(0.95));
    await upsertListings(db, c.id, [{ ...listings(0.9)[2]!, inStock: false }]);
    t.engine = new PostgresSearchEngine(db);
    const all = await t.engine.search({ query: '', offset: 0, limit: 100 });
    t.nameOf = new Map(all.hits.map((h) => [h.productId, h.name]));
  });

  const names = async (params: Partial<SearchParams>) =>
    (await t.engine.search({ query: '', offset: 0, limit: 100, ...params })).hits.map((h) => h.name);

  describe('model-exact search', () => {
    it("requires the variant words Spanish calls stop words: 'rtx 5060 ti' finds only 5060 Ti cards", async () => {
      const found = await names({ query: 'rtx 5060 ti' });
      expect(found.length).toBe(7);
      expect(found.every((n) => /5060 ?ti/i.test(n))).toBe(true);
    });

    it("ranks the exact chip above its variants: 'rtx 4060' lists the 4060 before the 4060 Ti", async () => {
      const found = await names({ query: 'rtx 4060' });
      expect(found).toHaveLength(4);
      expect(found.slice(0, 2).every((n) => !/ti/i.test(n.replace('Dual', '')))).toBe(true);
      expect(found.slice(2).every((n) => /4060 Ti/.test(n))).toBe(true);
    });

    it("ranks the exact processor first: 'ryzen 5 5600' lists the 5600 before the 5600X and 5600G", async () => {
      const found = await names({ query: 'ryzen 5 5600' });
      expect(found).toHaveLength(6);
      expect(found.slice(0, 2)).toEqual([
        'Procesador AMD Ryzen 5 5600 AM4',
        'Procesador AMD Ryzen 5 5600 AM4',
      ]);
    });

    it('matches a suffix glued or apart, and only the variant it names', async () => {
      for (const query of ['ryzen 5600g', 'ryzen 5600 g', 'RYZEN 5 5600G'])
        expect(new Set(await names({ query }))).toEqual(new Set(['Procesador AMD Ryzen 5 5600G AM4']));
      for (const query of ['i5 12400f', 'i5-12400F', '12400 f'])
        expect(new Set(await names({ query }))).toEqual(new Set(['Micro Intel Core i5-12400F LGA1700']));
      expect(new Set(await names({ query: 'rx 7600 xt' }))).toEqual(new Set([NAMES[7]]));
    });

    it('keeps accents and typos forgiven', async () => {
      expect(await names({ query: 'plaça de vídeo rtx 5060 ti' })).toHaveLength(7);
      expect(await names({ query: 'procesdor ryzen 5600x' })).toEqual([NAMES[9], NAMES[9]]);
    });
  });

  describe('grouped view (distinct)', () => {
    it('gives one hit per model, its cheapest available offer, and counts models', async () => {
      const listed = await t.engine.search({ query: 'rtx 5060 ti', offset: 0, limit: 100 });
      const grouped = await t.engine.search({ query: 'rtx 5060 ti', offset: 0, limit: 100, distinct: true });
      expect(listed.total).toBe(7);
      expect(grouped.total).toBe(3);
      expect(grouped.hits).toHaveLength(3);
      expect(new Set(grouped.hits.map((h) => h.modelId)).size).toBe(3);
      // The third store's 5060 Ti 8GB is the cheapest but out of stock: the second store's is shown.
      const eagle = grouped.hits.find((h) => h.name === NAMES[2])!;
      expect(eagle.inStock).toBe(true);
      expect(eagle.price).toBe(Math.round(120_000 * 0.95));
    });

    it('sorts models by their shown price, pages them exactly once, and keeps facets over listings', async () => {
      const all = await t.engine.search({
        query: '',
        offset: 0,
        limit: 100,
        distinct: true,
        sort: 'price_asc',
        facets: ['store'],
      });
      expect(all.total).toBe(NAMES.length);
      const prices = all.hits.map((h) => h.price);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
      const paged = [];
      for (let offset = 0; offset < NAMES.length; offset += 4)
        paged.push(
          ...(await t.engine.search({ query: '', offset, limit: 4, distinct: true, sort: 'price_asc' })).hits,
        );
      expect(paged.map((h) => h.productId)).toEqual(all.hits.map((h) => h.productId));
      expect([...all.facets.store!.values()].reduce((x, y) => x + y, 0)).toBe(NAMES.length * 2 + 1);
    });
  });
}
