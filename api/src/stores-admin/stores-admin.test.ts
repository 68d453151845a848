import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@hardprecios/core/db/raw';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { jpeg, multipart, pngWithExif } from '../uploads/testing/images';

let app: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'hp-stores-admin-'));
  app = await startTestApp({ UPLOADS_DIR: uploadsDir });
  admin = bearer(await sessionToken(app.database.db, { role: 'fullAdmin' }));
});

interface StoreBody {
  data: Record<string, unknown> & { id: number; logo: string };
  message: string;
}

const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const searchDocs = async (storeId: number) =>
  (
    await queryRows<{ store_name: string; province_id: number }>(
      app.database.db,
      sql`SELECT store_name, province_id FROM search_documents WHERE store_id = ${storeId}`,
    )
  ).map((r) => ({ storeName: r.store_name, provinceId: Number(r.province_id) }));

describe('creating a store', () => {
  it('answers the Store shape with the message, the logo re-encoded under /uploads/logos', async () => {
    const res = await app.request('/api/stores', {
      method: 'POST',
      headers: admin,
      body: multipart(
        {
          nombre: 'Compu Sur',
          url: 'https://www.CompuSur.com.ar/',
          contacto: '+54 351 400-0000',
          sucursal: 'Centro',
          correoContacto: 'ventas@compusur.com.ar',
          estadoId: '1',
          provinciaId: '6',
          tipo: 'logo',
          direccion: 'Av. Colón 1234',
          descripcion: 'Hardware en Córdoba',
          correosAutorizados: 'Duenio@CompuSur.com.ar, socio@compusur.com.ar',
          horarios: 'Lunes a Viernes 09:00 a 13:00 y de 16:00 a 20:00. Sáb 09:00 a 13:00',
          origen: 'site',
          lector: 'woocommerce',
          urlLectura: 'http://127.0.0.1:4010/woocommerce',
        },
        { field: 'logo', bytes: await pngWithExif(900, 900), name: 'logo.png' },
      ),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as StoreBody;
    expect(body.message).toBe('Tienda creada con Éxito');
    expect(body.data).toMatchObject({
      nombre: 'Compu Sur',
      url: 'www.compusur.com.ar',
      contacto: '+54 351 400-0000',
      correoContacto: 'ventas@compusur.com.ar',
      correosAutorizados: 'duenio@compusur.com.ar,socio@compusur.com.ar',
      estadoId: 1,
      estado: { nombre: 'Activa' },
      provincia: { id: 6, nombre: 'Córdoba' },
      provinciaId: 6,
      direccion: 'Av. Colón 1234',
      descripcion: 'Hardware en Córdoba',
      sucursal: 'Centro',
      horarios: 'Lunes a Viernes 09:00 a 13:00 y de 16:00 a 20:00. Sáb 09:00 a 13:00',
      tipo: 'logo',
      origen: 'site',
      lector: 'woocommerce',
      urlLectura: 'http://127.0.0.1:4010/woocommerce',
      receta: null,
    });
    expect(body.data.logo).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    expect(body.data.imagenes).toEqual([{ url: body.data.logo }]);
    const meta = await sharp(fileOf(body.data.logo)).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 512, undefined]);

    const again = await app.request(`/api/stores/admin/${body.data.id}`, { headers: admin });
    expect(((await again.json()) as StoreBody).data).toEqual(body.data);
  });

  it('saves a recipe for custom sites and reads it back', async () => {
    const recipe = {
      type: 'html',
      startUrls: ['/productos'],
      item: '.producto',
      fields: { name: 'h2', price: '.precio' },
    };
    const res = await app.request('/api/stores', {
      method: 'POST',
      headers: admin,
      body: multipart(
        {
          nombre: 'A Medida',
          url: 'amedida.com',
          contacto: '1',
          provinciaId: 1,
          correosAutorizados: 'a@amedida.com',
          lector: 'recipe',
          receta: JSON.stringify(recipe),
        },
        { field: 'logo', bytes: await jpeg(), name: 'l.jpg', type: 'image/jpeg' },
      ),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as StoreBody).data).toMatchObject({ lector: 'recipe', receta: recipe });
  });

  it('refuses an authorized e-mail another store already has (it signs in to one store only)', async () => {
    await buildStore(app.database.db, { authorizedEmails: ['ocupado@otra.com'] });
    const res = await app.request('/api/stores', {
      method: 'POST',
      headers: admin,
      body: multipart(
        {
          nombre: 'Copia',
          url: 'copia.com',
          contacto: '1',
          provinciaId: 1,
          correosAutorizados: 'OCUPADO@otra.com',
        },
        { field: 'logo', bytes: await jpeg(), name: 'l.jpg', type: 'image/jpeg' },
      ),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /ocupado@otra.com ya está autorizado/,
    );
  });
});

describe('editing, suspending and reactivating', () => {
  it('a storeAdmin edits their store: hours, name and logo; the old logo file goes, search follows the name', async () => {
    const store = await buildStore(app.database.db, {
      name: 'Nombre Viejo',
      authorizedEmails: ['yo@mia.com'],
    });
    await upsertListings(app.database.db, store.id, [buildListing(1), buildListing(2)]);
    const own = bearer(await sessionToken(app.database.db, { role: 'storeAdmin', storeId: store.id }));
    const put = async (fields: Record<string, string>, logo?: Buffer) =>
      app.request(`/api/stores/${store.id}`, {
        method: 'PUT',
        headers: own,
        body: multipart(
          fields,
          logo ? { field: 'logo', bytes: logo, name: 'x.jpg', type: 'image/jpeg' } : undefined,
        ),
      });

    const first = (await (
      await put({ horarios: 'Lunes a Viernes 10:00 a 19:00' }, await jpeg())
    ).json()) as StoreBody;
    expect(first.message).toBe('Tienda actualizada con Éxito');
    expect(first.data).toMatchObject({ horarios: 'Lunes a Viernes 10:00 a 19:00', nombre: 'Nombre Viejo' });
    expect(await exists(fileOf(first.data.logo))).toBe(true);

    const second = (await (
      await put({ nombre: 'Nombre Nuevo', provinciaId: '13' }, await jpeg())
    ).json()) as StoreBody;
    expect(second.data).toMatchObject({ nombre: 'Nombre Nuevo', provincia: { id: 13, nombre: 'Mendoza' } });
    expect(second.data.logo).not.toBe(first.data.logo);
    expect(await exists(fileOf(first.data.logo))).toBe(false);
    expect(await searchDocs(store.id)).toEqual([
      { storeName: 'Nombre Nuevo', provinceId: 13 },
      { storeName: 'Nombre Nuevo', provinceId: 13 },
    ]);
  });

  it('suspending hides the store from search; reactivating (estadoId 1, provinciaId) brings it back', async () => {
    const store = await buildStore(app.database.db);
    await upsertListings(app.database.db, store.id, [buildListing(1)]);
    expect(await searchDocs(store.id)).toHaveLength(1);

    const suspended = await app.request(`/api/stores/logicdelete/${store.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(suspended.status).toBe(200);
    expect((await suspended.json()) as StoreBody).toMatchObject({
      message: 'Tienda suspendida con Éxito',
      data: { estadoId: 2, estado: { nombre: 'Inactiva' } },
    });
    expect(await searchDocs(store.id)).toEqual([]);

    const restored = await app.request(`/api/stores/${store.id}`, {
      method: 'PUT',
      headers: admin,
      json: { estadoId: 1, provinciaId: 21 },
    });
    expect(restored.status).toBe(200);
    expect((await restored.json()) as StoreBody).toMatchObject({
      message: 'Tienda restaurada con Éxito',
      data: { estadoId: 1, estado: { nombre: 'Activa' }, provinciaId: 21 },
    });
    expect(await searchDocs(store.id)).toEqual([{ storeName: store.name, provinceId: 21 }]);
  });

  it('suspending a store that does not exist is 404', async () => {
    const res = await app.request('/api/stores/logicdelete/987654', { method: 'DELETE', headers: admin });
    expect(res.status).toBe(404);
  });

  it('taking an e-mail off a store ends that admin’s session at once', async () => {
    const store = await buildStore(app.database.db, { authorizedEmails: ['sale@t.com', 'queda@t.com'] });
    const leaving = await sessionToken(app.database.db, {
      role: 'storeAdmin',
      storeId: store.id,
      email: 'sale@t.com',
    });
    const staying = await sessionToken(app.database.db, {
      role: 'storeAdmin',
      storeId: store.id,
      email: 'queda@t.com',
    });
    const res = await app.request(`/api/stores/${store.id}`, {
      method: 'PUT',
      headers: admin,
      body: multipart({ correosAutorizados: 'queda@t.com,nuevo@t.com' }),
    });
    expect(res.status).toBe(200);
    expect((await getStore(app.database.db, store.id))?.authorizedEmails).toEqual([
      'queda@t.com',
      'nuevo@t.com',
    ]);
    expect((await app.request('/api/user/profile', { headers: bearer(leaving) })).status).toBe(401);
    expect((await app.request('/api/user/profile', { headers: bearer(staying) })).status).toBe(200);
  });
});
