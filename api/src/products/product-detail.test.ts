import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';
import { correctModelSpec } from '@hardprecios/core/models/specs/spec-corrections';
import { setRule } from '@hardprecios/core/settings/rules.repository';
import { buildListing } from '@hardprecios/core/testing/factories';
import { CATALOG_MODELS } from '@hardprecios/core/testing/catalog-factory';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product, ProductWithSpecs } from './product.mapper';

let t: CatalogApp;
let msi4060: number;
beforeAll(async () => {
  t = await startCatalogApp();
  msi4060 = t.catalog.modelIds[0]![0]!;
});

const data = async <T = Product>(path: string) => {
  const { status, body } = await t.call<{ data: T }>(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};

describe('GET /api/products/:id', () => {
  it('serves a listing with its store and categories', async () => {
    const product = await data(`/api/products/${msi4060}`);
    expect(product).toMatchObject({
      id: msi4060,
      nombre: CATALOG_MODELS[0]![0],
      precio: 620_000,
      disponible: true,
    });
    expect(product.categorias).toEqual([{ categoria: { id: 3, nombre: 'Placas de video' } }]);
  });

  it('still serves a removed listing, marked unavailable, with its history', async () => {
    const removed = await data(`/api/products/${t.catalog.removedId}`);
    expect(removed).toMatchObject({ id: t.catalog.removedId, disponible: false });
    const history = await t.call<{ success: boolean; data: unknown[] }>(
      `/api/products/historial-precio/${t.catalog.removedId}`,
    );
    expect(history.body.success).toBe(true);
    expect(history.body.data).toHaveLength(1);
  });

  it('answers the model’s specs with each value’s source', async () => {
    await recomputeModels(t.db);
    const ram = t.catalog.modelIds[9]![0]!;
    const product = await data<ProductWithSpecs>(`/api/products/${ram}`);
    expect(product).toMatchObject({
      tipoPieza: 'ram',
      especificaciones: { tipo: 'DDR4', capacidadGB: 16, velocidadMHz: 3200, formato: 'DIMM' },
      fuentes: { tipo: 'nombre', capacidadGB: 'nombre', velocidadMHz: 'nombre', formato: 'nombre' },
    });
    await correctModelSpec(t.db, {
      modelId: product.modeloId!,
      key: 'velocidadMHz',
      value: 3600,
      decidedBy: 'ops@hardprecios.com.ar',
    });
    const corrected = await data<ProductWithSpecs>(`/api/products/${ram}`);
    expect(corrected.especificaciones.velocidadMHz).toBe(3600);
    expect(corrected.fuentes.velocidadMHz).toBe('operador');
  });

  it('404s for an unknown id', async () => {
    for (const path of [
      '/api/products/999999',
      '/api/products/999999/relacionados',
      '/api/products/historial-precio/999999',
    ]) {
      const { status, body } = await t.call(path);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('GET /api/products/historial-precio/:id', () => {
  it('lists each price change, oldest first', async () => {
    const store = t.catalog.stores[0];
    const [name, categoryId] = CATALOG_MODELS[0]!;
    const listing = (price: number) =>
      buildListing(0, {
        externalId: 'm0',
        url: 'https://compumundo.com.ar/producto/0',
        name,
        price,
        categoryIds: [categoryId],
      });
    await upsertListings(t.db, store.id, [listing(599_000)], new Date('2030-01-02T12:00:00Z'));
    await upsertListings(t.db, store.id, [listing(610_000)], new Date('2030-01-05T12:00:00Z'));
    const { body } = await t.call<{
      success: boolean;
      data: { fechaDeCambio: string; precioActual: number }[];
    }>(`/api/products/historial-precio/${msi4060}`);
    expect(body.success).toBe(true);
    expect(body.data.map((p) => p.precioActual)).toEqual([620_000, 599_000, 610_000]);
    expect(body.data.slice(1).map((p) => p.fechaDeCambio)).toEqual([
      '2030-01-02T12:00:00.000Z',
      '2030-01-05T12:00:00.000Z',
    ]);
  });
});

describe('GET /api/products/:id/relacionados', () => {
  it('gives 8 of the same category, other stores first, nearest in price', async () => {
    const [self] = await Promise.all([data(`/api/products/${msi4060}`)]);
    const related = await data<Product[]>(`/api/products/${msi4060}/relacionados`);
    expect(related).toHaveLength(8);
    expect(related.map((p) => p.id)).not.toContain(msi4060);
    expect(related.every((p) => p.categorias[0]!.categoria.id === 3 && p.tiendaId !== self.tiendaId)).toBe(
      true,
    );
    const distances = related.map((p) => Math.abs(p.precio - self.precio));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('tops up a small category with other listings, never hidden ones', async () => {
    const cable = t.catalog.modelIds[22]![0]!;
    const related = await data<Product[]>(`/api/products/${cable}/relacionados`);
    expect(related).toHaveLength(8);
    expect(related.slice(0, 2).every((p) => p.categorias[0]!.categoria.id === 11)).toBe(true);
    const hidden = [t.catalog.priceAtThresholdId, t.catalog.priceUnderThresholdId, t.catalog.removedId];
    expect(related.filter((p) => hidden.includes(p.id))).toEqual([]);
  });
});

describe('featured products', () => {
  const feature = (json: unknown, headers: Record<string, string> = {}) =>
    t.call('/api/products/productos/destacar', { json, headers });
  const unfeature = (id: number, headers: Record<string, string> = {}) =>
    t.call(`/api/products/remover-destacado/${id}`, { method: 'PUT', headers });

  it('needs a fullAdmin session to change', async () => {
    const storeAdmin = bearer(
      await sessionToken(t.db, { role: 'storeAdmin', storeId: t.catalog.stores[0].id }),
    );
    expect((await feature({ ids: [msi4060] })).status).toBe(401);
    expect((await unfeature(msi4060)).status).toBe(401);
    expect((await feature({ ids: [msi4060] }, bearer('not-a-session'))).status).toBe(401);
    expect((await feature({ ids: [msi4060] }, storeAdmin)).status).toBe(403);
    expect(await data('/api/products/destacados')).toEqual([]);
  });

  it('shows what a fullAdmin features, never what a shopper could not see listed', async () => {
    const admin = bearer(await sessionToken(t.db, { role: 'fullAdmin' }));
    const ram = t.catalog.modelIds[9]![1]!;
    const hidden = [t.catalog.removedId, t.catalog.priceAtThresholdId, t.catalog.suspendedStoreIds[0]!];
    const res = await feature({ ids: [msi4060, ram, ...hidden] }, admin);
    expect(res.status).toBe(200);
    expect((await feature({ productoId: String(t.catalog.modelIds[5]![2]) }, admin)).status).toBe(200);
    const featured = await data<Product[]>('/api/products/destacados');
    expect(featured.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [msi4060, ram, t.catalog.modelIds[5]![2]!].sort((a, b) => a - b),
    );
    expect(featured.every((p) => p.destacado)).toBe(true);

    await setRule(t.db, 'featured_excluded', [ram]);
    expect((await data<Product[]>('/api/products/destacados')).map((p) => p.id)).not.toContain(ram);

    expect((await unfeature(msi4060, admin)).body).toMatchObject({ data: { id: msi4060, destacado: false } });
    expect((await data<Product[]>('/api/products/destacados')).map((p) => p.id)).toEqual([
      t.catalog.modelIds[5]![2],
    ]);
  });

  it('changes nothing when one id is unknown', async () => {
    const admin = bearer(await sessionToken(t.db, { role: 'fullAdmin' }));
    const cable = t.catalog.modelIds[22]![0]!;
    const res = await feature({ ids: [cable, 987654] }, admin);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found', ids: [987654] });
    expect((await data(`/api/products/${cable}`)).destacado).toBe(false);
    expect((await unfeature(987654, admin)).status).toBe(404);
    const bad = await feature({ ids: [] }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'bad_request', message: expect.stringContaining('ids') });
  });
});
