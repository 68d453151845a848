import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { markUnseenRemoved, upsertListings } from '../catalog/catalog.repository';
import type { ListingInput } from '../catalog/listing';
import { listPriceHistory } from '../price-history/price-history.repository';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { buildStore } from '../testing/factories';
import { mergeModels, splitListing } from './model-decisions';
import { modelSummaries } from './model-summaries.repository';
import { modelDailyLowest } from './model-history';
import { recomputeModels } from './recompute-models';

/**
 * Product identity on the write path, run against a PostgreSQL server (models.test.ts) and the
 * embedded PGlite (models.pglite.test.ts).
 */
export function modelsSuite(open: () => Promise<Db>, options: { concurrentWriters: boolean }) {
  const t = {} as { db: Db };
  beforeAll(async () => {
    t.db = await open();
  });

  let n = 0;
  const listing = (name: string, overrides: Partial<ListingInput> = {}): ListingInput => {
    n++;
    return {
      externalId: `m-${n}`,
      url: `https://tienda.com.ar/p/${n}`,
      name,
      price: 100_000 + n,
      readBy: 'test',
      ...overrides,
    };
  };
  /** Writes one listing to a new store; returns its product id. */
  const sell = async (name: string, overrides: Partial<ListingInput> = {}, storeId?: number) => {
    const store = storeId ?? (await buildStore(t.db)).id;
    const l = listing(name, overrides);
    await upsertListings(t.db, store, [l]);
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM products WHERE store_id = ${store} AND listing_key = ${`id:${l.externalId}`}`,
    );
    return { id: Number(row!.id), storeId: store, listing: l };
  };
  const modelOf = async (productId: number) => {
    const [row] = await queryRows<{ model_id: number | null }>(
      t.db,
      sql`SELECT model_id FROM products WHERE id = ${productId}`,
    );
    return row?.model_id === null || row?.model_id === undefined ? null : Number(row.model_id);
  };
  const documentModelOf = async (productId: number) => {
    const [row] = await queryRows<{ model_id: number | null }>(
      t.db,
      sql`SELECT model_id FROM search_documents WHERE product_id = ${productId}`,
    );
    return row ? Number(row.model_id) : undefined;
  };
  const modelExists = async (id: number) =>
    (await queryRows(t.db, sql`SELECT 1 FROM models WHERE id = ${id}`)).length > 0;

  describe('the write path', () => {
    it('groups the same card written three ways by three stores, and keeps the Ti apart', async () => {
      const a = await sell('Placa de Video ASUS Dual GeForce RTX 4060 8GB OC');
      const b = await sell('Placa de Video GeForce RTX 4060 8GB ASUS DUAL OC GDDR6');
      const c = await sell('VGA ASUS RTX4060 DUAL OC 8G');
      const ti = await sell('Placa de Video ASUS Dual GeForce RTX 4060 Ti 8GB OC');
      const model = await modelOf(a.id);
      expect(model).not.toBeNull();
      expect(await modelOf(b.id)).toBe(model);
      expect(await modelOf(c.id)).toBe(model);
      expect(await modelOf(ti.id)).not.toBe(model);
      expect(await documentModelOf(a.id)).toBe(model);
      expect(await documentModelOf(ti.id)).toBe(await modelOf(ti.id));
    });

    it('leaves a name too vague to decide in a model of its own', async () => {
      const vague1 = await sell('Placa de Video GeForce RTX 5060 8GB');
      const vague2 = await sell('Placa de Video GeForce RTX 5060 8GB');
      expect(await modelOf(vague1.id)).not.toBeNull();
      expect(await modelOf(vague1.id)).not.toBe(await modelOf(vague2.id));
    });

    it('groups on a shared GTIN whatever the names say, and keeps listings with different GTINs apart', async () => {
      const a = await sell('Mouse Logitech G203 Negro', { ean: '097855163820' });
      const b = await sell('Mouse Gamer LIGHTSYNC G-203 Logitech', { ean: '0097855163820' });
      expect(await modelOf(b.id)).toBe(await modelOf(a.id));
      const other = await sell('Mouse Logitech G203 Negro', { ean: '5099206087910' });
      expect(await modelOf(other.id)).not.toBe(await modelOf(a.id));
    });

    it('groups on the maker part number with the brand', async () => {
      const a = await sell('Memoria Corsair 8GB', { brand: 'Corsair', mpn: 'CMK8GX4M1E3200C16' });
      const b = await sell('Memoria RAM Corsair LPX 8 GB', { brand: 'CORSAIR', mpn: 'cmk8gx4m1e3200c16' });
      expect(await modelOf(b.id)).toBe(await modelOf(a.id));
    });

    it("groups listings the parts database links to one entry, by the store's code or a part number in the name", async () => {
      const bySku = await sell('Disco Sólido Kingston 1TB M.2', { sku: 'SNV2S/1000G' });
      const byName = await sell('SSD Kingston 1TB NV2 PCIe 4.0 NVMe M.2 2280 SNV2S/1000G');
      expect(await modelOf(byName.id)).toBe(await modelOf(bySku.id));
      // Another capacity of the same line is another entry: never one product.
      const other = await sell('SSD Kingston 2TB NV2 PCIe 4.0 NVMe M.2 2280 SNV2S/2000G');
      expect(await modelOf(other.id)).not.toBe(await modelOf(bySku.id));
    });

    it('never joins listings whose stated CAS latencies differ', async () => {
      const a = await sell('Memoria Kingston Fury Beast 32GB DDR5 5600 CL36');
      const b = await sell('Memoria RAM Kingston Fury Beast 32GB DDR5 5600MHz');
      const c = await sell('Memoria Kingston Fury Beast 32GB DDR5 5600 CL40');
      expect(await modelOf(b.id)).toBe(await modelOf(a.id));
      expect(await modelOf(c.id)).not.toBe(await modelOf(a.id));
    });

    it('moves a listing renamed into the same product (a typo fixed) to its model, and drops the model it left', async () => {
      const moving = await sell('Procesador AMD Ryzn 5 7600X AM5');
      const oldModel = (await modelOf(moving.id))!;
      await upsertListings(t.db, moving.storeId, [
        { ...moving.listing, name: 'Procesador AMD Ryzen 5 7600X AM5' },
      ]);
      const other = await sell('Micro AMD Ryzen 5 7600X');
      const newModel = await modelOf(moving.id);
      expect(newModel).not.toBe(oldModel);
      expect(await modelOf(other.id)).toBe(newModel);
      expect(await modelExists(oldModel)).toBe(false);
      expect(await documentModelOf(moving.id)).toBe(newModel);
    });

    it('a listing reused for another product leaves the product it was in its model; the new one starts apart', async () => {
      const staying = await sell('Procesador Intel Core i5-12400F');
      const leaving = await sell('Micro Intel Core I5 12400F LGA1700');
      const model = (await modelOf(staying.id))!;
      expect(await modelOf(leaving.id)).toBe(model);
      await upsertListings(t.db, leaving.storeId, [
        { ...leaving.listing, name: 'Micro Intel Core i5 12400 LGA1700' },
      ]);
      expect(await modelOf(staying.id)).toBe(model);
      expect(await modelOf(leaving.id)).toBe(model);
      const [replacement] = await queryRows<{ id: number }>(
        t.db,
        sql`SELECT id FROM products WHERE store_id = ${leaving.storeId} AND listing_key = ${`id:${leaving.listing.externalId}`}`,
      );
      expect(Number(replacement!.id)).not.toBe(leaving.id);
      expect(await modelOf(Number(replacement!.id))).not.toBe(model);
      // A third store's 12400F still finds the model through its key.
      expect(await modelOf((await sell('CPU Intel i5-12400F Box')).id)).toBe(model);
    });

    if (options.concurrentWriters) {
      it('two stores read at once start one model per product', async () => {
        const [s1, s2] = [await buildStore(t.db), await buildStore(t.db)];
        const names = [
          'Fuente Corsair RM850e 850W',
          'Fuente Corsair CV650 650W',
          'Fuente Gigabyte P650G 650W',
        ];
        await Promise.all([
          upsertListings(
            t.db,
            s1.id,
            names.map((name) => listing(name)),
          ),
          upsertListings(
            t.db,
            s2.id,
            [...names].reverse().map((name) => listing(`${name} 80 Plus`)),
          ),
        ]);
        const rows = await queryRows<{ count: number }>(
          t.db,
          sql`SELECT count(DISTINCT model_id)::int AS count FROM products WHERE store_id IN (${s1.id}, ${s2.id})`,
        );
        expect(Number(rows[0]!.count)).toBe(3);
      });
    }
  });

  describe("operators' decisions", () => {
    it('a split listing stays apart after the store is read again (renamed or not) and after a recompute', async () => {
      const a = await sell('Disco SSD Kingston NV3 1TB M.2 NVMe');
      const b = await sell('SSD Kingston NV3 1TB NVMe PCIe 4.0');
      const model = (await modelOf(a.id))!;
      expect(await modelOf(b.id)).toBe(model);

      const { modelId: splitModel } = await splitListing(t.db, {
        modelId: model,
        productId: b.id,
        decidedBy: 'op@x.ar',
      });
      expect(await modelOf(b.id)).toBe(splitModel);
      expect(await documentModelOf(b.id)).toBe(splitModel);

      await upsertListings(t.db, b.storeId, [{ ...b.listing, price: 90_000 }]);
      expect(await modelOf(b.id)).toBe(splitModel);
      await upsertListings(t.db, b.storeId, [{ ...b.listing, name: 'SSD Kingston NV3 1TB M.2' }]);
      expect(await modelOf(b.id)).toBe(splitModel);
      await recomputeModels(t.db);
      expect(await modelOf(b.id)).toBe(splitModel);
      expect(await modelOf(a.id)).toBe(model);

      const [audit] = await queryRows<{ action: string; decided_by: string; product_id: number }>(
        t.db,
        sql`SELECT action, decided_by, product_id FROM model_decisions WHERE other_model_id = ${splitModel}`,
      );
      expect(audit).toMatchObject({ action: 'split', decided_by: 'op@x.ar', product_id: b.id });
    });

    it('a merge holds after a re-read and a recompute, and listings read later with either key join it', async () => {
      // A pair the name keys miss: one store leaves the model code in pieces.
      const a = await sell('Fuente Gigabyte GP-P650SS 650W 80 Plus Silver');
      const b = await sell('Fuente Gigabyte Gp 650W SS 80Plus Silver');
      const [ma, mb] = [(await modelOf(a.id))!, (await modelOf(b.id))!];
      expect(ma).not.toBe(mb);

      await mergeModels(t.db, { intoId: ma, fromId: mb, decidedBy: 'op@x.ar' });
      expect(await modelOf(b.id)).toBe(ma);
      expect(await modelExists(mb)).toBe(false);
      expect(await documentModelOf(b.id)).toBe(ma);

      await upsertListings(t.db, b.storeId, [{ ...b.listing, price: 1 + b.listing.price }]);
      await recomputeModels(t.db);
      expect(await modelOf(a.id)).toBe(ma);
      expect(await modelOf(b.id)).toBe(ma);
      expect(await modelOf((await sell('Fuente GIGABYTE GP 650W SS')).id)).toBe(ma);
    });

    it('refuses what makes no sense, with a reason', async () => {
      const a = await sell('Monitor Samsung Odyssey G5 LS27CG552 27"');
      const b = await sell('Monitor Samsung LS27CG552 27 pulgadas');
      const model = (await modelOf(a.id))!;
      await expect(
        splitListing(t.db, { modelId: model + 100_000, productId: a.id, decidedBy: 'x' }),
      ).rejects.toMatchObject({ code: 'not_found' });
      await expect(mergeModels(t.db, { intoId: model, fromId: model, decidedBy: 'x' })).rejects.toMatchObject(
        { code: 'bad_request' },
      );
      const lone = await sell('Mouse Genérico Óptico');
      await expect(
        splitListing(t.db, { modelId: model, productId: lone.id, decidedBy: 'x' }),
      ).rejects.toMatchObject({ code: 'conflict' });
      await expect(
        splitListing(t.db, { modelId: (await modelOf(lone.id))!, productId: lone.id, decidedBy: 'x' }),
      ).rejects.toMatchObject({ code: 'conflict' });
      expect(await modelOf(b.id)).toBe(model);
    });
  });

  describe('model summaries', () => {
    it('count the stores offering a model available in pesos and give its lowest such price, never a doubtful one', async () => {
      const name = 'Placa de Video Sapphire Pulse RX 7600 8GB OC';
      const a = await sell(name, { price: 700_000 });
      await sell(name, { price: 650_000, inStock: false });
      const b = await sell(name, { price: 720_000 });
      await sell(name, { price: 69_000 }); // a digit short: a store's mistake, not a bargain
      const dollars = await sell(name, { price: 450, currency: 'USD' }); // no rate compares it
      const model = (await modelOf(a.id))!;
      expect(await modelOf(dollars.id)).toBe(model);
      const summary = (await modelSummaries(t.db, [model], { priceAbove: 100, excludeIds: [] })).get(model);
      expect(summary).toEqual({
        modelId: model,
        stores: 3,
        lowestPrice: 700_000,
        lowestOffer: { productId: a.id, storeId: a.storeId },
      });
      const hidden = await modelSummaries(t.db, [model], { priceAbove: 100, excludeIds: [a.id] });
      expect(hidden.get(model)).toMatchObject({ stores: 2, lowestPrice: 720_000 });
      // Of its peso offers only the doubtful one is available: no 'desde' in pesos, and no dollar one.
      await upsertListings(t.db, a.storeId, [{ ...a.listing, inStock: false }]);
      await upsertListings(t.db, b.storeId, [{ ...b.listing, inStock: false }]);
      const left = (await modelSummaries(t.db, [model], { priceAbove: 100, excludeIds: [] })).get(model);
      expect(left).toMatchObject({ stores: 1, lowestPrice: null, lowestOffer: null });
      // Only the dollar offer listed: the model has no figures in pesos.
      const alone = await modelSummaries(t.db, [model], { priceAbove: 100_000, excludeIds: [] });
      expect(alone.has(model)).toBe(false);
    });
  });

  describe("a model's lowest price per day", () => {
    it('takes each day the lowest price any store asked at its end, while the listing was listed', async () => {
      const day = (d: number) => new Date(Date.UTC(2026, 10, 1 + d, 15));
      const [s1, s2] = [await buildStore(t.db), await buildStore(t.db)];
      const a = listing('Procesador AMD Ryzen 9 9950X3D AM5', { price: 1_000_000 });
      const b = listing('Micro AMD Ryzen 9 9950X3D', { price: 950_000 });
      await upsertListings(t.db, s1.id, [a], day(0));
      await upsertListings(t.db, s2.id, [b], day(5));
      await upsertListings(t.db, s1.id, [{ ...a, price: 900_000 }], day(7));
      await upsertListings(t.db, s2.id, [{ ...b, price: 800_000 }], day(8));
      // Store 2's complete read on day 9 no longer finds it.
      await markUnseenRemoved(t.db, s2.id, day(9), day(9));
      const [row] = await queryRows<{ model_id: number }>(
        t.db,
        sql`SELECT model_id FROM products WHERE store_id = ${s1.id}`,
      );
      const series = await modelDailyLowest(
        t.db,
        Number(row!.model_id),
        { priceAbove: 100, excludeIds: [] },
        { days: 14, now: day(12) },
      );
      expect(series.map((p) => [p.day.slice(8), p.price])).toEqual([
        ['01', 1_000_000], ['02', 1_000_000], ['03', 1_000_000], ['04', 1_000_000], ['05', 1_000_000],
        ['06', 950_000], ['07', 950_000], ['08', 900_000], ['09', 800_000],
        ['10', 900_000], ['11', 900_000], ['12', 900_000], ['13', 900_000],
      ]); // prettier-ignore
    });

    it('counts a listing only on the days it was priced in pesos, and keeps each point in its currency', async () => {
      const day = (d: number) => new Date(Date.UTC(2026, 10, 1 + d, 15));
      const [s1, s2] = [await buildStore(t.db), await buildStore(t.db)];
      const a = listing('Procesador Intel Core Ultra 9 285K LGA1851', { price: 1_200_000 });
      const b = listing('Micro Intel Core Ultra 9 285K', { price: 1_100_000 });
      await upsertListings(t.db, s1.id, [a], day(0));
      await upsertListings(t.db, s2.id, [b], day(0));
      // Store 2 moves to dollars on day 2 (a smaller number, not a cheaper price), back to pesos on day 4.
      await upsertListings(t.db, s2.id, [{ ...b, price: 950, currency: 'USD' }], day(2));
      await upsertListings(t.db, s2.id, [{ ...b, price: 1_150_000 }], day(4));
      const [row] = await queryRows<{ model_id: number; id: number }>(
        t.db,
        sql`SELECT model_id, id FROM products WHERE store_id = ${s2.id}`,
      );
      const series = await modelDailyLowest(
        t.db,
        Number(row!.model_id),
        { priceAbove: 100, excludeIds: [] },
        { days: 6, now: day(5) },
      );
      expect(series.map((p) => [p.day.slice(8), p.price])).toEqual([
        ['01', 1_100_000], ['02', 1_100_000], ['03', 1_200_000], ['04', 1_200_000], ['05', 1_150_000], ['06', 1_150_000],
      ]); // prettier-ignore
      const points = await listPriceHistory(t.db, Number(row!.id));
      expect(points.map((p) => [p.price, p.currency])).toEqual([
        [1_100_000, 'ARS'],
        [950, 'USD'],
        [1_150_000, 'ARS'],
      ]);
    });
  });

  describe('recompute', () => {
    it('finds the groups the write path made, keeping model ids', async () => {
      const before = await queryRows<{ id: number; model_id: number }>(
        t.db,
        sql`SELECT id, model_id FROM products ORDER BY id`,
      );
      const result = await recomputeModels(t.db);
      expect(result?.listings).toBe(before.length);
      const after = await queryRows<{ id: number; model_id: number }>(
        t.db,
        sql`SELECT id, model_id FROM products ORDER BY id`,
      );
      expect(after.map((r) => Number(r.model_id))).toEqual(before.map((r) => Number(r.model_id)));
      expect(result?.moved).toBe(0);
    });

    const documentOf = async (productId: number) => {
      const [row] = await queryRows<{
        model_id: number;
        model_code: string | null;
        spec_terms: string;
        version: string;
      }>(
        t.db,
        sql`SELECT model_id, model_code, spec_terms, xmin::text AS version FROM search_documents WHERE product_id = ${productId}`,
      );
      return row;
    };

    it('gives a listing it moves, and the listings of a model whose specs it re-decides, their search words', async () => {
      const board = await sell('Motherboard Asus Prime B760M-A D4 LGA 1700');
      const card = await sell('Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB OC');
      const other = await sell('Placa de Video MSI GeForce RTX 4060 Ti Ventus 2X 8GB');
      const right = { board: await documentOf(board.id), card: await documentOf(card.id) };
      expect(right.board!.spec_terms).not.toBe('');
      // As older rules could have left them: the card grouped with the Ti (its document following it), the
      // board's model without specs (and its document without their words).
      await t.db.execute(
        sql`UPDATE products SET model_id = ${await modelOf(other.id)} WHERE id = ${card.id}`,
      );
      await t.db.execute(
        sql`UPDATE model_specs SET especificaciones = '{}' WHERE model_id = ${await modelOf(board.id)}`,
      );
      await t.db.execute(sql`
        UPDATE search_documents d SET model_id = p.model_id,
          spec_terms = public.hw_document_spec_terms(ms.especificaciones, p.identity_attrs, p.name)
        FROM products p LEFT JOIN model_specs ms ON ms.model_id = p.model_id
        WHERE p.id = d.product_id AND p.id IN (${board.id}, ${card.id})`);
      expect((await documentOf(board.id))!.spec_terms).not.toBe(right.board!.spec_terms);

      await recomputeModels(t.db);
      expect(await documentOf(card.id)).toMatchObject({
        model_id: right.card!.model_id,
        spec_terms: right.card!.spec_terms,
      });
      expect((await documentOf(board.id))!.spec_terms).toBe(right.board!.spec_terms);
      // A document or a key nothing changed is not written again.
      const untouched = await documentOf(other.id);
      const keyVersions = () =>
        queryRows<{ key: string; version: string }>(
          t.db,
          sql`SELECT key, xmin::text AS version FROM model_keys ORDER BY key`,
        );
      const keysBefore = await keyVersions();
      await recomputeModels(t.db);
      expect((await documentOf(other.id))!.version).toBe(untouched!.version);
      expect(await keyVersions()).toEqual(keysBefore);
    });
  });
}
