import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '@hardprecios/core/db/schema';
import { buildStore } from '@hardprecios/core/testing/factories';
import { createSession, upsertUser } from '@hardprecios/core/users/users.repository';
import type { StoreRow } from '@hardprecios/core/stores/stores.repository';
import { startJobHarness, type JobHarness } from '@hardprecios/workers/jobs/testing/job-harness';
import { writeBombXlsx, writeXlsx } from '@hardprecios/workers/spreadsheets/testing/sheet-files';
import { startTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let h: JobHarness;
let dir: string;
let store: StoreRow;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-import-'));
  app = await startTestApp({ UPLOADS_DIR: path.join(dir, 'uploads'), SPREADSHEET_MAX_MB: '2' });
  h = await startJobHarness({
    database: app.database,
    baseEnv: app.deps.env,
    spreadsheetLimits: { maxUnzippedBytes: 20 * 1024 * 1024 },
  });
  store = await buildStore(app.database.db, { sourceKind: 'spreadsheet', url: 'planillas.com.ar' });
  const other = await buildStore(app.database.db);
  const user = await upsertUser(app.database.db, {
    email: 's@planillas.test',
    name: '',
    picture: '',
    role: 'storeAdmin',
    storeId: store.id,
  });
  admin = await createSession(app.database.db, user.id, 1);
  const otherUser = await upsertUser(app.database.db, {
    email: 'o@otra.test',
    name: '',
    picture: '',
    role: 'storeAdmin',
    storeId: other.id,
  });
  otherAdmin = await createSession(app.database.db, otherUser.id, 1);
});

function upload(storeId: number, token: string, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)]), fileName);
  return app.request(`/api/stores/${storeId}/importaciones`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
  await writeXlsx(file, rows);
  return readFile(file);
}

const header = ['Nombre', 'Precio', 'SKU', 'Stock'];

describe('POST /api/stores/:id/importaciones', () => {
  it('imports the good rows of an upload and reports every rejected row with its number and reason', async () => {
    const res = await upload(
      store.id,
      admin,
      await xlsx([
        header,
        ['Fuente 650W', 65_000, 'F-650', 'Sí'],
        ['Fuente 750W', 'sin precio', 'F-750', 'Sí'],
        ['Fuente 850W', 99_000, 'F-850', 'No'],
      ]),
      'Lista de precios – marzo.xlsx',
    );
    expect(res.status).toBe(202);
    const body = (await res.json()) as { message: string; jobId: string };
    expect(body.message).toBe('Importación iniciada');
    expect(body.jobId).toMatch(new RegExp(`^spreadsheet-import-${store.id}-`));

    const run = await h.finishedRun(store.id);
    expect(run).toMatchObject({
      status: 'done',
      trigger: 'spreadsheet',
      fileName: 'Lista de precios – marzo.xlsx',
      created: 2,
      errors: 1,
      rejectedRows: [{ row: 3, reason: 'Precio inválido: "sin precio"' }],
      // The sheet has no URL column: its rows link to the store, and the run says so.
      reason:
        '1 fila rechazada. 2 filas sin URL del producto se enlazan a la página de la tienda (filas 2, 4)',
    });
    const detail = await app.request(`/api/admin/jobs/runs/${run.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(((await detail.json()) as { data: unknown }).data).toMatchObject({
      rejectedRows: [{ row: 3 }],
      rejectedCount: 1,
    });
    const forbidden = await app.request(`/api/admin/jobs/runs/${run.id}`, {
      headers: { authorization: `Bearer ${otherAdmin}` },
    });
    expect(forbidden.status).toBe(403);
  });

  it("makes listings missing from the store's next full spreadsheet unavailable", async () => {
    await upload(store.id, admin, await xlsx([header, ['Fuente 650W', 64_000, 'F-650', 'Sí']]), 'abril.xlsx');
    const run = await h.until(
      async () => (await h.runs(store.id))[1]?.status === 'done' && (await h.runs(store.id))[1],
    );
    expect(run).toMatchObject({ seen: 1, updated: 1, priceChanged: 1, removed: 1 });
    const rows = await app.database.db.select().from(products).where(eq(products.storeId, store.id));
    expect(rows.filter((p) => p.removedAt !== null).map((p) => p.sku)).toEqual(['F-850']);
  });

  it('refuses files whose bytes are not what their name says, and files of other kinds', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const renamed = await upload(store.id, admin, png, 'productos.xlsx');
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'El archivo no es una planilla xlsx (su contenido es PNG)',
    });
    const pdf = await upload(store.id, admin, Buffer.from('%PDF-1.4'), 'productos.pdf');
    expect(pdf.status).toBe(415);
  });

  it('refuses a file over the size limit and an upload for another store', async () => {
    const big = await upload(store.id, admin, Buffer.alloc(3 * 1024 * 1024, 'a'), 'grande.csv');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      error: 'payload_too_large',
      message: 'La planilla supera el tamaño máximo de 2 MB',
    });
    expect((await upload(store.id, otherAdmin, await xlsx([header]), 'x.xlsx')).status).toBe(403);
  });

  it('ends the import of a zip bomb with a clear reason, and the workers keep working', async () => {
    const bombStore = await buildStore(app.database.db, { sourceKind: 'spreadsheet' });
    const file = path.join(dir, 'bomba.xlsx');
    await writeBombXlsx(file, { strings: 1, stringBytes: 10, rows: 10, paddingMb: 40 });
    const res = await upload(bombStore.id, await adminOf(bombStore.id), await readFile(file), 'bomba.xlsx');
    expect(res.status).toBe(202);
    const run = await h.finishedRun(bombStore.id);
    expect(run).toMatchObject({
      status: 'failed',
      reason: 'La planilla descomprimida supera 20 MB: no se procesa (¿archivo dañado o malicioso?)',
    });

    await upload(
      bombStore.id,
      await adminOf(bombStore.id),
      await xlsx([header, ['Cooler', 9000, 'C-1', 'Sí']]),
      'bien.xlsx',
    );
    expect(
      (
        await h.until(
          async () => (await h.runs(bombStore.id))[1]?.status === 'done' && (await h.runs(bombStore.id))[1],
        )
      ).created,
    ).toBe(1);
  });

  it("links rows without URL to the page their Tiendanube 'Identificador de URL' names, and says so", async () => {
    const nube = await buildStore(app.database.db, { sourceKind: 'spreadsheet', url: 'nube.com.ar' });
    const csv = [
      'Identificador de URL;Nombre;Precio;SKU',
      'mouse-g203;Mouse Logitech G203;25.000,00;G203',
      'teclado-k120;Teclado Logitech K120;15.000,00;K120',
    ].join('\n');
    await upload(nube.id, await adminOf(nube.id), Buffer.from(csv, 'latin1'), 'productos.csv');
    const run = await h.finishedRun(nube.id);
    expect(run).toMatchObject({
      status: 'done',
      created: 2,
      reason: '2 filas sin URL del producto se enlazan a la página que arma su identificador (filas 2, 3)',
    });
    const rows = await app.database.db.select().from(products).where(eq(products.storeId, nube.id));
    expect(rows.map((p) => p.url).sort()).toEqual([
      'https://nube.com.ar/productos/mouse-g203/',
      'https://nube.com.ar/productos/teclado-k120/',
    ]);
  });
});

async function adminOf(storeId: number): Promise<string> {
  const user = await upsertUser(app.database.db, {
    email: `admin-${storeId}@t.test`,
    name: '',
    picture: '',
    role: 'storeAdmin',
    storeId,
  });
  return createSession(app.database.db, user.id, 1);
}

describe('GET /api/stores/importaciones/plantilla', () => {
  it('downloads an xlsx template whose first sheet has the columns the import reads', async () => {
    const res = await app.request('/api/stores/importaciones/plantilla');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain('plantilla-productos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 2)).toEqual(['Nombre', 'Precio']);
    expect(headers).toEqual(expect.arrayContaining(['URL', 'Imagen', 'Categoría', 'Marca', 'SKU', 'Stock']));
  });
});
