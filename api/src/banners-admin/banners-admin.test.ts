import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStore } from '@hardprecios/core/testing/factories';
import { insertBanner, listBanners } from '@hardprecios/core/banners/banners.repository';
import { startTestApp, type TestApp } from '../testing/test-app';
import { callerHeaders, CALLERS, type Caller } from '../auth/testing/sessions';
import { jpeg, multipart, oversized, PDF_BYTES, pngWithExif } from '../uploads/testing/images';

let app: TestApp;
let headers: Record<Caller, Record<string, string>>;
let storeId: number;
let uploadsDir: string;
let image: Buffer;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'hp-banners-'));
  app = await startTestApp({ UPLOADS_DIR: uploadsDir });
  const db = app.database.db;
  storeId = (await buildStore(db, { name: 'Tienda Banner' })).id;
  const otherStoreId = (await buildStore(db)).id;
  headers = await callerHeaders(db, storeId, otherStoreId);
  image = await jpeg(2400, 500);
});

interface BannerBody {
  data: {
    id: number;
    url: string;
    tiendaId: number;
    nombre: string;
    tipo: string;
    fechaInicio: string;
    fechaVigencia: string;
    vigente: boolean;
  };
  message: string;
}

const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

function upload(
  h: Record<string, string>,
  options: {
    kind?: 'desktop' | 'mobile';
    store?: number;
    fields?: Record<string, string>;
    bytes?: Buffer | null;
  } = {},
) {
  const suffix = options.kind === 'mobile' ? '/mobile' : '';
  const fields = options.fields ?? { fechaInicio: '2024/11/25', fechaVigencia: '2024/11/30' };
  const bytes = options.bytes === undefined ? image : options.bytes;
  return app.request(`/api/stores/tienda/${options.store ?? storeId}/banner${suffix}`, {
    method: 'POST',
    headers: h,
    body: multipart(
      fields,
      bytes ? { field: 'banner', bytes, name: 'banner.jpg', type: 'image/jpeg' } : undefined,
    ),
  });
}

const refusedToAllButFullAdmin = (fullAdmin: number): Record<Caller, number> => ({
  anonymous: 401,
  forgedToken: 401,
  expiredSession: 401,
  revokedSession: 401,
  otherStoreAdmin: 403,
  storeAdmin: 403,
  fullAdmin,
});

describe.each([
  {
    name: 'POST /api/stores/tienda/:id/banner',
    expected: refusedToAllButFullAdmin(201),
    call: (h: Record<string, string>) => upload(h),
  },
  {
    name: 'POST /api/stores/tienda/:id/banner/mobile',
    expected: refusedToAllButFullAdmin(201),
    call: (h: Record<string, string>) => upload(h, { kind: 'mobile' }),
  },
  {
    name: 'DELETE /api/stores/banner/:id',
    expected: refusedToAllButFullAdmin(200),
    call: async (h: Record<string, string>) => {
      const banner = await insertBanner(app.database.db, {
        storeId,
        kind: 'desktop',
        imageUrl: '/demo-assets/banners/x.svg',
        startsOn: '2024-01-01',
        endsOn: '2024-12-31',
      });
      return app.request(`/api/stores/banner/${banner.id}`, { method: 'DELETE', headers: h });
    },
  },
  {
    name: 'GET /api/stores/banners/admin',
    expected: refusedToAllButFullAdmin(200),
    call: (h: Record<string, string>) => app.request('/api/stores/banners/admin', { headers: h }),
  },
])('$name', ({ expected, call }) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const res = await call(headers[caller]);
    expect(res.status).toBe(expected[caller]);
  });
});

describe('banner uploads', () => {
  it('stores a desktop banner 1920 px wide as WebP without metadata, with the spec dates', async () => {
    const res = await upload(headers.fullAdmin, { bytes: await pngWithExif(3000, 600) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as BannerBody;
    expect(body.message).toBe('Banner creado con Éxito');
    expect(body.data).toMatchObject({
      tiendaId: storeId,
      nombre: 'Tienda Banner',
      tipo: 'desktop',
      fechaInicio: '2024-11-25',
      fechaVigencia: '2024-11-30',
      vigente: false,
    });
    expect(body.data.url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(fileOf(body.data.url)).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1920, undefined]);
  });

  it('stores a mobile banner 800 px wide; ISO dates and no dates (from today, open-ended) are accepted', async () => {
    const iso = (await (
      await upload(headers.fullAdmin, {
        kind: 'mobile',
        fields: { fechaInicio: '2025-01-10T03:00:00.000Z', fechaVigencia: '2025-02-10' },
      })
    ).json()) as BannerBody;
    expect(iso.data).toMatchObject({
      tipo: 'mobile',
      fechaInicio: '2025-01-10',
      fechaVigencia: '2025-02-10',
    });
    expect((await sharp(fileOf(iso.data.url)).metadata()).width).toBe(800);

    const open = (await (
      await upload(headers.fullAdmin, { kind: 'mobile', fields: {} })
    ).json()) as BannerBody;
    expect(open.data).toMatchObject({ fechaVigencia: '9999-12-31', vigente: true });
  });

  it.each([
    ['an impossible date', { fechaInicio: '2024/02/30' }, 'Fecha de inicio inválida: use AAAA/MM/DD'],
    [
      'an end before the start',
      { fechaInicio: '2024/11/30', fechaVigencia: '2024/11/25' },
      'La fecha de vigencia no puede ser anterior a la fecha de inicio',
    ],
  ])('refuses %s', async (_case, fields, message) => {
    const res = await upload(headers.fullAdmin, { fields });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it.each([
    ['no file', null, 400, 'La imagen del banner es requerida'],
    ['an empty file', Buffer.alloc(0), 400, 'El archivo está vacío'],
    ['a PDF named banner.jpg', PDF_BYTES, 415, 'El archivo debe ser una imagen JPG, PNG o WEBP'],
    ['a file over 5 MB', oversized(5 * 1024 * 1024), 413, 'El archivo supera el tamaño máximo de 5 MB'],
  ])('refuses %s and saves nothing', async (_case, bytes, status, message) => {
    const before = (await listBanners(app.database.db)).length;
    const res = await upload(headers.fullAdmin, { bytes });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ message });
    expect(await listBanners(app.database.db)).toHaveLength(before);
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await upload(headers.fullAdmin, { store: 999_999 })).status).toBe(404);
  });
});

describe('listing and deleting banners', () => {
  it('lists every banner of a kind, out-of-window ones too', async () => {
    const res = await app.request('/api/stores/banners/admin?tipo=mobile', { headers: headers.fullAdmin });
    const body = (await res.json()) as { data: BannerBody['data'][] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((b) => b.tipo === 'mobile')).toBe(true);
    const all = (await (
      await app.request('/api/stores/banners/admin', { headers: headers.fullAdmin })
    ).json()) as {
      data: BannerBody['data'][];
    };
    expect(all.data.some((b) => !b.vigente)).toBe(true);
    expect(
      (await app.request('/api/stores/banners/admin?tipo=otro', { headers: headers.fullAdmin })).status,
    ).toBe(400);
  });

  it('deletes a banner and its image file', async () => {
    const created = (await (await upload(headers.fullAdmin)).json()) as BannerBody;
    const res = await app.request(`/api/stores/banner/${created.data.id}`, {
      method: 'DELETE',
      headers: headers.fullAdmin,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Banner eliminado con Éxito' });
    await expect(stat(fileOf(created.data.url))).rejects.toThrow();
    const again = await app.request(`/api/stores/banner/${created.data.id}`, {
      method: 'DELETE',
      headers: headers.fullAdmin,
    });
    expect(again.status).toBe(404);
  });

  it('serves an uploaded banner at its /uploads URL with long-lived caching', async () => {
    const created = (await (await upload(headers.fullAdmin)).json()) as BannerBody;
    const res = await app.request(created.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
