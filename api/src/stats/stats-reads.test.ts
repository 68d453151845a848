import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { setRule } from '@hardprecios/core/settings/rules.repository';
import { addDays, argentinaDay } from '@hardprecios/core/stats/argentina-day';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { products } from '@hardprecios/core/db/schema';
import { sessionToken } from '../auth/testing/sessions';
import { startTestApp, type TestApp } from '../testing/test-app';
import { getStats, postEvent } from './testing/stats-client';

let app: TestApp;
let admin: string;
let storeAdmin: string;
const today = argentinaDay(new Date());
const range = { fechaInicio: today, fechaFin: addDays(today, 1) };
const ids = { storeA: 0, storeB: 0, p1: 0, p2: 0, p3: 0 };

async function post(path: string, body: unknown, times = 1) {
  for (let i = 0; i < times; i++) expect((await postEvent(app, path, body)).status).toBe(202);
}

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  const storeA = await buildStore(db, { name: 'Compumundo' });
  const storeB = await buildStore(db, { name: 'Mexx' });
  for (const id of [80, 82]) await buildStore(db, { id, name: `Excluida ${id}` });
  await upsertListings(db, storeA.id, [
    buildListing(1, { name: 'Placa de video RTX 4060', price: 650_000 }),
    buildListing(2),
  ]);
  await upsertListings(db, storeB.id, [buildListing(3, { name: 'Monitor 27 pulgadas' })]);
  const rows = await db
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .orderBy(products.id);
  Object.assign(ids, {
    storeA: storeA.id,
    storeB: storeB.id,
    p1: rows[0]!.id,
    p2: rows[1]!.id,
    p3: rows[2]!.id,
  });
  admin = await sessionToken(db, { role: 'fullAdmin' });
  storeAdmin = await sessionToken(db, { role: 'storeAdmin', storeId: storeA.id });

  await post(
    '/visita-web',
    { urlVisitada: '/', metadata: { navegador: 'Chrome', sistemaOperativo: 'Android' } },
    4,
  );
  await post('/producto', { productoId: ids.p1, tiendaId: ids.storeA }, 3);
  await post('/producto', { productoId: ids.p3, tiendaId: ids.storeB }, 2);
  await post('/producto', { productoId: ids.p2, tiendaId: ids.storeA }, 1);
  await post('/producto', { productoId: 999_999 }, 5); // no such product: counted, never ranked
  await post('/redireccion', { productoId: ids.p1, tiendaId: ids.storeA }, 2);
  await post('/tienda', { tiendaId: 80 }, 5);
  await post('/tienda', { tiendaId: 82 }, 1);
  await post('/tienda', { tiendaId: ids.storeB }, 3);
  await post('/tienda', { tiendaId: ids.storeA }, 2);
  await post('/categorias/acceso', { categoriaId: 3 }, 2);
  await post('/categorias/acceso', { categoriaId: 4 }, 1);
  await post('/busquedas', { query: 'ryzen', cantidadResultados: 12 }, 2);
});

const read = <T>(path: string, query: Record<string, string | number> = range) =>
  getStats<{ data: T }>(app, path, admin, query);

describe('GET /api/estadisticas/* (fullAdmin reads)', () => {
  it('counts web visits, redirects and product visits', async () => {
    expect((await read('/contar-visitas-web')).body).toEqual({ data: { cantidadVisitas: 4 } });
    expect((await read('/contar-redirecciones')).body).toEqual({
      data: { visitas: 2, busquedasProducto: 11 },
    });
  });

  it('ranks products by visits with name, price and store', async () => {
    const { status, body } = await read('/productos-mas-buscados');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        productoId: ids.p1,
        nombreProducto: 'Placa de video RTX 4060',
        cantidadBusquedas: 3,
        precio: 650_000,
        moneda: 'ARS',
        tiendaId: ids.storeA,
        nombreTienda: 'Compumundo',
      },
      {
        productoId: ids.p3,
        nombreProducto: 'Monitor 27 pulgadas',
        cantidadBusquedas: 2,
        precio: expect.any(Number),
        moneda: 'ARS',
        tiendaId: ids.storeB,
        nombreTienda: 'Mexx',
      },
      {
        productoId: ids.p2,
        nombreProducto: expect.any(String),
        cantidadBusquedas: 1,
        precio: expect.any(Number),
        moneda: 'ARS',
        tiendaId: ids.storeA,
        nombreTienda: 'Compumundo',
      },
    ]);
    const top1 = await read<unknown[]>('/productos-mas-buscados', { ...range, limite: 1 });
    expect(top1.body.data).toHaveLength(1);
  });

  it('ranks stores by visits, leaving out the configured stores', async () => {
    const { body } = await read('/tiendas-mas-buscadas');
    expect(body.data).toEqual([
      { tiendaId: ids.storeB, nombreTienda: 'Mexx', cantidadBusquedas: 3 },
      { tiendaId: ids.storeA, nombreTienda: 'Compumundo', cantidadBusquedas: 2 },
    ]);
    // The exclusion is configuration: dropping 80 from it puts the store back in the chart.
    await setRule(app.database.db, 'store_chart_excluded', [82, 83]);
    const again = await read<{ tiendaId: number }[]>('/tiendas-mas-buscadas');
    expect(again.body.data.map((s) => s.tiendaId)).toEqual([80, ids.storeB, ids.storeA]);
    await setRule(app.database.db, 'store_chart_excluded', [80, 82, 83]);
  });

  it('keeps the store chart to the top 10', async () => {
    for (let i = 0; i < 10; i++) {
      const store = await buildStore(app.database.db);
      await post('/tienda', { tiendaId: store.id }, 4);
    }
    const { body } = await read<{ cantidadBusquedas: number }[]>('/tiendas-mas-buscadas');
    expect(body.data).toHaveLength(10);
    expect(body.data.every((s) => s.cantidadBusquedas === 4)).toBe(true);
  });

  it('counts category accesses with the category name', async () => {
    expect((await read('/categorias/obtener_accesos')).body.data).toEqual([
      { categoriaId: 3, categoria: { nombre: 'Placas de video' }, cantidadAccesos: 2 },
      { categoriaId: 4, categoria: { nombre: 'Monitores' }, cantidadAccesos: 1 },
    ]);
  });

  it('gives searches per day, days without searches included', async () => {
    const { body } = await read('/busquedas-fechas', {
      fechaInicio: addDays(today, -2),
      fechaFin: addDays(today, 1),
    });
    expect(body.data).toEqual([
      { fecha: addDays(today, -2), cantidad: 0 },
      { fecha: addDays(today, -1), cantidad: 0 },
      { fecha: today, cantidad: 2 },
    ]);
  });

  it('counts nothing outside the range', async () => {
    const yesterday = { fechaInicio: addDays(today, -1), fechaFin: today };
    expect((await read('/contar-visitas-web', yesterday)).body).toEqual({ data: { cantidadVisitas: 0 } });
    expect((await read('/productos-mas-buscados', yesterday)).body).toEqual({ data: [] });
  });
});

describe('statistics reads: access and dates', () => {
  const paths = [
    '/contar-visitas-web',
    '/productos-mas-buscados',
    '/contar-redirecciones',
    '/busquedas-fechas',
    '/visitas-diarias',
    '/categorias/obtener_accesos',
    '/tiendas-mas-buscadas',
  ];

  it('are for fullAdmin only: anonymous 401, storeAdmin 403', async () => {
    for (const path of paths) {
      expect((await getStats(app, path, undefined, range)).status, path).toBe(401);
      expect((await getStats(app, path, storeAdmin, range)).status, path).toBe(403);
      expect((await getStats(app, path, admin, range)).status, path).toBe(200);
    }
  });

  it('refuse bad or missing dates with a 400 that says what is wrong', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['/contar-visitas-web', {}, /fechaInicio.*obligatoria/],
      ['/contar-visitas-web', { fechaInicio: '2025-01-01' }, /fechaFin.*obligatoria/],
      [
        '/contar-visitas-web',
        { fechaInicio: '2025/01/01', fechaFin: '2025-01-02' },
        /fechaInicio.*AAAA-MM-DD/,
      ],
      [
        '/contar-visitas-web',
        { fechaInicio: '2025-02-30', fechaFin: '2025-03-02' },
        /fechaInicio.*fecha válida/,
      ],
      ['/contar-visitas-web', { fechaInicio: '2025-03-05', fechaFin: '2025-03-01' }, /fechaFin.*posterior/],
      ['/contar-visitas-web', { fechaInicio: '2025-03-05', fechaFin: '2025-03-05' }, /fechaFin.*posterior/],
      ['/contar-visitas-web', { fechaInicio: '2024-10-31', fechaFin: '2024-12-01' }, /anterior a 2024-11-01/],
      [
        '/tiendas-mas-buscadas',
        { fechaInicio: '2024-11-29', fechaFin: '2024-12-10' },
        /anterior a 2024-11-30/,
      ],
      [
        '/categorias/obtener_accesos',
        { fechaInicio: '2024-11-15', fechaFin: '2024-12-10' },
        /anterior a 2024-11-30/,
      ],
      [
        '/busquedas-fechas',
        { fechaInicio: addDays(today, 2), fechaFin: addDays(today, 3) },
        /posterior a hoy/,
      ],
      ['/visitas-diarias', { fechaInicio: '2024-10-01', fechaFin: '2024-10-05' }, /anterior a 2024-11-01/],
    ];
    for (const [path, query, message] of cases) {
      const { status, body } = await getStats<{ error: string; message: string }>(app, path, admin, query);
      expect(status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(body.error).toBe('bad_request');
      expect(body.message).toMatch(message);
    }
  });

  it('accept the summaries from 2024-11-01 and the charts from 2024-11-30', async () => {
    const summary = await read('/contar-visitas-web', {
      fechaInicio: '2024-11-01',
      fechaFin: addDays(today, 1),
    });
    expect(summary.body).toEqual({ data: { cantidadVisitas: 4 } });
    const chart = await read<unknown[]>('/tiendas-mas-buscadas', {
      fechaInicio: '2024-11-30',
      fechaFin: addDays(today, 1),
    });
    expect(chart.status).toBe(200);
    expect(chart.body.data).toHaveLength(10);
  });
});
