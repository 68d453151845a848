import { beforeAll, describe, expect, it } from 'vitest';
import { addDollarStore, type DollarCatalog } from '@hardprecios/core/testing/catalog-factory';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product } from './product.mapper';

/*
 * A store that prices in dollars beside the peso catalog (U$S 300 for an RTX 4060 the others sell at
 * ~$ 620.000), and an out-of-stock listing cheaper than its model's best offer: every answer says the
 * currency of each price, never sorts, ranges or sums a dollar price among peso prices, and says which
 * offer a model's 'desde' is.
 */

interface Hit {
  id: number;
  precio: number;
  moneda: string;
  disponible: boolean;
  tiendasCount: number;
  precioDesde: number | null;
  ofertaDesde: {
    productoId: number;
    tiendaId: number;
    nombreTienda: string;
    precio: number;
    moneda: string;
  } | null;
}
interface SearchResult {
  hits: Hit[];
  nbHits: number;
  facets_stats: { precio?: { min: number; max: number } };
}
interface Paged {
  data: Product[];
  totalItems: number;
  minPrice: number;
  maxPrice: number;
}

let t: CatalogApp;
let dollars: Pick<DollarCatalog, 'dollarStore' | 'dollarIds'>;
beforeAll(async () => {
  t = await startCatalogApp(async (db) => {
    dollars = await addDollarStore(db);
  });
});

async function search(params: Record<string, unknown>, indexName = 'productos'): Promise<SearchResult> {
  const { status, body } = await t.call<{ results: SearchResult[] }>('/api/search', {
    json: { requests: [{ indexName, params: { hitsPerPage: 100, ...params } }] },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.results[0]!;
}

async function get<T>(path: string): Promise<T> {
  const { status, body } = await t.call<{ data: T }>(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('dollar prices', () => {
  it('say their currency on search hits, and sort after every peso listing in either price order', async () => {
    for (const indexName of ['productos_precio_asc', 'productos_precio_desc']) {
      const { hits } = await search({ query: 'rtx 4060' }, indexName);
      expect(hits).toHaveLength(7);
      expect(hits.at(-1)).toMatchObject({ id: dollars.dollarIds.rtx4060, precio: 300, moneda: 'USD' });
      expect(hits.slice(0, -1).every((h) => h.moneda === 'ARS')).toBe(true);
    }
    const { data } = (
      await t.call<Paged>('/api/products/search-products', {
        json: { key: '', pageSize: 100, sortField: 'precio', sortOrder: 'asc' },
      })
    ).body;
    expect(data.slice(-3).map((p) => [p.id, p.moneda])).toEqual([
      [dollars.dollarIds.mouse, 'USD'],
      [dollars.dollarIds.rtx4060, 'USD'],
      [dollars.dollarIds.ryzen, 'USD'],
    ]);
    expect(data.slice(0, -3).every((p) => p.moneda === 'ARS')).toBe(true);
  });

  it('never fall in a peso price range, nor in the price bounds of a result', async () => {
    const cheap = await search({ query: '', numericFilters: ['precio>=0', 'precio<=1000'] });
    expect(cheap.nbHits).toBe(0);
    const all = await search({ query: '', facets: ['precio'] });
    const pesoPrices = all.hits.filter((h) => h.moneda === 'ARS').map((h) => h.precio);
    expect(all.facets_stats.precio).toEqual({ min: Math.min(...pesoPrices), max: Math.max(...pesoPrices) });
    // Only dollar listings match: there is no peso range to give.
    const imported = await search({ query: 'importado', facets: ['precio'] });
    expect(imported.nbHits).toBe(3);
    expect(imported.facets_stats).toEqual({});
    const paged = (await t.call<Paged>('/api/products/search-products', { json: { key: '', pageSize: 1 } }))
      .body;
    expect(paged.minPrice).toBe(Math.min(...pesoPrices));
    const range = await get<Product[]>('/api/products/categoria/3/precios?min=1&max=1000');
    expect(range).toEqual([]);
  });

  it("are not the model's 'desde': a dollar listing's answer gives its model's peso figures and names their offer", async () => {
    const dollar = await get<Product>(`/api/products/${dollars.dollarIds.rtx4060}`);
    const [compumundo, , mendoza] = t.catalog.modelIds[0]!;
    expect(dollar).toMatchObject({
      precio: 300,
      moneda: 'USD',
      disponible: true,
      modeloId: expect.any(Number),
      tiendasCount: 3,
      precioDesde: 601_400,
      ofertaDesde: {
        productoId: mendoza,
        tiendaId: t.catalog.stores[2].id,
        nombreTienda: 'Mendoza PC',
        precio: 601_400,
        moneda: 'ARS',
      },
    });
    const peso = await get<Product>(`/api/products/${compumundo}`);
    expect(peso.modeloId).toBe(dollar.modeloId);
    expect(peso).toMatchObject({ moneda: 'ARS', tiendasCount: 3, precioDesde: 601_400 });
    const [hit] = (await search({ query: 'ventus importado' })).hits;
    expect(hit).toMatchObject({ moneda: 'USD', tiendasCount: 3, precioDesde: 601_400 });
  });

  it("are listed apart in the model's offers, after every peso offer, never doubtful nor compared", async () => {
    const { ofertas } = await get<{
      ofertas: { productoId: number; precio: number; moneda: string; precioDudoso: boolean }[];
    }>(`/api/products/${t.catalog.modelIds[0]![0]}/ofertas`);
    expect(ofertas.map((o) => [o.precio, o.moneda, o.precioDudoso])).toEqual([
      [601_400, 'ARS', false],
      [620_000, 'ARS', false],
      [644_800, 'ARS', false],
      [300, 'USD', false],
    ]);
  });

  it('keep their currency in the price history, and stay out of the model history', async () => {
    const { body } = await t.call<{ data: unknown[] }>(
      `/api/products/historial-precio/${dollars.dollarIds.rtx4060}`,
    );
    expect(body.data).toEqual([{ fechaDeCambio: expect.any(String), precioActual: 300, moneda: 'USD' }]);
    const model = await t.call<{ data: { precioMinimo: number; moneda: string }[] }>(
      `/api/products/${dollars.dollarIds.rtx4060}/historial-modelo`,
    );
    expect(model.body.data.at(-1)).toMatchObject({ precioMinimo: 601_400, moneda: 'ARS' });
  });

  it('relate to the listings nearest in price in their own currency', async () => {
    const related = await get<Product[]>(`/api/products/${dollars.dollarIds.rtx4060}/relacionados`);
    expect(related.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [dollars.dollarIds.ryzen, dollars.dollarIds.mouse].sort((a, b) => a - b),
    );
    const pesoRelated = await get<Product[]>(`/api/products/${t.catalog.modelIds[0]![0]}/relacionados`);
    expect(pesoRelated.length).toBe(8);
    expect(pesoRelated.every((p) => p.moneda === 'ARS')).toBe(true);
  });
});

describe('stock', () => {
  it("an out-of-stock listing says so, and its model's 'desde' is another store's available offer", async () => {
    // The Mendoza PC mouse (model 20) is out of stock at $ 24.250, under the others' $ 25.000 and $ 26.000.
    const out = await get<Product>(`/api/products/${t.catalog.outOfStockId}`);
    const compumundo = t.catalog.modelIds[20]![0]!;
    expect(out).toMatchObject({
      precio: 24_250,
      disponible: false,
      tiendasCount: 2,
      precioDesde: 25_000,
      ofertaDesde: { productoId: compumundo, nombreTienda: 'Compumundo', precio: 25_000 },
    });
    const { hits } = await search({ query: 'g203' });
    expect(hits.find((h) => h.id === t.catalog.outOfStockId)).toMatchObject({
      disponible: false,
      tiendasCount: 2,
      precioDesde: 25_000,
    });
  });
});
