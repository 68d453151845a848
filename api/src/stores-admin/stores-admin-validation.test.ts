import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStore } from '@hardprecios/core/testing/factories';
import { countStores, getStore } from '@hardprecios/core/stores/stores.repository';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { jpeg, multipart, oversized, PDF_BYTES, TEXT_BYTES } from '../uploads/testing/images';

let app: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;
let logo: Buffer;
let storeId: number;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'hp-stores-validation-'));
  app = await startTestApp({ UPLOADS_DIR: uploadsDir });
  admin = bearer(await sessionToken(app.database.db, { role: 'fullAdmin' }));
  logo = await jpeg(64, 64);
  storeId = (await buildStore(app.database.db, { url: 'original.com.ar' })).id;
});

const valid = {
  nombre: 'Tienda Válida',
  url: 'tiendavalida.com.ar',
  contacto: '+54 11 4444-4444',
  provinciaId: '6',
  correosAutorizados: 'a@tiendavalida.com.ar',
};

function create(fields: Record<string, string>, file: Buffer | null = logo) {
  const body = multipart(fields, file ? { field: 'logo', bytes: file, name: 'logo.png' } : undefined);
  return app.request('/api/stores', { method: 'POST', headers: admin, body });
}

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject({ message });
}

describe('POST /api/stores validation (spec messages, word for word)', () => {
  it.each([
    ['no name', { nombre: undefined }, 'El nombre de la tienda es requerido'],
    ['a blank name', { nombre: '   ' }, 'El nombre de la tienda es requerido'],
    ['no URL', { url: undefined }, 'La URL de la tienda es requerida'],
    ['an empty URL', { url: '' }, 'La URL de la tienda es requerida'],
    [
      'a URL without a TLD',
      { url: 'tiendavalida' },
      'La URL debe tener un formato válido ejemplos : .com, .ar , .net ',
    ],
    [
      'a URL with spaces',
      { url: 'tienda valida.com' },
      'La URL debe tener un formato válido ejemplos : .com, .ar , .net ',
    ],
    [
      'a URL with a path',
      { url: 'https://tienda.com/productos' },
      'La URL debe tener un formato válido ejemplos : .com, .ar , .net ',
    ],
    ['no province', { provinciaId: undefined }, 'La provincia requerida'],
    ['a province out of range', { provinciaId: '25' }, 'La provincia requerida'],
    ['no phone', { contacto: undefined }, 'El numero de contacto requerido'],
    ['a blank phone', { contacto: ' ' }, 'El numero de contacto requerido'],
    ['no authorized e-mail', { correosAutorizados: undefined }, 'Al menos un correo Autorizado es requerido'],
    ['an empty e-mail list', { correosAutorizados: ' , ' }, 'Al menos un correo Autorizado es requerido'],
    ['a malformed authorized e-mail', { correosAutorizados: 'a@x.com,no-es-correo' }, 'Correo no válido'],
    [
      'four authorized e-mails',
      { correosAutorizados: 'a@x.com,b@x.com,c@x.com,d@x.com' },
      'Máximo 3 correos permitidos',
    ],
    ['a malformed contact e-mail', { correoContacto: 'contacto@' }, 'Correo no válido'],
  ])('refuses %s', async (_case, change, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...valid, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    await expectRefused(await create(fields), 400, message);
  });

  it("refuses a store without a logo with 'El logo de la tienda es requerido'", async () => {
    await expectRefused(await create(valid, null), 400, 'El logo de la tienda es requerido');
  });

  it('lists every problem of an empty form, the first one as the message', async () => {
    const res = await create({}, null);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { campo: string; message: string }[] };
    expect(body.message).toBe('El nombre de la tienda es requerido');
    expect(body.errors.map((e) => e.message)).toEqual([
      'El nombre de la tienda es requerido',
      'La URL de la tienda es requerida',
      'El logo de la tienda es requerido',
      'La provincia requerida',
      'El numero de contacto requerido',
      'Al menos un correo Autorizado es requerido',
    ]);
  });

  it.each([
    'tienda.com',
    'tienda.ar',
    'tienda.net',
    'tienda.com.ar',
    'https://www.tienda.com.ar',
    'http://tienda.com/',
  ])('accepts the URL %s and stores its host', async (url) => {
    const res = await create({ ...valid, url, correosAutorizados: `x${Math.random()}@tienda.com` });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { url: string } };
    expect(body.data.url).toMatch(/^(www\.)?tienda\.(com|ar|net|com\.ar)$/);
  });

  it('refuses a recipe that is not valid, naming the wrong part', async () => {
    const bad = await create({
      ...valid,
      correosAutorizados: 'r1@r.com',
      receta: '{"type":"html","startUrls":[]}',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^receta inválida/);
    const notJson = await create({ ...valid, correosAutorizados: 'r2@r.com', receta: '{no json' });
    await expectRefused(notJson, 400, 'La receta debe ser JSON válido');
  });
});

describe('POST /api/stores logo upload', () => {
  async function noFileWritten() {
    const logos = await readdir(path.join(uploadsDir, 'logos')).catch(() => []);
    return logos.length;
  }

  it.each([
    ['a PDF named logo.png', PDF_BYTES, 415, 'El archivo debe ser una imagen JPG, PNG o WEBP'],
    ['a text file named logo.png', TEXT_BYTES, 415, 'El archivo debe ser una imagen JPG, PNG o WEBP'],
    ['an empty file', Buffer.alloc(0), 400, 'El archivo está vacío'],
    ['a file over 2 MB', oversized(2 * 1024 * 1024), 413, 'El archivo supera el tamaño máximo de 2 MB'],
  ])('refuses %s and creates nothing', async (_case, bytes, status, message) => {
    const stores = await countStores(app.database.db);
    const files = await noFileWritten();
    await expectRefused(await create({ ...valid, correosAutorizados: 'u@u.com' }, bytes), status, message);
    expect(await countStores(app.database.db)).toBe(stores);
    expect(await noFileWritten()).toBe(files);
  });
});

describe('PUT /api/stores/:id validation', () => {
  const edit = (fields: Record<string, string>) =>
    app.request(`/api/stores/${storeId}`, { method: 'PUT', headers: admin, body: multipart(fields) });

  it("refuses a malformed URL with 'La URL debe tener el formato {host}', naming the host", async () => {
    await expectRefused(
      await edit({ url: 'https://www.mitienda.com.ar/productos' }),
      400,
      'La URL debe tener el formato www.mitienda.com.ar',
    );
    await expectRefused(
      await edit({ url: 'no es una url' }),
      400,
      'La URL debe tener el formato tienda.com.ar',
    );
    await expectRefused(await edit({ url: '' }), 400, 'La URL de la tienda es requerida');
    expect((await getStore(app.database.db, storeId))?.url).toBe('original.com.ar');
  });

  it('checks authorized e-mails it receives, and keeps them when the list comes empty', async () => {
    await expectRefused(
      await edit({ correosAutorizados: 'a@x.com,b@x.com,c@x.com,d@x.com' }),
      400,
      'Máximo 3 correos permitidos',
    );
    await expectRefused(await edit({ correosAutorizados: 'malo' }), 400, 'Correo no válido');
    expect((await edit({ correosAutorizados: 'uno@original.com.ar' })).status).toBe(200);
    expect((await edit({ correosAutorizados: '' })).status).toBe(200);
    expect((await getStore(app.database.db, storeId))?.authorizedEmails).toEqual(['uno@original.com.ar']);
  });

  it('answers 404 for a store that does not exist and 400 for a malformed id', async () => {
    const missing = await app.request('/api/stores/999999', {
      method: 'PUT',
      headers: admin,
      json: { nombre: 'X' },
    });
    expect(missing.status).toBe(404);
    const malformed = await app.request('/api/stores/abc', {
      method: 'PUT',
      headers: admin,
      json: { nombre: 'X' },
    });
    expect(malformed.status).toBe(400);
  });
});
