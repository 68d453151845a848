import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpInbox, type SmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { startTestApp, type TestApp } from '../testing/test-app';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { queryRows } from '@hardprecios/core/db/raw';
import { sql } from 'drizzle-orm';
import { SIGN_UP_MESSAGE } from './alerts.service';

/* The alerts API (issue 15): sign-up, confirmation and unsubscribe links, bad input, and the back office. */

const PUBLIC_URL = 'https://hardprecios.test';
let inbox: SmtpInbox;
let app: TestApp;
let outboxApp: TestApp;
let productId: number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL });
  const store = await buildStore(app.database.db, { name: 'Compumundo' });
  await upsertListings(app.database.db, store.id, [
    buildListing(1, { name: 'Placa de Video ASUS Dual GeForce RTX 5060 8GB', price: 600_000 }),
  ]);
  const [row] = await queryRows<{ id: number }>(app.database.db, sql`SELECT id FROM products`);
  productId = Number(row!.id);
  outboxApp = await startTestApp({
    OUTBOX_DIR: path.join(await mkdtemp(path.join(tmpdir(), 'hp-')), 'outbox'),
  });
});
afterAll(() => inbox.close());

const post = (a: TestApp, path: string, json: unknown, headers: Record<string, string> = {}) =>
  a
    .request(path, { method: 'POST', json, headers })
    .then(async (r) => ({ status: r.status, body: await r.json() }));
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('mail links without PUBLIC_URL', () => {
  it('point at the port the site listens on when only PORT is changed', async () => {
    const onPort = await startTestApp({ SMTP_URL: inbox.url, PORT: '8123' });
    const store = await buildStore(onPort.database.db, { name: 'Venex' });
    await upsertListings(onPort.database.db, store.id, [
      buildListing(1, { name: 'Monitor Samsung 24 F24T35', price: 225_000 }),
    ]);
    const [row] = await queryRows<{ id: number }>(onPort.database.db, sql`SELECT id FROM products`);
    const sent = await post(onPort, '/api/alertas', {
      email: 'puerto@example.com',
      productoId: Number(row!.id),
    });
    expect(sent.status).toBe(202);
    const [mail] = await inbox.waitFor((m) => m.to === 'puerto@example.com');
    expect(linkIn(mail!, 'http://localhost:8123/alertas/confirmar?token=')).toMatch(/token=\S+/);
  });
});

describe('POST /api/alertas', () => {
  it('answers 202 the same for a new and an already subscribed address; the confirmation link activates it', async () => {
    const first = await post(app, '/api/alertas', { email: 'ana@example.com', productoId: productId });
    expect(first).toEqual({ status: 202, body: { message: SIGN_UP_MESSAGE } });
    const [mail] = await inbox.waitFor((m) => m.to === 'ana@example.com');
    const token = tokenOf(linkIn(mail!, `${PUBLIC_URL}/alertas/confirmar?token=`));
    expect(await post(app, '/api/alertas/confirmar', { token })).toEqual({
      status: 200,
      body: {
        data: { productoId: productId, nombre: 'Placa de Video ASUS Dual GeForce RTX 5060 8GB' },
        message: 'Listo: tu alerta quedó activa. Te vamos a escribir cuando baje el precio.',
      },
    });
    expect(await post(app, '/api/alertas', { email: 'ana@example.com', productoId: productId })).toEqual(
      first,
    );
    // Used again: gone.
    expect(await post(app, '/api/alertas/confirmar', { token })).toEqual({
      status: 410,
      body: { error: 'gone', message: 'Este enlace ya se usó: tu alerta ya está activa.' },
    });
  });

  it.each([
    [{ email: 'no-es-un-correo', productoId: 1 }, 'email', 'el correo no es válido'],
    [{ productoId: 1 }, 'email', 'ingresá tu correo'],
    [{ email: 'a@example.com', productoId: 'x' }, 'productoId', 'debe ser un número'],
    [
      { email: 'a@example.com', productoId: 1, precioObjetivo: -5 },
      'precioObjetivo',
      'tiene que ser mayor a 0',
    ],
    [
      { email: 'a@example.com', productoId: 1, precioObjetivo: '100' },
      'precioObjetivo',
      'debe ser un número',
    ],
  ])('refuses %j in Spanish', async (json, parameter, message) => {
    const { status, body } = await post(app, '/api/alertas', json);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'bad_request', parameter });
    expect(body.message).toContain(message);
  });

  it('404s an unknown product, 400s a target at or over the best price', async () => {
    expect(await post(app, '/api/alertas', { email: 'b@example.com', productoId: 999_999 })).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'No existe el producto 999999' },
    });
    expect(
      await post(app, '/api/alertas', {
        email: 'b@example.com',
        productoId: productId,
        precioObjetivo: 600_000,
      }),
    ).toEqual({
      status: 400,
      body: {
        error: 'bad_request',
        parameter: 'precioObjetivo',
        message: 'El precio objetivo tiene que ser menor que el mejor precio de hoy ($ 600.000).',
      },
    });
  });

  it('limits sign-ups from one client to 10 an hour', async () => {
    // Every request here comes from the same client (loopback), which already asked above.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await post(app, '/api/alertas', { email: `c${i}@example.com`, productoId: productId })).status,
      );
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post(app, '/api/alertas', { email: 'z@example.com', productoId: productId });
    expect(limited).toEqual({
      status: 429,
      body: {
        error: 'too_many_requests',
        message: 'Pediste demasiadas alertas seguidas. Probá de nuevo en una hora.',
      },
    });
  });
});

describe('links', () => {
  it('forged, malformed or missing tokens get a clear 4xx', async () => {
    const notFound = {
      error: 'not_found',
      message: 'El enlace no es válido. Copiá el enlace completo del correo.',
    };
    expect(await post(app, '/api/alertas/confirmar', { token: 'A'.repeat(43) })).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await post(app, '/api/alertas/confirmar', { token: '<script>' })).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await post(app, '/api/alertas/baja', { token: 'A'.repeat(43) })).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await post(app, '/api/alertas/confirmar', {})).toMatchObject({
      status: 400,
      body: { parameter: 'token' },
    });
  });

  it("the mail's one-click List-Unsubscribe POST unsubscribes without a page", async () => {
    const { db } = app.database;
    // The hourly limit of this client (every request here comes from loopback) starts over.
    await db.execute(sql`DELETE FROM alert_subscriptions`);
    expect(
      (await post(app, '/api/alertas', { email: 'dora@example.com', productoId: productId })).status,
    ).toBe(202);
    const [mail] = await inbox.waitFor((m) => m.to === 'dora@example.com');
    const oneClick = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    expect(oneClick).toMatch(new RegExp(`^${PUBLIC_URL}/api/alertas/baja\\?token=`));
    const res = await app.request(new URL(oneClick).pathname + new URL(oneClick).search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Listo: no vas a recibir más avisos de este producto.',
    });
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM alert_subscriptions WHERE email = 'dora@example.com'`,
    );
    expect(row!.status).toBe('unsubscribed');
  });
});

describe('back office', () => {
  it("'Correos' lists the outbox (fullAdmin only) and shows a message; alert counts per model, no addresses", async () => {
    const db = outboxApp.database.db;
    const store = await buildStore(db);
    await upsertListings(db, store.id, [buildListing(2, { name: 'Mouse Logitech G305', price: 50_000 })]);
    const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM products`);
    expect(
      (await post(outboxApp, '/api/alertas', { email: 'eva@example.com', productoId: row!.id })).status,
    ).toBe(202);

    const admin = bearer(await sessionToken(db, { role: 'fullAdmin' }));
    const storeAdmin = bearer(await sessionToken(db, { role: 'storeAdmin', storeId: store.id }));
    expect((await outboxApp.request('/api/admin/correos', { headers: storeAdmin })).status).toBe(403);
    const list = await (await outboxApp.request('/api/admin/correos', { headers: admin })).json();
    expect(list).toMatchObject({
      modo: 'outbox',
      totalItems: 1,
      data: [{ para: 'eva@example.com', asunto: 'Confirmá tu alerta de precio: Mouse Logitech G305' }],
    });
    const one = await (
      await outboxApp.request(`/api/admin/correos/${list.data[0].id}`, { headers: admin })
    ).json();
    expect(one.data.texto).toMatch(/\/alertas\/confirmar\?token=[\w-]{43}/);
    expect(one.data.encabezados['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await outboxApp.request('/api/admin/correos/..%2F..%2Fetc', { headers: admin })).status).toBe(
      404,
    );

    const counts = await (await outboxApp.request('/api/admin/alertas', { headers: admin })).json();
    expect(counts.data).toEqual([
      {
        modeloId: expect.any(Number),
        nombre: 'Mouse Logitech G305',
        activas: 0,
        pendientes: 1,
        avisosEnviados: 0,
      },
    ]);
    expect(JSON.stringify(counts)).not.toContain('eva@');
    expect((await outboxApp.request('/api/admin/alertas', { headers: storeAdmin })).status).toBe(403);
  });
});
