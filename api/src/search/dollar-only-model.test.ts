import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { startCatalogApp, type CatalogApp } from './testing/catalog-app';

/*
 * A product no store offers in pesos, offered in dollars by two stores (and out of stock, cheaper, at a
 * third): its card says 'N tiendas desde U$S X' from the figures the hit carries, in dollars and apart
 * from the peso figures, which it has none of.
 */

interface Hit {
  id: number;
  precio: number;
  moneda: string;
  tiendasCount: number;
  precioDesde: number | null;
  tiendasDolares?: number;
  precioDesdeDolares?: number;
}

const NAME = 'Placa de Video PNY GeForce RTX 4090 Verto 24GB';
let t: CatalogApp;

beforeAll(async () => {
  t = await startCatalogApp(async (db) => {
    const offers: Array<[string, number, boolean]> = [
      ['Importadora Norte', 1_900, true],
      ['Importadora Sur', 1_850, true],
      ['Importadora Oeste', 1_700, false],
    ];
    for (const [n, [name, price, inStock]] of offers.entries()) {
      const store = await buildStore(db, { name });
      await upsertListings(db, store.id, [
        buildListing(300 + n, {
          name: NAME,
          price,
          currency: 'USD',
          inStock,
          categoryIds: [3],
          brand: 'PNY',
        }),
      ]);
    }
  });
});

async function search(params: Record<string, unknown>): Promise<{ hits: Hit[]; nbHits: number }> {
  const { status, body } = await t.call<{ results: { hits: Hit[]; nbHits: number }[] }>('/api/search', {
    json: { requests: [{ indexName: 'productos', params: { hitsPerPage: 100, ...params } }] },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.results[0]!;
}

describe('a product offered in dollars alone', () => {
  it('says on its hits how many stores offer it available in dollars, and from what dollar price', async () => {
    const grouped = await search({ query: 'rtx 4090', distinct: true });
    expect(grouped.nbHits).toBe(1);
    expect(grouped.hits[0]).toMatchObject({
      moneda: 'USD',
      tiendasCount: 0,
      precioDesde: null,
      tiendasDolares: 2,
      precioDesdeDolares: 1_850,
    });
    const listed = await search({ query: 'rtx 4090' });
    expect(listed.nbHits).toBe(3);
    for (const hit of listed.hits)
      expect(hit).toMatchObject({ tiendasDolares: 2, precioDesdeDolares: 1_850 });
  });

  it('gives no dollar figures to a product offered in pesos: its figures are the peso ones', async () => {
    const { hits } = await search({ query: 'rtx 4060 ventus', distinct: true });
    expect(hits[0]).toMatchObject({ moneda: 'ARS', tiendasCount: 3 });
    expect(hits[0]).not.toHaveProperty('tiendasDolares');
    expect(hits[0]).not.toHaveProperty('precioDesdeDolares');
  });
});
