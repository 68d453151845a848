import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product } from './product.mapper';

/* The deal verdict (issue 15) on product answers and search hits. */

const DAY = 86_400_000;
const EAN = '7791234567898';
let t: CatalogApp;
const ids = { seasoned: 0, recent: 0 };

beforeAll(async () => {
  t = await startCatalogApp(async (db) => {
    // Two stores have sold this monitor for 40 days at 300 000 and 310 000; today one asks 270 000.
    const [a, b] = [await buildStore(db), await buildStore(db)];
    const monitor = (price: number) =>
      buildListing(900, {
        name: 'Monitor ViewSonic VX2758 2KP 27 pulgadas',
        ean: EAN,
        price,
        categoryIds: [5],
      });
    await upsertListings(db, a.id, [monitor(300_000)], new Date(Date.now() - 40 * DAY));
    await upsertListings(db, b.id, [monitor(310_000)], new Date(Date.now() - 40 * DAY));
    await upsertListings(db, a.id, [monitor(270_000)]);
    // A product first seen five days ago.
    await upsertListings(
      db,
      b.id,
      [buildListing(901, { name: 'Mouse Logitech G305 Lightspeed' })],
      new Date(Date.now() - 5 * DAY),
    );
  });
  ids.seasoned = (await searchHits('viewsonic vx2758')).find((h) => h.nombre.includes('ViewSonic'))!.id;
  ids.recent = (await searchHits('g305')).find((h) => h.nombre.includes('G305'))!.id;
});

async function searchHits(query: string) {
  const { body } = await t.call<{ results: { hits: (Product & { id: number })[] }[] }>('/api/search', {
    json: { requests: [{ indexName: 'productos', params: { query, hitsPerPage: 10 } }] },
  });
  return body.results[0]!.hits;
}

describe('veredicto', () => {
  it("compares today's best price with the model's last 90 days, on the product and its search hits", async () => {
    // Each of the last 40 days the lowest price was 300 000: 270 000 is 10 % under it.
    const expected = {
      tipo: 'minimo',
      porcentaje: 10,
      minimo90: 300_000,
      mediana90: 300_000,
      maximo90: 300_000,
      tiendas: 2,
    };
    const { body } = await t.call<{ data: Product }>(`/api/products/${ids.seasoned}`);
    expect(body.data.veredicto).toMatchObject(expected);
    expect(body.data.veredicto?.desde).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const hits = (await searchHits('viewsonic vx2758')).filter((h) => h.nombre.includes('ViewSonic'));
    expect(hits).toHaveLength(2);
    for (const hit of hits) expect(hit.veredicto).toEqual(body.data.veredicto);
  });

  it('is null under 14 days of history', async () => {
    const { body } = await t.call<{ data: Product }>(`/api/products/${ids.recent}`);
    expect(body.data.veredicto).toBeNull();
  });
});
