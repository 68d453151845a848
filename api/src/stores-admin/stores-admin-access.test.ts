import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStore } from '@hardprecios/core/testing/factories';
import { getStore, updateStore } from '@hardprecios/core/stores/stores.repository';
import { startTestApp, type TestApp } from '../testing/test-app';
import { callerHeaders, CALLERS, type Caller } from '../auth/testing/sessions';
import { jpeg, multipart } from '../uploads/testing/images';

let app: TestApp;
let headers: Record<Caller, Record<string, string>>;
let storeId: number;
let otherStoreId: number;
let logo: Buffer;

beforeAll(async () => {
  app = await startTestApp({ UPLOADS_DIR: await mkdtemp(path.join(tmpdir(), 'hp-stores-access-')) });
  const db = app.database.db;
  storeId = (await buildStore(db, { name: 'Tienda Propia' })).id;
  otherStoreId = (await buildStore(db, { name: 'Tienda Ajena' })).id;
  headers = await callerHeaders(db, storeId, otherStoreId);
  logo = await jpeg(100, 100);
});

const dead = { anonymous: 401, forgedToken: 401, expiredSession: 401, revokedSession: 401 } as const;

function newStoreForm() {
  return multipart(
    {
      nombre: 'Tienda Nueva',
      url: 'tiendanueva.com.ar',
      contacto: '+54 11 5555-5555',
      provinciaId: 2,
      correosAutorizados: `duenio-${Math.random().toString(36).slice(2)}@tiendanueva.com.ar`,
    },
    { field: 'logo', bytes: logo, name: 'logo.jpg', type: 'image/jpeg' },
  );
}

/** Each endpoint, the status each caller gets. */
const matrix: {
  name: string;
  expected: Record<Caller, number>;
  call: (h: Record<string, string>) => Promise<Response>;
}[] = [
  {
    name: 'GET /api/stores/admin',
    expected: { ...dead, otherStoreAdmin: 200, storeAdmin: 200, fullAdmin: 200 },
    call: (h) => app.request('/api/stores/admin', { headers: h }),
  },
  {
    name: 'GET /api/stores/admin/:id',
    expected: { ...dead, otherStoreAdmin: 403, storeAdmin: 200, fullAdmin: 200 },
    call: (h) => app.request(`/api/stores/admin/${storeId}`, { headers: h }),
  },
  {
    name: 'POST /api/stores',
    expected: { ...dead, otherStoreAdmin: 403, storeAdmin: 403, fullAdmin: 201 },
    call: (h) => app.request('/api/stores', { method: 'POST', headers: h, body: newStoreForm() }),
  },
  {
    name: 'PUT /api/stores/:id (edit)',
    expected: { ...dead, otherStoreAdmin: 403, storeAdmin: 200, fullAdmin: 200 },
    call: (h) =>
      app.request(`/api/stores/${storeId}`, {
        method: 'PUT',
        headers: h,
        body: multipart({ horarios: 'Lunes a Viernes 09:00 a 18:00. Sáb 09:00 a 13:00' }),
      }),
  },
  {
    name: 'PUT /api/stores/:id (reactivation)',
    expected: { ...dead, otherStoreAdmin: 403, storeAdmin: 403, fullAdmin: 200 },
    call: async (h) => {
      await updateStore(app.database.db, storeId, { statusId: 2 });
      return app.request(`/api/stores/${storeId}`, {
        method: 'PUT',
        headers: h,
        json: { estadoId: 1, provinciaId: 1 },
      });
    },
  },
  {
    name: 'DELETE /api/stores/logicdelete/:id',
    expected: { ...dead, otherStoreAdmin: 403, storeAdmin: 403, fullAdmin: 200 },
    call: (h) => app.request(`/api/stores/logicdelete/${storeId}`, { method: 'DELETE', headers: h }),
  },
];

describe.each(matrix)('$name', ({ expected, call }) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const res = await call(headers[caller]);
    expect(res.status).toBe(expected[caller]);
    const body = (await res.json()) as { error?: string };
    if (expected[caller] === 401) expect(body.error).toBe('unauthorized');
    if (expected[caller] === 403) expect(body.error).toBe('forbidden');
  });
});

describe('what each role sees', () => {
  it('a storeAdmin lists only their own store; a fullAdmin every store, suspended ones too', async () => {
    await app.request(`/api/stores/logicdelete/${otherStoreId}`, {
      method: 'DELETE',
      headers: headers.fullAdmin,
    });
    const own = (await (await app.request('/api/stores/admin', { headers: headers.storeAdmin })).json()) as {
      data: { id: number }[];
    };
    expect(own.data.map((s) => s.id)).toEqual([storeId]);

    const all = (await (await app.request('/api/stores/admin', { headers: headers.fullAdmin })).json()) as {
      data: { id: number; estadoId: number; estado: { nombre: string } }[];
    };
    expect(all.data.map((s) => s.id)).toEqual(expect.arrayContaining([storeId, otherStoreId]));
    expect(all.data.find((s) => s.id === otherStoreId)).toMatchObject({
      estadoId: 2,
      estado: { nombre: 'Inactiva' },
    });
  });

  it("a refused edit changes nothing: another store's admin cannot rename it", async () => {
    const before = await getStore(app.database.db, otherStoreId);
    const res = await app.request(`/api/stores/${otherStoreId}`, {
      method: 'PUT',
      headers: headers.storeAdmin,
      body: multipart({ nombre: 'Hackeada' }),
    });
    expect(res.status).toBe(403);
    expect((await getStore(app.database.db, otherStoreId))?.name).toBe(before?.name);
  });
});
