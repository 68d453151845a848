import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { queryRows } from '@hardprecios/core/db/raw';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product } from './product.mapper';

/*
 * What a shopper sees when a store puts another product under a listing it had (a URL reused for an
 * HDMI cable where a monitor was): the monitor's page keeps its name, price and history and says it is no
 * longer offered; the cable is a product of its own, at its own price, with no history or verdict borrowed
 * from the monitor; the monitor's 'desde' and verdict never take the cable's price.
 */

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const MONITOR = 'Monitor Samsung Odyssey G3 24" LS24AG300 144Hz';
const CABLE = 'Cable HDMI 2.0 3 metros';
let t: CatalogApp;
const ids = { monitor: 0, otherMonitor: 0, cable: 0 };

beforeAll(async () => {
  t = await startCatalogApp(async (db) => {
    const [a, b] = [await buildStore(db), await buildStore(db)];
    const url = 'https://tienda.com.ar/producto/monitor-odyssey-g3';
    const monitor = (price: number) =>
      buildListing(1, { externalId: undefined, url, name: MONITOR, price, categoryIds: [4] });
    await upsertListings(db, a.id, [monitor(350_000)], daysAgo(40));
    await upsertListings(
      db,
      b.id,
      [{ ...monitor(360_000), url: 'https://otra.com.ar/p/odyssey' }],
      daysAgo(40),
    );
    await upsertListings(db, a.id, [monitor(340_000)], daysAgo(20));
    const idIn = async (storeId: number) =>
      Number(
        (
          await queryRows<{ id: number }>(
            db,
            sql`SELECT id FROM products WHERE store_id = ${storeId} AND listing_key LIKE 'url:%'`,
          )
        )[0]!.id,
      );
    ids.monitor = await idIn(a.id);
    ids.otherMonitor = await idIn(b.id);
    // Today store A's page at the same URL sells a cable.
    await upsertListings(db, a.id, [{ ...monitor(8_000), name: CABLE, categoryIds: [11] }]);
    ids.cable = await idIn(a.id);
  });
});

const product = async (id: number) => (await t.call<{ data: Product }>(`/api/products/${id}`)).body.data;
const history = async (id: number) =>
  (await t.call<{ data: { precioActual: number }[] }>(`/api/products/historial-precio/${id}`)).body.data.map(
    (h) => h.precioActual,
  );

describe('a listing reused for another product', () => {
  it("keeps the old product's page: its name, its price, its history, no longer offered", async () => {
    expect(await product(ids.monitor)).toMatchObject({
      nombre: MONITOR,
      precio: 340_000,
      disponible: false,
    });
    expect(await history(ids.monitor)).toEqual([350_000, 340_000]);
  });

  it('shows the new product at its own price, with its own history and no verdict', async () => {
    expect(ids.cable).not.toBe(ids.monitor);
    const cable = await product(ids.cable);
    expect(cable).toMatchObject({ nombre: CABLE, precio: 8_000, disponible: true, veredicto: null });
    expect(cable.modeloId).not.toBe((await product(ids.monitor)).modeloId);
    expect(await history(ids.cable)).toEqual([8_000]);
  });

  it("leaves the monitor's other offers, 'desde' and verdict to monitors", async () => {
    const other = await product(ids.otherMonitor);
    expect(other).toMatchObject({ nombre: MONITOR, precioDesde: 360_000, tiendasCount: 1 });
    const { body } = await t.call<{ results: { hits: { nombre: string; precio: number }[] }[] }>(
      '/api/search',
      {
        json: { requests: [{ indexName: 'productos', params: { query: 'ls24ag300', hitsPerPage: 10 } }] },
      },
    );
    expect(body.results[0]!.hits.map((h) => [h.nombre, h.precio])).toEqual([[MONITOR, 360_000]]);
  });
});
