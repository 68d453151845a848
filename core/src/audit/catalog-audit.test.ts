import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { metricsRegistry } from '../metrics/metrics';
import { buildListing, buildStore } from '../testing/factories';
import { createTestDatabase } from '../testing/test-database';
import { publishAuditCounts } from './audit-metric';
import { countsOf, runCatalogAudit, type AuditCheckId, type AuditReport } from './catalog-audit';
import { formatAudit } from './format-audit';

/*
 * Each defect a shopper would be misled by, written into the database as the catalog looked before
 * prices carried their currency and listings their identity, and the audit naming it by its ids.
 */

const filter = { priceAbove: 100, excludeIds: [] as number[] };
let db: Db;
const ids: Record<string, number> = {};

const productId = async (storeId: number, externalId: string) =>
  Number(
    (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM products WHERE store_id = ${storeId} AND external_id = ${externalId}`,
      )
    )[0]!.id,
  );
const modelOf = async (id: number) =>
  Number(
    (await queryRows<{ model_id: number }>(db, sql`SELECT model_id FROM products WHERE id = ${id}`))[0]!
      .model_id,
  );

const violationsOf = (report: AuditReport, check: AuditCheckId) =>
  report.checks.find((c) => c.id === check)!.violations;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  // Six products, each offered by two stores (one model each), and a seventh store that will be suspended.
  const a = await buildStore(db);
  const b = await buildStore(db);
  const names = [
    'Procesador AMD Ryzen 7 7800X3D AM5',
    'Monitor Samsung Odyssey G5 27" 165Hz',
    'Placa de video MSI GeForce RTX 4060 Ventus 2X 8GB',
    'Memoria Kingston Fury Beast 16GB DDR4 3200',
    'Fuente Corsair RM750e 750W 80 Plus Gold',
    'Disco SSD Kingston NV2 1TB NVMe',
  ];
  for (const store of [a, b])
    await upsertListings(
      db,
      store.id,
      names.map((name, i) =>
        buildListing(i, {
          externalId: `p${i}`,
          name,
          price: 100_000 * (i + 1) + (store.id === a.id ? 0 : 5_000),
        }),
      ),
    );
  const suspended = await buildStore(db);
  await upsertListings(db, suspended.id, [buildListing(9, { externalId: 'p9', name: names[0]! })]);
  Object.assign(ids, {
    storeA: a.id,
    suspended: suspended.id,
    ryzen: await productId(a.id, 'p0'),
    monitor: await productId(a.id, 'p1'),
    rtx: await productId(a.id, 'p2'),
    ram: await productId(a.id, 'p3'),
    psu: await productId(a.id, 'p4'),
    ssd: await productId(a.id, 'p5'),
    suspendedListing: await productId(suspended.id, 'p9'),
  });
});

describe('the catalog audit', () => {
  it('finds nothing wrong in a catalog written by the write path', async () => {
    const report = await runCatalogAudit(db, filter);
    expect(countsOf(report)).toEqual({
      desde: 0,
      'currency-mix': 0,
      'history-identity': 0,
      'inactive-store': 0,
      'hit-price': 0,
    });
  });

  it('names each defect by its ids, in its own check', async () => {
    // (a) A model's 'desde' read from a listing that went out of stock (its search document not told).
    await db.execute(sql`UPDATE products SET in_stock = false WHERE id = ${ids.ryzen}`);
    // (b) A dollar listing counted as pesos: 'U$S 300' among peso offers, and a 90-day lowest taken from it.
    await db.execute(sql`UPDATE products SET currency = 'USD', price = 300 WHERE id = ${ids.rtx}`);
    await db.execute(sql`UPDATE search_documents SET price = 300 WHERE product_id = ${ids.rtx}`);
    await db.execute(sql`INSERT INTO price_history (product_id, price, currency, name)
                         VALUES (${ids.rtx}, 300, 'USD', 'Placa de video MSI GeForce RTX 4060 Ventus 2X 8GB')`);
    const rtxModel = await modelOf(ids.rtx!);
    await db.execute(sql`INSERT INTO model_price_stats (model_id, day, days, stores, lowest, median, highest)
                         VALUES (${rtxModel}, current_date, 90, 2, 300, 100000, 205000)`);
    // (c) A monitor's listing renamed into an HDMI cable, keeping the monitor's history.
    await db.execute(sql`UPDATE products SET name = 'Cable HDMI 2.0 2 metros' WHERE id = ${ids.monitor}`);
    // (d) A store suspended while its listings stay searchable.
    await db.execute(sql`UPDATE stores SET status_id = 2 WHERE id = ${ids.suspended}`);
    // (e) A hit whose price is not its product's.
    await db.execute(sql`UPDATE search_documents SET price = 90000 WHERE product_id = ${ids.psu}`);

    const report = await runCatalogAudit(db, filter);
    const counts = countsOf(report);

    const desde = violationsOf(report, 'desde');
    expect(desde.map((v) => v.ids.productId)).toEqual(expect.arrayContaining([ids.ryzen, ids.psu]));
    expect(desde.find((v) => v.ids.productId === ids.ryzen)!.message).toMatch(/no tiene stock/);
    expect(desde.find((v) => v.ids.productId === ids.psu)!.message).toMatch(/cuesta \$ 500\.000/);

    const mix = violationsOf(report, 'currency-mix');
    expect(mix).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ids: { modelId: rtxModel, productId: ids.rtx } }),
        expect.objectContaining({
          ids: { modelId: rtxModel },
          message: expect.stringMatching(/mínimo de 90 días/),
        }),
      ]),
    );

    const history = violationsOf(report, 'history-identity');
    expect(history).toHaveLength(1);
    expect(history[0]!.ids.productId).toBe(ids.monitor);
    expect(history[0]!.message).toContain('Monitor Samsung Odyssey G5');

    expect(violationsOf(report, 'inactive-store').map((v) => v.ids)).toEqual([
      { productId: ids.suspendedListing, storeId: ids.suspended },
    ]);

    const hits = violationsOf(report, 'hit-price');
    expect(hits.map((v) => v.ids.productId).sort()).toEqual([ids.ryzen, ids.rtx, ids.psu].sort());
    expect(hits.find((v) => v.ids.productId === ids.rtx)!.message).toMatch(/moneda ARS en el resultado, USD/);
    expect(hits.find((v) => v.ids.productId === ids.ryzen)!.message).toMatch(
      /con stock en el resultado, sin stock/,
    );

    expect(report.total).toBe(Object.values(counts).reduce((n, c) => n + c, 0));
    // The text the command prints: each check's count, each violation with its ids.
    const text = formatAudit(report);
    expect(text).toContain(`MAL history-identity: 1`);
    expect(text).toContain(`[productId=${ids.suspendedListing} storeId=${ids.suspended}]`);

    publishAuditCounts(counts);
    const metric = await metricsRegistry.getSingleMetricAsString('hardprecios_audit_violations');
    expect(metric).toContain(`hardprecios_audit_violations{check="history-identity"} 1`);
    expect(metric).toContain(`hardprecios_audit_violations{check="inactive-store"} 1`);
  });

  it('keeps a rename of the same product (a typo fixed, the store’s words added) out of the report', async () => {
    await db.execute(sql`INSERT INTO price_history (product_id, price, currency, name)
                         VALUES (${ids.ssd}, 600000, 'ARS', 'Disco SSD Kingstn NV2 1TB NVMe')`);
    const report = await runCatalogAudit(db, filter);
    expect(violationsOf(report, 'history-identity').map((v) => v.ids.productId)).toEqual([ids.monitor]);
  });

  it('finds nothing in renames written by the write path: a listing reused for another product, a typo fixed', async () => {
    const store = await buildStore(db);
    await upsertListings(db, store.id, [
      buildListing(1, { externalId: 'r1', name: 'Monitor LG UltraGear 27GN800 27" 144Hz', price: 350_000 }),
      buildListing(2, { externalId: 'r2', name: 'Mouse Logitech G203 Lightsync Negro', price: 30_000 }),
    ]);
    await upsertListings(db, store.id, [
      buildListing(1, { externalId: 'r1', name: 'Cable HDMI 2.0 2 metros', price: 9_000 }),
      buildListing(2, {
        externalId: 'r2',
        name: 'Mouse Logitech G203 Lightsync Negro - Tienda',
        price: 31_000,
      }),
    ]);
    const mine = (
      await queryRows<{ id: number }>(db, sql`SELECT id FROM products WHERE store_id = ${store.id}`)
    ).map((r) => Number(r.id));
    expect(mine).toHaveLength(3); // the monitor retired with its history, the cable new, the mouse kept
    const report = await runCatalogAudit(db, filter);
    for (const check of report.checks)
      expect(check.violations.filter((v) => mine.includes(v.ids.productId ?? -1))).toEqual([]);
  });
});
