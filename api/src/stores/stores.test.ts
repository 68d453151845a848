import { beforeAll, describe, expect, it } from 'vitest';
import { insertBanner } from '@hardprecios/core/banners/banners.repository';
import { setRule } from '@hardprecios/core/settings/rules.repository';
import { addDays, argentinaDay } from '@hardprecios/core/stats/argentina-day';
import { buildStore } from '@hardprecios/core/testing/factories';
import type { StoreRow } from '@hardprecios/core/stores/stores.repository';
import { startCatalogApp, type CatalogApp } from '../search/testing/catalog-app';

let t: CatalogApp;
let excluded: StoreRow;
beforeAll(async () => {
  t = await startCatalogApp(async (db) => {
    excluded = await buildStore(db, { name: 'Tienda Excluida', provinceId: 24, url: 'excluida.com.ar' });
    await setRule(db, 'public_stores_excluded', [excluded.id]);
  });
});

interface Store {
  id: number;
  nombre: string;
  correosAutorizados: string;
  estado: { nombre: string };
  provincia: { id: number; nombre: string };
}

describe('GET /api/stores', () => {
  it('lists active stores only, leaving out the excluded one, in the contract shape', async () => {
    const { status, body } = await t.call<{ data: Store[] }>('/api/stores');
    expect(status).toBe(200);
    expect(body.data.map((s) => s.nombre)).toEqual(['Compumundo', 'Córdoba Hardware', 'Mendoza PC']);
    const [cordoba] = body.data.filter((s) => s.nombre === 'Córdoba Hardware');
    expect(cordoba).toEqual({
      id: t.catalog.stores[1].id,
      nombre: 'Córdoba Hardware',
      url: 'https://cordobahardware.com.ar',
      contacto: '+54 11 4000-0000',
      correoContacto: '',
      correosAutorizados: '',
      estadoId: 1,
      estado: { nombre: 'Activa' },
      provincia: { id: 6, nombre: 'Córdoba' },
      provinciaId: 6,
      direccion: '',
      descripcion: '',
      sucursal: '',
      horarios: '',
      imagenes: [],
      logo: '',
      tipo: 'logo',
    });
  });

  it('never shows who may sign in for a store', async () => {
    const withEmails = await buildStore(t.db, { name: 'Zeta PC', authorizedEmails: ['dueno@zeta.com.ar'] });
    const { body } = await t.call<{ data: Store }>(`/api/stores/${withEmails.id}`);
    expect(body.data.correosAutorizados).toBe('');
    expect(JSON.stringify((await t.call('/api/stores')).body)).not.toContain('dueno@zeta.com.ar');
  });
});

describe('GET /api/stores/:id', () => {
  it('serves an active store, the excluded one included', async () => {
    const { status, body } = await t.call<{ data: Store }>(`/api/stores/${excluded.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nombre: 'Tienda Excluida', provincia: { id: 24, nombre: 'Tucumán' } });
  });

  it('404s for unknown and suspended stores, 400 for a malformed id', async () => {
    expect((await t.call('/api/stores/99999')).status).toBe(404);
    expect((await t.call(`/api/stores/${t.catalog.suspendedStore.id}`)).status).toBe(404);
    for (const id of ['12abc', '-4', '1.5']) expect((await t.call(`/api/stores/${id}`)).status, id).toBe(400);
  });
});

describe('GET /api/stores/banners', () => {
  it('gives the banners of a kind within their date window, linking to the store unless it is excluded', async () => {
    const today = argentinaDay(new Date());
    const [compumundo, cordoba] = t.catalog.stores;
    const banner = (storeId: number, kind: 'desktop' | 'mobile', from: number, to: number) =>
      insertBanner(t.db, {
        storeId,
        kind,
        imageUrl: `/uploads/banners/${storeId}-${kind}-${from}.webp`,
        startsOn: addDays(today, from),
        endsOn: addDays(today, to),
      });
    const current = await banner(compumundo.id, 'desktop', -3, 3);
    const endsToday = await banner(cordoba.id, 'desktop', -10, 0);
    const fromExcluded = await banner(excluded.id, 'desktop', 0, 5);
    await banner(compumundo.id, 'desktop', -10, -1);
    await banner(compumundo.id, 'desktop', 1, 10);
    await banner(t.catalog.suspendedStore.id, 'desktop', -1, 1);
    const mobile = await banner(cordoba.id, 'mobile', -1, 1);

    const { body } = await t.call<{ banners: { id: number }[] }>('/api/stores/banners?tipo=desktop');
    expect(body.banners.map((b) => b.id).sort((a, b) => a - b)).toEqual([
      current.id,
      endsToday.id,
      fromExcluded.id,
    ]);
    expect(body.banners.find((b) => b.id === current.id)).toEqual({
      id: current.id,
      url: current.imageUrl,
      tiendaId: compumundo.id,
      nombre: 'Compumundo',
      tienda: { nombre: 'Compumundo' },
      clickable: true,
      storeUrl: 'https://compumundo.com.ar',
    });
    expect(body.banners.find((b) => b.id === endsToday.id)).toMatchObject({
      storeUrl: 'https://cordobahardware.com.ar',
    });
    expect(body.banners.find((b) => b.id === fromExcluded.id)).toMatchObject({ clickable: false });

    const mobiles = await t.call<{ banners: { id: number }[] }>('/api/stores/banners?tipo=mobile');
    expect(mobiles.body.banners.map((b) => b.id)).toEqual([mobile.id]);
    expect((await t.call('/api/stores/banners?tipo=tv')).body).toMatchObject({
      error: 'bad_request',
      parameter: 'tipo',
    });
  });
});
