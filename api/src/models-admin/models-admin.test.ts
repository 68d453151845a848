import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';
import type { Product, ProductWithSpecs } from '../products/product.mapper';

interface ModelPage {
  data: {
    id: number;
    nombre: string;
    listadosCount: number;
    tiendasCount: number;
    precioDesde: number | null;
  }[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
}
interface ModelDetail {
  id: number;
  clave: string;
  listados: {
    productoId: number;
    nombre: string;
    nombreTienda: string;
    fijado: boolean;
    evidencia: { tipo: string; clave: string }[];
    partes: Record<string, string>;
    motivo?: string;
  }[];
  decisiones: {
    accion: string;
    modeloId: number;
    otroModeloId: number;
    productoId: number | null;
    decididoPor: string;
  }[];
}

interface ModelSpecsDetail extends ModelDetail {
  especificaciones: {
    tipoPieza: string;
    valores: Record<string, unknown>;
    fuentes: Record<string, string>;
    claves: Record<string, string>;
  };
  correccionesEspecificaciones: { clave: string; valor: unknown; decididoPor: string }[];
}

let t: CatalogApp;
let admin: Record<string, string>;
let storeAdmin: Record<string, string>;
let looseProduct: number;
const ADMIN_EMAIL = 'operadora@hardprecios.com.ar';

beforeAll(async () => {
  t = await startCatalogApp(async (db) => {
    // A store writes the Kingston NV2 so that the name key cannot tell (no capacity): a model of its own.
    const store = await buildStore(db, { name: 'Tucumán Tech', provinceId: 24 });
    await upsertListings(db, store.id, [
      buildListing(1, { externalId: 'nv2', name: 'Disco Sólido SSD Kingston NV2 NVMe M.2', price: 74_000 }),
    ]);
  });
  const db = t.db;
  admin = bearer(await sessionToken(db, { role: 'fullAdmin', email: ADMIN_EMAIL }));
  storeAdmin = bearer(await sessionToken(db, { role: 'storeAdmin', storeId: t.catalog.stores[0].id }));
  const search = await t.call<ModelPage>('/api/admin/modelos?q=nv2%20nvme', { headers: admin });
  const loose = search.body.data.find((m) => m.listadosCount === 1)!;
  looseProduct = (await t.call<{ data: ModelDetail }>(`/api/admin/modelos/${loose.id}`, { headers: admin }))
    .body.data.listados[0]!.productoId;
});

const productOf = async (id: number) => (await t.call<{ data: Product }>(`/api/products/${id}`)).body.data;

describe('/api/admin/modelos', () => {
  it('is for fullAdmin only', async () => {
    expect((await t.call('/api/admin/modelos')).status).toBe(401);
    expect((await t.call('/api/admin/modelos', { headers: storeAdmin })).status).toBe(403);
    expect(
      (await t.call('/api/admin/modelos/1/unir', { headers: storeAdmin, json: { modeloId: 2 } })).status,
    ).toBe(403);
  });

  it('searches models by listing names (accents and case aside), or by model or listing id', async () => {
    const page = await t.call<ModelPage>('/api/admin/modelos?q=MEMÓRIA%20corsair', { headers: admin });
    expect(page.status).toBe(200);
    expect(page.body.totalItems).toBe(1);
    expect(page.body.data[0]).toMatchObject({
      nombre: expect.stringContaining('Corsair Vengeance'),
      listadosCount: 3,
      tiendasCount: 3,
    });
    const modelId = page.body.data[0]!.id;
    const byId = await t.call<ModelPage>(`/api/admin/modelos?q=%23${modelId}`, { headers: admin });
    expect(byId.body.data.map((m) => m.id)).toEqual([modelId]);
    const all = await t.call<ModelPage>('/api/admin/modelos?limit=5', { headers: admin });
    expect(all.body.data).toHaveLength(5);
    expect(all.body.totalPages).toBeGreaterThan(1);
  });

  it('shows a model with its listings, why they were grouped, and nothing decided yet', async () => {
    const product = await productOf(t.catalog.modelIds[0]![0]!);
    const { status, body: answer } = await t.call<{ data: ModelDetail }>(
      `/api/admin/modelos/${product.modeloId}`,
      { headers: admin },
    );
    expect(status).toBe(200);
    const body = answer.data;
    expect(body.listados).toHaveLength(4); // three stores and the suspended one
    expect(body.listados[0]).toMatchObject({
      fijado: false,
      evidencia: [{ tipo: 'Nombre', clave: expect.stringMatching(/^name:gpu\|msi\|rtx4060\|8gb/) }],
      partes: { kind: 'gpu', brand: 'msi', chip: 'rtx4060' },
    });
    expect(body.decisiones).toEqual([]);
    expect((await t.call('/api/admin/modelos/999999', { headers: admin })).status).toBe(404);
  });

  it('shows a model’s specs with their sources; an operator corrects one, audited, kept by a recompute', async () => {
    await recomputeModels(t.db);
    const cpuProduct = await productOf(t.catalog.modelIds[5]![0]!); // Ryzen 5 5600X
    const path = `/api/admin/modelos/${cpuProduct.modeloId}`;
    const before = (await t.call<{ data: ModelSpecsDetail }>(path, { headers: admin })).body.data;
    expect(before.especificaciones).toMatchObject({
      tipoPieza: 'cpu',
      valores: { socket: 'AM4' },
      fuentes: { socket: 'nombre' },
      claves: { socket: 'text', tdpW: 'number' },
    });
    const wrong = await t.call(`${path}/especificaciones`, {
      headers: admin,
      json: { clave: 'vramGB', valor: 8 },
    });
    expect(wrong.status).toBe(400);
    expect(
      (await t.call(`${path}/especificaciones`, { headers: storeAdmin, json: { clave: 'tdpW', valor: 65 } }))
        .status,
    ).toBe(403);
    const ok = await t.call<{ message: string }>(`${path}/especificaciones`, {
      headers: admin,
      json: { clave: 'tdpW', valor: 65 },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Especificación corregida.');
    await recomputeModels(t.db);
    const after = (await t.call<{ data: ModelSpecsDetail }>(path, { headers: admin })).body.data;
    expect(after.especificaciones.valores.tdpW).toBe(65);
    expect(after.especificaciones.fuentes.tdpW).toBe('operador');
    expect(after.correccionesEspecificaciones).toEqual([
      expect.objectContaining({ clave: 'tdpW', valor: 65, decididoPor: ADMIN_EMAIL }),
    ]);
    const pub = (await t.call<{ data: ProductWithSpecs }>(`/api/products/${t.catalog.modelIds[5]![0]!}`)).body
      .data;
    expect(pub.fuentes.tdpW).toBe('operador');
  });

  it('splits a listing out, audited, and the public answers follow', async () => {
    const [a, b] = t.catalog.modelIds[9]!;
    const before = await productOf(a!);
    expect(before.tiendasCount).toBe(3);
    const split = await t.call<{ data: { modeloId: number }; message: string }>(
      `/api/admin/modelos/${before.modeloId}/separar`,
      {
        headers: admin,
        json: { productoId: b },
      },
    );
    expect(split.status).toBe(200);
    expect(split.body.message).toBe('El listado quedó en un modelo propio.');
    expect((await productOf(b!)).modeloId).toBe(split.body.data.modeloId);
    expect((await productOf(a!)).tiendasCount).toBe(2);
    const page = await t.call<{ data: ModelDetail }>(`/api/admin/modelos/${split.body.data.modeloId}`, {
      headers: admin,
    });
    expect(page.body.data.listados).toEqual([expect.objectContaining({ productoId: b, fijado: true })]);
    expect(page.body.data.decisiones).toEqual([
      expect.objectContaining({
        accion: 'separar',
        modeloId: before.modeloId,
        otroModeloId: split.body.data.modeloId,
        productoId: b,
        decididoPor: ADMIN_EMAIL,
      }),
    ]);
  });

  it('merges two models, audited, and refuses what makes no sense with a reason in Spanish', async () => {
    const nv2 = await productOf(t.catalog.modelIds[18]![0]!);
    const loose = await productOf(looseProduct);
    expect(loose.modeloId).not.toBe(nv2.modeloId);
    const merged = await t.call<{ data: { modeloId: number; movidos: number }; message: string }>(
      `/api/admin/modelos/${nv2.modeloId}/unir`,
      { headers: admin, json: { modeloId: loose.modeloId } },
    );
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      data: { modeloId: nv2.modeloId, movidos: 1 },
      message: 'Modelos unidos.',
    });
    expect((await productOf(looseProduct)).modeloId).toBe(nv2.modeloId);
    expect((await productOf(looseProduct)).tiendasCount).toBe(4);

    const cases: [string, unknown, number, RegExp][] = [
      [`/api/admin/modelos/${nv2.modeloId}/unir`, { modeloId: nv2.modeloId }, 400, /consigo mismo/],
      [`/api/admin/modelos/${nv2.modeloId}/unir`, { modeloId: 999_999 }, 404, /No existe el modelo 999999/],
      [`/api/admin/modelos/${nv2.modeloId}/unir`, { modeloId: 'x' }, 400, /modeloId/],
      [`/api/admin/modelos/${nv2.modeloId}/unir`, {}, 400, /modeloId/],
      [
        `/api/admin/modelos/${nv2.modeloId}/separar`,
        { productoId: t.catalog.modelIds[0]![0] },
        409,
        /no pertenece/,
      ],
      [`/api/admin/modelos/abc/separar`, { productoId: 1 }, 400, /.+/],
    ];
    for (const [path, json, status, message] of cases) {
      const res = await t.call<{ error: string; message: string }>(path, { headers: admin, json });
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(status);
      expect(res.body.message).toMatch(message);
    }
  });
});
