import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MODELS } from '@hardprecios/core/testing/catalog-factory';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product } from './product.mapper';

interface Paged {
  data: Product[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  minPrice: number;
  maxPrice: number;
}

let t: CatalogApp;
beforeAll(async () => {
  t = await startCatalogApp();
});

const get = async (path: string) => {
  const { status, body } = await t.call<Paged>(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
/** Every listed price of the catalog (three stores, price factors 1, 1.04, 0.97). */
const listedPrices = (models = CATALOG_MODELS.map((_, m) => m)) =>
  models.flatMap((m) => [1, 1.04, 0.97].map((f) => Math.round(CATALOG_MODELS[m]![2] * f)));
const prices = (page: Paged) => page.data.map((p) => p.precio);
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

describe('GET /api/products/all-products', () => {
  it('pages the whole listed catalog with the paging the client needs', async () => {
    const first = await get('/api/products/all-products?page=1&limit=10');
    expect(first).toMatchObject({
      currentPage: 1,
      totalPages: 7,
      totalItems: 69,
      hasNextPage: true,
      hasPreviousPage: false,
      minPrice: Math.min(...listedPrices()),
      maxPrice: Math.max(...listedPrices()),
    });
    expect(first.data).toHaveLength(10);
    const last = await get('/api/products/all-products?page=7&limit=10');
    expect(last).toMatchObject({ currentPage: 7, hasNextPage: false, hasPreviousPage: true });
    expect(last.data).toHaveLength(9);
    const past = await get('/api/products/all-products?page=8&limit=10');
    expect(past).toMatchObject({ data: [], currentPage: 8, totalItems: 69, hasNextPage: false });
  });

  it('covers every listing exactly once across pages, cheapest first by default', async () => {
    const seen: Product[] = [];
    for (let page = 1; page <= 3; page++)
      seen.push(...(await get(`/api/products/all-products?page=${page}&limit=24`)).data);
    expect(new Set(seen.map((p) => p.id)).size).toBe(69);
    expect(ascending(seen.map((p) => p.precio))).toBe(true);
    const hidden = [
      t.catalog.priceAtThresholdId,
      t.catalog.priceUnderThresholdId,
      t.catalog.removedId,
      ...t.catalog.suspendedStoreIds,
    ];
    expect(seen.map((p) => p.id).filter((id) => hidden.includes(id))).toEqual([]);
  });

  it('sorts by price both ways', async () => {
    expect(descending(prices(await get('/api/products/all-products?limit=100&sort=desc')))).toBe(true);
    expect(ascending(prices(await get('/api/products/all-products?limit=100&sort=asc')))).toBe(true);
  });

  it('answers products in the contract shape', async () => {
    const { data } = await get('/api/products/all-products?limit=100');
    const product = data.find((p) => p.id === t.catalog.modelIds[0]![0])!;
    const store = t.catalog.stores[0];
    expect(product).toEqual({
      id: t.catalog.modelIds[0]![0],
      nombre: CATALOG_MODELS[0]![0],
      name: CATALOG_MODELS[0]![0],
      title: CATALOG_MODELS[0]![0],
      precio: 620_000,
      precioLista: null,
      precioContado: null,
      moneda: 'ARS',
      descripcion: expect.stringContaining('garantía oficial'),
      url: 'https://compumundo.com.ar/producto/0',
      imagenes: ['https://tienda.com.ar/img/0.jpg'],
      destacado: false,
      disponible: true,
      tiendaId: store.id,
      tienda: { id: store.id, nombre: 'Compumundo', imagenes: [], provinciaId: 1, logo: '' },
      nombreTienda: 'Compumundo',
      logoTienda: '',
      categorias: [{ categoria: { id: 3, nombre: 'Placas de video' } }],
      actualizadoEn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      modeloId: expect.any(Number),
      tiendasCount: 3,
      precioDesde: 601_400,
      ofertaDesde: {
        productoId: t.catalog.modelIds[0]![2],
        tiendaId: t.catalog.stores[2].id,
        nombreTienda: 'Mendoza PC',
        precio: 601_400,
        moneda: 'ARS',
      },
      veredicto: null, // written today: no history yet
    });
  });
});

describe('category and store lists', () => {
  it('lists a category with its price bounds, and a store with its own', async () => {
    const cards = await get('/api/products/categoria/3?limit=12&sort=desc');
    expect(cards).toMatchObject({
      totalItems: 15,
      totalPages: 2,
      minPrice: Math.min(...listedPrices([0, 1, 2, 3, 4])),
    });
    expect(cards.data.every((p) => p.categorias.some((c) => c.categoria.id === 3))).toBe(true);
    expect(descending(prices(cards))).toBe(true);
    const store = t.catalog.stores[1];
    const listing = await get(`/api/products/tienda/${store.id}?limit=5&page=5`);
    expect(listing).toMatchObject({ totalItems: 23, totalPages: 5, currentPage: 5, hasNextPage: false });
    expect(listing.data).toHaveLength(3);
    expect(listing.data.every((p) => p.tiendaId === store.id)).toBe(true);
    // Trailing slash, as the spec's client writes it.
    expect((await get(`/api/products/tienda/${store.id}/?page=1&limit=5`)).totalItems).toBe(23);
  });

  it('answers an empty page for a store whose catalog is not listed (suspended)', async () => {
    expect(await get(`/api/products/tienda/${t.catalog.suspendedStore.id}`)).toMatchObject({
      data: [],
      totalItems: 0,
      totalPages: 0,
      minPrice: 0,
      maxPrice: 0,
    });
  });

  it('bounds prices inclusively in /precios', async () => {
    const ram = await get('/api/products/categoria/8/precios?min=45000&max=150000&limit=50&sort=asc');
    const expected = listedPrices([9, 10, 11]).filter((p) => p >= 45_000 && p <= 150_000);
    expect(ram.totalItems).toBe(expected.length);
    expect(prices(ram)).toEqual([...expected].sort((a, b) => a - b));
    expect([ram.minPrice, ram.maxPrice]).toEqual([Math.min(...expected), Math.max(...expected)]);
    const onlyMin = await get(`/api/products/tienda/${t.catalog.stores[0].id}/precios?min=600000`);
    expect(onlyMin.data.every((p) => p.precio >= 600_000)).toBe(true);
  });

  it('searches within a category or a store, every word required', async () => {
    const inCategory = await get('/api/products/categoria/2/buscar?query=ryzen%20am5&limit=50');
    expect(inCategory.totalItems).toBe(6);
    const store = t.catalog.stores[2];
    const inStore = await get(`/api/products/tienda/${store.id}/buscar?query=Memória&sort=asc&max=100000`);
    expect(inStore.data.map((p) => p.nombre).sort()).toEqual(
      [CATALOG_MODELS[9]![0], CATALOG_MODELS[11]![0]].sort(),
    );
    expect(inStore.data.every((p) => p.tiendaId === store.id)).toBe(true);
    expect((await get('/api/products/categoria/9/buscar?query=ryzen')).totalItems).toBe(0);
  });

  it('404s for a category or store that does not exist', async () => {
    for (const path of [
      '/api/products/categoria/13',
      '/api/products/tienda/99999',
      '/api/products/tienda/99999/buscar?query=x',
    ]) {
      const { status, body } = await t.call(path);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('POST /api/products/search-products', () => {
  it('finds accent- and case-insensitively, pages and sorts by price', async () => {
    const search = (json: object) => t.call<Paged>('/api/products/search-products', { json });
    const lower = await search({
      key: 'memoria',
      page: 1,
      pageSize: 4,
      sortField: 'precio',
      sortOrder: 'asc',
    });
    expect(lower.status).toBe(200);
    expect(lower.body).toMatchObject({ totalItems: 9, totalPages: 3, currentPage: 1, hasNextPage: true });
    expect(ascending(prices(lower.body))).toBe(true);
    for (const key of ['Memória', 'MEMORIA']) {
      const other = await search({ key, page: 1, pageSize: 4, sortField: 'precio', sortOrder: 'asc' });
      expect(other.body.data.map((p) => p.id)).toEqual(lower.body.data.map((p) => p.id));
    }
    const bounded = await search({ key: 'placa de video 4060', minPrice: 600_000, maxPrice: 650_000 });
    expect(
      bounded.body.data.every((p) => p.precio >= 600_000 && p.precio <= 650_000 && p.nombre.includes('4060')),
    ).toBe(true);
    expect(bounded.body.totalItems).toBe(bounded.body.data.length);
    const typo = await search({ key: 'procesdor ryzn', pageSize: 50 });
    expect(typo.body.totalItems).toBe(9);
    expect(typo.body.data.every((p) => p.nombre.includes('Ryzen'))).toBe(true);
  });

  it('counts free-text searches for statistics, not plain lists', async () => {
    await t.call('/api/products/search-products', { json: { key: 'gabinete lancool' } });
    await t.call('/api/products/categoria/8/buscar?query=kingston');
    const recorded = await t.recordedSearches();
    expect(recorded).toEqual(
      expect.arrayContaining([
        { query: 'gabinete lancool', resultCount: 3 },
        { query: 'kingston', resultCount: 3 },
      ]),
    );
  });
});
