import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { CATALOG_MODELS } from '@hardprecios/core/testing/catalog-factory';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { setRule } from '@hardprecios/core/settings/rules.repository';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product } from './product.mapper';

interface Offer {
  productoId: number;
  tiendaId: number;
  nombreTienda: string;
  logoTienda: string;
  precio: number;
  precioContado: number | null;
  precioLista: number | null;
  disponible: boolean;
  precioDudoso: boolean;
  actualizadoEn: string;
  url: string;
  condicion: string;
}
interface Offers {
  modeloId: number;
  nombre: string;
  ofertas: Offer[];
}

let t: CatalogApp;
let extraStore: number;
beforeAll(async () => {
  t = await startCatalogApp(async (db, catalog) => {
    // A fourth store lists the ASUS 4060 (model 1) at a price a digit short, and the Ryzen 5600X
    // (model 5) with a cash price; the hiding rule hides the Mendoza PC Ryzen 7 7800X3D (model 6).
    extraStore = (await buildStore(db, { name: 'Rosario Bits', provinceId: 21 })).id;
    await upsertListings(db, extraStore, [
      buildListing(1, { externalId: 'asus', name: CATALOG_MODELS[1]![0], price: 64_000, categoryIds: [3] }),
      buildListing(5, {
        externalId: 'r5',
        name: CATALOG_MODELS[5]![0],
        price: 199_000,
        cashPrice: 199_000,
        listPrice: 215_000,
        categoryIds: [2],
      }),
      // An open-box unit of the Zotac 3060 (model 4), cheaper than every new one.
      buildListing(4, {
        externalId: 'zotac-outlet',
        name: `${CATALOG_MODELS[4]![0]} - OUTLET`,
        price: 300_000,
        categoryIds: [3],
      }),
    ]);
    await setRule(db, 'hidden_products_by_category', { '2': [catalog.modelIds[6]![2]!] });
  });
});

const get = async <T>(path: string) => {
  const { status, body } = await t.call<{ data: T }>(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};

describe('GET /api/products/:id/ofertas', () => {
  it("lists one offer per store of the product's model, cheapest first, with what the table shows", async () => {
    const [first, second, third] = t.catalog.modelIds[0]!;
    const answer = await get<Offers>(`/api/products/${second}/ofertas`);
    const product = await get<Product>(`/api/products/${second}`);
    expect(answer.modeloId).toBe(product.modeloId);
    expect(answer.nombre).toBe(CATALOG_MODELS[0]![0]);
    // Prices 620,000 × (1, 1.04, 0.97); the suspended store's listing is left out.
    expect(answer.ofertas.map((o) => [o.productoId, o.precio])).toEqual([
      [third, 601_400],
      [first, 620_000],
      [second, 644_800],
    ]);
    expect(answer.ofertas[0]).toEqual({
      productoId: third,
      tiendaId: t.catalog.stores[2].id,
      nombreTienda: 'Mendoza PC',
      logoTienda: '',
      nombre: CATALOG_MODELS[0]![0],
      precio: 601_400,
      precioContado: null,
      precioLista: null,
      moneda: 'ARS',
      disponible: true,
      precioDudoso: false,
      condicion: 'nuevo',
      actualizadoEn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      url: expect.stringMatching(/^https:\/\/mendozapc\.com\.ar\//),
    });
  });

  it('puts a doubtful price after the trustworthy ones, and unavailable offers last', async () => {
    const asus = await get<Offers>(`/api/products/${t.catalog.modelIds[1]![0]}/ofertas`);
    expect(asus.ofertas.map((o) => [o.precio, o.precioDudoso])).toEqual([
      [620_800, false],
      [640_000, false],
      [665_600, false],
      [64_000, true],
    ]);
    const mouse = await get<Offers>(`/api/products/${t.catalog.modelIds[20]![0]}/ofertas`);
    expect(mouse.ofertas.at(-1)).toMatchObject({ productoId: t.catalog.outOfStockId, disponible: false });
    expect(mouse.ofertas.slice(0, -1).every((o) => o.disponible)).toBe(true);
  });

  it('gives the cash price with the list price, and leaves out hidden listings', async () => {
    const ryzen = await get<Offers>(`/api/products/${t.catalog.modelIds[5]![0]}/ofertas`);
    expect(ryzen.ofertas.find((o) => o.tiendaId === extraStore)).toMatchObject({
      precio: 199_000,
      precioContado: 199_000,
      precioLista: 215_000,
    });
    const x3d = await get<Offers>(`/api/products/${t.catalog.modelIds[6]![0]}/ofertas`);
    expect(x3d.ofertas.map((o) => o.productoId)).not.toContain(t.catalog.modelIds[6]![2]);
    expect(x3d.ofertas).toHaveLength(2);
  });

  it('lists a removed listing itself, unavailable, and says when a product is alone', async () => {
    const removed = await get<Offers>(`/api/products/${t.catalog.removedId}/ofertas`);
    expect(removed.ofertas).toEqual([
      expect.objectContaining({ productoId: t.catalog.removedId, disponible: false }),
    ]);
  });

  it('404s in Spanish for an unknown product, 400 for a bad id', async () => {
    expect(await t.call('/api/products/999999/ofertas')).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'No existe el producto 999999' },
    });
    expect((await t.call('/api/products/abc/ofertas')).status).toBe(400);
  });
});

describe('product answers', () => {
  it('shows an outlet unit beside the new ones with its condition, after them, and never in their price from', async () => {
    const newOne = t.catalog.modelIds[4]![0]!;
    const answer = await get<Offers>(`/api/products/${newOne}/ofertas`);
    const outlet = answer.ofertas.find((o) => o.condicion === 'outlet');
    expect(outlet).toMatchObject({ precio: 300_000, nombre: `${CATALOG_MODELS[4]![0]} - OUTLET` });
    expect(answer.ofertas[0]!.condicion).toBe('nuevo');
    expect(answer.ofertas.at(-1)).toEqual(outlet);
    const product = await get<Product>(`/api/products/${newOne}`);
    expect(product.precioDesde).toBeGreaterThan(300_000);
    const outletProduct = await get<Product>(`/api/products/${outlet!.productoId}`);
    expect(outletProduct.modeloId).not.toBe(product.modeloId);
  });

  it('say how many stores offer the model and from what price (available, never a doubtful price)', async () => {
    const product = await get<Product>(`/api/products/${t.catalog.modelIds[1]![2]}`);
    expect(product).toMatchObject({ modeloId: expect.any(Number), tiendasCount: 4, precioDesde: 620_800 });
    const list = await t.call<{ data: Product[] }>('/api/products/categoria/3?limit=48');
    for (const p of list.body.data) {
      expect(p.modeloId).toEqual(expect.any(Number));
      expect(p.tiendasCount).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('GET /api/products/:id/historial-modelo', () => {
  it("gives the model's lowest price across stores per day", async () => {
    const { status, body } = await t.call<{
      success: boolean;
      data: { fecha: string; precioMinimo: number }[];
    }>(`/api/products/${t.catalog.modelIds[0]![1]}/historial-modelo`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(1);
    expect(body.data.at(-1)).toEqual({
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      precioMinimo: 601_400,
      moneda: 'ARS',
    });
    expect((await t.call('/api/products/999999/historial-modelo')).status).toBe(404);
  });
});
