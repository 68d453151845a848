import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { queryRows } from '@hardprecios/core/db/raw';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { bearer, sessionToken } from '../auth/testing/sessions';
import { startTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: 'prueba-de-metricas' });
});

interface AuditAnswer {
  data: {
    total: number;
    controles: {
      id: string;
      titulo: string;
      cantidad: number;
      problemas: { ids: Record<string, number>; mensaje: string }[];
    }[];
  };
}

describe('GET /api/admin/auditoria', () => {
  it('answers a fullAdmin only: 401 without a session, 403 for a storeAdmin', async () => {
    const store = await buildStore(app.database.db);
    expect((await app.request('/api/admin/auditoria')).status).toBe(401);
    const storeAdmin = bearer(await sessionToken(app.database.db, { role: 'storeAdmin', storeId: store.id }));
    expect((await app.request('/api/admin/auditoria', { headers: storeAdmin })).status).toBe(403);
  });

  it('lists every check with its count and each violation with its ids', async () => {
    const db = app.database.db;
    const store = await buildStore(db);
    await upsertListings(db, store.id, [
      buildListing(1, { name: 'Mouse Logitech G305 Lightspeed', price: 50_000 }),
    ]);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM products WHERE store_id = ${store.id}`,
    );
    const admin = bearer(await sessionToken(db, { role: 'fullAdmin' }));

    const clean = (await (
      await app.request('/api/admin/auditoria', { headers: admin })
    ).json()) as AuditAnswer;
    expect(clean.data.total).toBe(0);
    expect(clean.data.controles.map((c) => [c.id, c.cantidad])).toEqual([
      ['desde', 0],
      ['currency-mix', 0],
      ['history-identity', 0],
      ['inactive-store', 0],
      ['hit-price', 0],
    ]);

    // The store suspended behind the write path's back: its listing is still searchable.
    await db.execute(sql`UPDATE stores SET status_id = 2 WHERE id = ${store.id}`);
    const found = (await (
      await app.request('/api/admin/auditoria', { headers: admin })
    ).json()) as AuditAnswer;
    const inactive = found.data.controles.find((c) => c.id === 'inactive-store')!;
    expect(inactive).toMatchObject({
      titulo: 'Ninguna publicación de una tienda inactiva se muestra',
      cantidad: 1,
      problemas: [{ ids: { productId: Number(row!.id), storeId: store.id } }],
    });
    // The listing was its model's 'desde' too: shown from a store that is not active.
    expect(found.data.controles.find((c) => c.id === 'desde')!.problemas[0]!.mensaje).toMatch(
      /tienda .* inactiva/,
    );
    expect(found.data.total).toBe(2);

    const metrics = await (
      await app.request('/metrics', { headers: { authorization: 'Bearer prueba-de-metricas' } })
    ).text();
    expect(metrics).toContain('hardprecios_audit_violations{check="inactive-store"} 1');
  });
});
