import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@hardprecios/core/db/raw';
import { buildStore } from '@hardprecios/core/testing/factories';
import { getStore } from '@hardprecios/core/stores/stores.repository';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { jpeg, multipart } from '../uploads/testing/images';

let app: TestApp;
let admin: Record<string, string>;
let storeId: number;
let logo: Buffer;

beforeAll(async () => {
  app = await startTestApp({ UPLOADS_DIR: await mkdtemp(path.join(tmpdir(), 'hp-boundary-')) });
  storeId = (await buildStore(app.database.db, { name: 'Tienda Intacta' })).id;
  admin = bearer(await sessionToken(app.database.db, { role: 'fullAdmin' }));
  logo = await jpeg(100, 100);
});

const bytes = (buffer: Buffer) => new Uint8Array(buffer);
const answer = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { error: string; message: string }),
});
const counts = async () =>
  (
    await queryRows<{ stores: number; banners: number; runs: number }>(
      app.database.db,
      sql`SELECT (SELECT count(*) FROM stores)::int AS stores, (SELECT count(*) FROM banners)::int AS banners,
                 (SELECT count(*) FROM ingestion_runs)::int AS runs`,
    )
  )[0];

describe('multipart bodies that cannot be read', () => {
  const MALFORMED =
    'El formulario no se pudo leer: el cuerpo multipart/form-data está mal formado o incompleto';
  const uploads = (): [string, string][] => [
    ['POST', '/api/stores'],
    ['PUT', `/api/stores/${storeId}`],
    ['POST', `/api/stores/tienda/${storeId}/banner`],
    ['POST', `/api/stores/tienda/${storeId}/banner/mobile`],
    ['POST', `/api/stores/${storeId}/importaciones`],
  ];
  const bodies: [string, string, Uint8Array<ArrayBuffer>][] = [
    ['without its boundary', 'multipart/form-data', bytes(Buffer.from('nombre=Tienda'))],
    [
      'of garbage',
      'multipart/form-data; boundary=XyZ',
      bytes(Buffer.from([0xff, 0x00, 0x13, 0x37, 0x0d, 0x0a])),
    ],
    [
      'cut in the middle of a part',
      'multipart/form-data; boundary=XyZ',
      bytes(Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nTienda a medio')),
    ],
  ];

  it.each(bodies)(
    'answer 400 in Spanish for a body %s on every upload route, and save nothing',
    async (_what, type, body) => {
      const before = await counts();
      for (const [method, url] of uploads()) {
        const res = await app.request(url, { method, body, headers: { ...admin, 'content-type': type } });
        expect(await answer(res), `${method} ${url}`).toEqual({
          status: 400,
          error: 'bad_request',
          message: MALFORMED,
        });
      }
      expect(await counts()).toEqual(before);
    },
  );
});

describe("a control character in a store's text", () => {
  const refused = {
    status: 400,
    error: 'bad_request',
    message: "El campo 'nombre' tiene caracteres de control no permitidos",
  };

  it('is refused with a 400 in Spanish when the store is edited (JSON), and the store keeps its name', async () => {
    const res = await app.request(`/api/stores/${storeId}`, {
      method: 'PUT',
      headers: admin,
      json: { nombre: 'a\u0000b' },
    });
    expect(await answer(res)).toMatchObject(refused);
    expect((await getStore(app.database.db, storeId))?.name).toBe('Tienda Intacta');
  });

  it('is refused with a 400 in Spanish in the create form, and no store is created', async () => {
    const before = await counts();
    const form = multipart(
      {
        nombre: 'Tienda\u0000Nueva',
        url: 'tiendanueva.com.ar',
        contacto: '+54 11 5555-5555',
        provinciaId: 2,
        correosAutorizados: 'duenio@tiendanueva.com.ar',
      },
      { field: 'logo', bytes: logo, name: 'logo.jpg', type: 'image/jpeg' },
    );
    const res = await app.request('/api/stores', { method: 'POST', headers: admin, body: form });
    expect(await answer(res)).toMatchObject(refused);
    expect(await counts()).toEqual(before);
  });

  it("is refused in an uploaded spreadsheet's file name", async () => {
    const form = new FormData();
    form.append('archivo', new Blob([Buffer.from('Nombre,Precio\nSSD,100000\n')]), 'lista\u009b31m.csv');
    const res = await app.request(`/api/stores/${storeId}/importaciones`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(await answer(res)).toEqual({
      status: 400,
      error: 'bad_request',
      message: 'El nombre del archivo tiene caracteres de control no permitidos',
    });
  });
});

describe("the store form's logo", () => {
  it('is not taken from a JSON body claiming it came: 400, no store', async () => {
    const before = await counts();
    const res = await app.request('/api/stores', {
      method: 'POST',
      headers: admin,
      json: {
        nombre: 'Tienda Sin Logo',
        url: 'sinlogo.com.ar',
        logo: true,
        provinciaId: 2,
        contacto: '+54 11 5555-5555',
        correosAutorizados: 'duenio@sinlogo.com.ar',
      },
    });
    expect(await answer(res)).toMatchObject({ status: 400, message: 'El logo de la tienda es requerido' });
    expect(await counts()).toEqual(before);
  });
});

describe('validation messages in Spanish, with no English after the field', () => {
  it.each([
    [
      'a query parameter',
      () => app.request('/api/products/all-products?page=abc'),
      "Parámetro inválido 'page' (consulta): debe ser un número",
    ],
    [
      'a body field of the wrong type',
      () => app.request('/api/search', { method: 'POST', json: { requests: 'todas' } }),
      "Parámetro inválido 'requests' (cuerpo): debe ser una lista",
    ],
    [
      "a store-edit form's field",
      () =>
        app.request(`/api/stores/${storeId}`, {
          method: 'PUT',
          headers: admin,
          body: multipart({ estadoId: 'activa' }),
        }),
      "El campo 'estadoId' debe ser un número",
    ],
    [
      "a banner form's field sent twice",
      () => {
        const form = multipart({ fechaInicio: '2024/11/25' });
        form.append('fechaInicio', '2024/11/26');
        return app.request(`/api/stores/tienda/${storeId}/banner`, {
          method: 'POST',
          headers: admin,
          body: form,
        });
      },
      "El campo 'fechaInicio' debe ser texto",
    ],
  ])('%s', async (_what, call, message) => {
    expect(await answer(await call())).toMatchObject({ status: 400, message });
  });
});

describe('bodies and addresses the parsers refuse', () => {
  const post = (headers: Record<string, string>, body: Uint8Array<ArrayBuffer> | string) =>
    app.request('/api/products/search-products', { method: 'POST', headers, body });

  it.each([
    [
      'malformed JSON',
      { 'content-type': 'application/json' },
      '{"key": "ssd"',
      400,
      'El cuerpo de la solicitud no es JSON válido',
    ],
    [
      'a gzip bomb',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      bytes(gzipSync(Buffer.from(`{"key":"${'a'.repeat(5_000_000)}"}`))),
      413,
      'El cuerpo de la solicitud es demasiado grande',
    ],
    [
      'a compression the server does not know',
      { 'content-type': 'application/json', 'content-encoding': 'compress' },
      '{}',
      415,
      'La compresión del cuerpo no está soportada (Content-Encoding: gzip, deflate, br o ninguna)',
    ],
    [
      'a character set other than UTF',
      { 'content-type': 'application/json; charset=latin2' },
      '{}',
      415,
      'El juego de caracteres del cuerpo no está soportado (usá UTF-8)',
    ],
  ])('%s', async (_what, headers, body, status, message) => {
    expect(await answer(await post(headers, body))).toMatchObject({ status, message });
  });

  it('answers a badly encoded address with a 400 in Spanish', async () => {
    expect(await answer(await app.request('/api/products/%E0%A4%A'))).toEqual({
      status: 400,
      error: 'bad_request',
      message: 'La dirección tiene caracteres mal codificados',
    });
  });
});
