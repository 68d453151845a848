import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, productCategories, products, searchDocuments } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { buildListing, buildStore } from '../testing/factories';
import { insertStore } from '../stores/stores.repository';
import { markUnseenRemoved, upsertListings } from './catalog.repository';
import { getRules } from '../settings/rules.repository';

/**
 * The catalog write path's behaviour, run against a PostgreSQL server (catalog.repository.test.ts)
 * and against the embedded PGlite (catalog.repository.pglite.test.ts).
 */
export function catalogRepositorySuite(open: () => Promise<Db>) {
  const t = {} as { db: Db };
  beforeAll(async () => {
    t.db = await open();
  });

  const historyCount = async (productIds: number[]) =>
    (await t.db.select().from(priceHistory).where(inArray(priceHistory.productId, productIds))).length;

  describe('upsertListings', () => {
    it('inserts new listings with one history row each, and applying the same batch twice changes nothing', async () => {
      const store = await buildStore(t.db);
      const batch = [1, 2, 3].map((n) => buildListing(n));
      const first = await upsertListings(t.db, store.id, batch);
      expect(first).toEqual({
        seen: 3,
        created: 3,
        updated: 0,
        priceChanged: 0,
        unchanged: 0,
        held: [],
        replaced: [],
      });
      const rowsAfterFirst = await t.db.select().from(products).where(eq(products.storeId, store.id));
      const ids = rowsAfterFirst.map((r) => r.id);

      const second = await upsertListings(t.db, store.id, batch);
      expect(second).toEqual({
        seen: 3,
        created: 0,
        updated: 0,
        priceChanged: 0,
        unchanged: 3,
        held: [],
        replaced: [],
      });
      const rowsAfterSecond = await t.db.select().from(products).where(eq(products.storeId, store.id));
      expect(rowsAfterSecond.map((r) => [r.id, r.name, r.price]).sort()).toEqual(
        rowsAfterFirst.map((r) => [r.id, r.name, r.price]).sort(),
      );
      expect(await historyCount(ids)).toBe(3);
    });

    it('a price change adds exactly one history row and updates the search document', async () => {
      const store = await buildStore(t.db);
      await upsertListings(t.db, store.id, [buildListing(10), buildListing(11)]);
      const counts = await upsertListings(t.db, store.id, [
        buildListing(10, { price: 150_000 }),
        buildListing(11),
      ]);
      expect(counts).toMatchObject({ updated: 1, priceChanged: 1, unchanged: 1 });

      const [row] = await t.db.select().from(products).where(eq(products.listingKey, 'id:sku-10'));
      const history = await t.db.select().from(priceHistory).where(eq(priceHistory.productId, row!.id));
      expect(history.map((h) => h.price)).toEqual([200_010, 150_000]);
      const [doc] = await t.db.select().from(searchDocuments).where(eq(searchDocuments.productId, row!.id));
      expect(doc?.price).toBe(150_000);
    });

    it('a change other than price updates the row without a history row', async () => {
      const store = await buildStore(t.db);
      await upsertListings(t.db, store.id, [buildListing(20)]);
      const counts = await upsertListings(t.db, store.id, [
        buildListing(20, {
          name: 'Procesador AMD Ryzen 5 5600 AM4 #20 - Envío gratis',
          description: 'Nuevo',
        }),
      ]);
      expect(counts).toMatchObject({ updated: 1, priceChanged: 0 });
      const [row] = await t.db.select().from(products).where(eq(products.storeId, store.id));
      expect(row?.name).toBe('Procesador AMD Ryzen 5 5600 AM4 #20 - Envío gratis');
      expect(await historyCount([row!.id])).toBe(1);
    });

    it('keys listings by store-side id, else by URL, per store', async () => {
      const a = await buildStore(t.db);
      const b = await buildStore(t.db);
      const noId = buildListing(30, { externalId: undefined });
      await upsertListings(t.db, a.id, [noId, noId]);
      await upsertListings(t.db, b.id, [noId]);
      const rows = await t.db
        .select()
        .from(products)
        .where(sql`${products.storeId} IN (${a.id}, ${b.id})`);
      expect(rows.map((r) => r.listingKey)).toEqual([`url:${noId.url}`, `url:${noId.url}`]);
    });

    it('strips HTML from descriptions and maps category hints to our categories', async () => {
      const store = await buildStore(t.db);
      await upsertListings(t.db, store.id, [
        buildListing(40, {
          name: 'MSI GeForce RTX 4060 Ventus 2X',
          description: '<p>Placa <strong>rápida</strong></p><script>alert(1)</script><ul><li>8GB</li></ul>',
          categoryHints: ['Componentes > Placas de Video'],
        }),
      ]);
      const [row] = await t.db.select().from(products).where(eq(products.storeId, store.id));
      expect(row?.description).toBe('Placa rápida\n• 8GB');
      const cats = await t.db
        .select()
        .from(productCategories)
        .where(eq(productCategories.productId, row!.id));
      expect(cats.map((c) => c.categoryId)).toEqual([3]);
    });

    it('keeps text with quotes, commas, braces, backslashes and accents exactly as read', async () => {
      const store = await buildStore(t.db);
      const name = 'Gabinete "Torre", {RGB} \\ Ñandú NULL ¿ok?';
      await upsertListings(t.db, store.id, [buildListing(45, { name, brand: undefined, sku: 'a,b' })]);
      const [row] = await t.db.select().from(products).where(eq(products.storeId, store.id));
      expect(row).toMatchObject({ name, brand: null, sku: 'a,b' });
      const again = await upsertListings(t.db, store.id, [
        buildListing(45, { name, brand: undefined, sku: 'a,b' }),
      ]);
      expect(again.unchanged).toBe(1);
    });

    it('counts a change of category as an update', async () => {
      const store = await buildStore(t.db);
      await upsertListings(t.db, store.id, [buildListing(46, { categoryIds: [2] })]);
      const counts = await upsertListings(t.db, store.id, [buildListing(46, { categoryIds: [11] })]);
      expect(counts).toMatchObject({ updated: 1, priceChanged: 0 });
      const [row] = await t.db.select().from(products).where(eq(products.storeId, store.id));
      const cats = await t.db
        .select()
        .from(productCategories)
        .where(eq(productCategories.productId, row!.id));
      expect(cats.map((c) => c.categoryId)).toEqual([11]);
    });

    describe("a price that moves more than 60 % in one read is held 'a revisar'", () => {
      const read = (n: number, price: number) => buildListing(n, { price });
      const rowOf = async (n: number) =>
        (
          await t.db
            .select()
            .from(products)
            .where(eq(products.listingKey, `id:sku-${n}`))
        )[0]!;
      const docPrice = async (productId: number) =>
        (await t.db.select().from(searchDocuments).where(eq(searchDocuments.productId, productId)))[0]?.price;

      it('is not published, and is published once the next read says the same', async () => {
        const store = await buildStore(t.db);
        await upsertListings(t.db, store.id, [read(70, 650_000), read(71, 100_000)]);
        const wild = await upsertListings(t.db, store.id, [read(70, 65_000), read(71, 120_000)]);
        const held = await rowOf(70);
        expect(wild.held).toEqual([
          expect.objectContaining({ productId: held.id, published: 650_000, read: 65_000, currency: 'ARS' }),
        ]);
        expect(wild).toMatchObject({ priceChanged: 1 });
        expect(held).toMatchObject({ price: 650_000, pendingPrice: 65_000 });
        expect(held.pendingSince).toBeInstanceOf(Date);
        expect(await docPrice(held.id)).toBe(650_000);
        expect(await historyCount([held.id])).toBe(1);
        expect((await rowOf(71)).price).toBe(120_000);

        const confirmed = await upsertListings(t.db, store.id, [read(70, 65_000), read(71, 120_000)]);
        expect(confirmed).toMatchObject({ held: [], priceChanged: 1, unchanged: 1 });
        expect(await rowOf(70)).toMatchObject({ price: 65_000, pendingPrice: null, pendingSince: null });
        expect(await docPrice(held.id)).toBe(65_000);
        expect(await historyCount([held.id])).toBe(2);
      });

      it('is dropped when the next read is back at the published price, and replaced by a newer wild one', async () => {
        const store = await buildStore(t.db);
        await upsertListings(t.db, store.id, [read(72, 300_000)]);
        await upsertListings(t.db, store.id, [read(72, 30_000)]);
        const again = await upsertListings(t.db, store.id, [read(72, 3_000_000)]);
        expect(again.held).toEqual([expect.objectContaining({ published: 300_000, read: 3_000_000 })]);
        expect(await rowOf(72)).toMatchObject({ price: 300_000, pendingPrice: 3_000_000 });

        const back = await upsertListings(t.db, store.id, [read(72, 300_000)]);
        expect(back).toMatchObject({ held: [], unchanged: 1, priceChanged: 0 });
        expect(await rowOf(72)).toMatchObject({ price: 300_000, pendingPrice: null });
        expect(await historyCount([(await rowOf(72)).id])).toBe(1);
      });

      it('moves of up to 60 % and a listing coming back after removal are published at once', async () => {
        const store = await buildStore(t.db);
        await upsertListings(t.db, store.id, [read(73, 100_000), read(74, 100_000)]);
        const moved = await upsertListings(t.db, store.id, [read(73, 159_000), read(74, 41_000)]);
        expect(moved).toMatchObject({ held: [], priceChanged: 2 });
        await markUnseenRemoved(t.db, store.id, new Date(Date.now() + 1000));
        const back = await upsertListings(t.db, store.id, [read(73, 20_000)]);
        expect(back.held).toEqual([]);
        expect((await rowOf(73)).price).toBe(20_000);
      });
    });

    it('refuses invalid listings before writing anything', async () => {
      const store = await buildStore(t.db);
      await expect(
        upsertListings(t.db, store.id, [buildListing(50), buildListing(51, { price: -5 })]),
      ).rejects.toThrow();
      expect(await t.db.select().from(products).where(eq(products.storeId, store.id))).toHaveLength(0);
    });

    it('surfaces constraint violations as typed errors', async () => {
      await expect(upsertListings(t.db, 999_999, [buildListing(60)])).rejects.toBeInstanceOf(AppError);
      await expect(
        insertStore(t.db, {
          name: 'x',
          url: 'x.com',
          provinceId: 1,
          authorizedEmails: ['a@a', 'b@b', 'c@c', 'd@d'],
        }),
      ).rejects.toMatchObject({ code: 'bad_request' });
      await expect(insertStore(t.db, { name: 'x', url: 'x.com', provinceId: 99 })).rejects.toMatchObject({
        code: 'bad_request',
      });
    });
  });

  describe('markUnseenRemoved', () => {
    it('marks listings not seen since the read started as removed, keeps their history, drops their documents', async () => {
      const store = await buildStore(t.db);
      await upsertListings(
        t.db,
        store.id,
        [buildListing(70), buildListing(71)],
        new Date(Date.now() - 60_000),
      );
      const readStartedAt = new Date();
      await upsertListings(t.db, store.id, [buildListing(70)], new Date(readStartedAt.getTime() + 1));
      expect(await markUnseenRemoved(t.db, store.id, readStartedAt)).toBe(1);

      const rows = await t.db.select().from(products).where(eq(products.storeId, store.id));
      const gone = rows.find((r) => r.listingKey === 'id:sku-71')!;
      expect(gone.removedAt).not.toBeNull();
      expect(rows.find((r) => r.listingKey === 'id:sku-70')!.removedAt).toBeNull();
      expect(await historyCount([gone.id])).toBe(1);
      expect(
        await t.db.select().from(searchDocuments).where(eq(searchDocuments.productId, gone.id)),
      ).toHaveLength(0);

      // Back on the site: available again, same row.
      await upsertListings(t.db, store.id, [buildListing(71)]);
      const [back] = await t.db.select().from(products).where(eq(products.id, gone.id));
      expect(back?.removedAt).toBeNull();
    });
  });
}

/** What the migrations must leave in any fresh database, on either driver. */
export function migrationsSuite(open: () => Promise<Db>) {
  describe('migrations', () => {
    it('create the fixed reference data and the id-based rules with the spec values', async () => {
      const db = await open();
      const provinces = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM provinces`);
      const categories = await queryRows<{ title: string }>(
        db,
        sql`SELECT title FROM categories ORDER BY id`,
      );
      expect(provinces[0]!.n).toBe(24);
      expect(categories.map((r) => r.title)).toEqual([
        'Mothers',
        'Procesadores',
        'Placas de video',
        'Monitores',
        'Periféricos',
        'Almacenamiento',
        'Fuentes',
        'Memorias Ram',
        'Gabinetes',
        'Refrigeración',
        'Otras',
        'Sin Categoria',
      ]);
      expect(await getRules(db)).toEqual({
        priceThreshold: 100,
        hiddenProductsByCategory: { 9: [567803], 4: [405896, 660868] },
        publicStoresExcluded: [145],
        storeChartExcluded: [80, 82, 83],
        featuredExcluded: [],
      });
      const tsv = await queryRows<{ v: string }>(
        db,
        sql`SELECT to_tsvector('public.es_hw', 'Memória MEMORIA memorias')::text AS v`,
      );
      expect(tsv[0]!.v).toBe("'memori':1,2,3");
    });
  });
}
