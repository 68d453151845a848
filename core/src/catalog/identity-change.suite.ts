import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, linkIn, type SmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import { confirmAlert } from '../alerts/alert-links';
import { sendDueAlerts, watchedModelsChangedBy } from '../alerts/alert-fanout';
import { signUp } from '../alerts/alert-signup';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { verdictsFor } from '../deals/verdicts';
import { createMailer, type Mailer } from '../mail/mailer';
import { modelSummaries } from '../models/model-summaries.repository';
import { recomputeModels } from '../models/recompute-models';
import { listPriceHistory } from '../price-history/price-history.repository';
import { findProductDetails } from '../products/products.repository';
import { buildListing, buildStore } from '../testing/factories';
import { upsertListings } from './catalog.repository';
import type { ListingInput } from './listing';

/**
 * Renames as stores make them, through the catalog write path (PostgreSQL and PGlite): a listing key
 * (URL or store id) reused for another product starts a new product and retires the old one with its
 * history, verdict, alerts and model; a rename of the same product keeps everything.
 */
export function identityChangeSuite(open: () => Promise<Db>) {
  const DAY = 86_400_000;
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
  const filter = { priceAbove: 100, excludeIds: [] as number[] };
  const site = { publicUrl: 'https://hardprecios.test', productName: 'HardPrecios' };
  const t = {} as { db: Db; inbox: SmtpInbox; mailer: Mailer };
  let n = 5000;

  beforeAll(async () => {
    t.db = await open();
    t.inbox = await startSmtpInbox();
    t.mailer = createMailer({
      SMTP_URL: t.inbox.url,
      MAIL_FROM: 'HardPrecios <a@hardprecios.test>',
      OUTBOX_DIR: '',
    });
  });
  afterAll(async () => {
    t.mailer?.close();
    await t.inbox?.close();
  });

  /** The store's current product under a listing key, and every product the store ever had. */
  const productsOf = (storeId: number) =>
    queryRows<{
      id: number;
      listing_key: string;
      name: string;
      price: number;
      removed: boolean;
      model_id: number;
    }>(
      t.db,
      sql`SELECT id, listing_key, name, price::float8 AS price, removed_at IS NOT NULL AS removed, model_id
          FROM products WHERE store_id = ${storeId} ORDER BY id`,
    ).then((rows) => rows.map((r) => ({ ...r, id: Number(r.id), model_id: Number(r.model_id) })));
  const historyOf = async (productId: number) =>
    (await listPriceHistory(t.db, productId)).map((h) => h.price);
  const namesInHistory = async (productId: number) =>
    (
      await queryRows<{ name: string | null }>(
        t.db,
        sql`SELECT name FROM price_history WHERE product_id = ${productId} ORDER BY changed_at, id`,
      )
    ).map((r) => r.name);
  const verdictOf = async (modelId: number) => {
    const summaries = await modelSummaries(t.db, [modelId], filter);
    return {
      lowest: summaries.get(modelId)?.lowestPrice ?? null,
      verdict: (await verdictsFor(t.db, summaries, filter)).get(modelId) ?? null,
    };
  };

  /** A listing sold for 40 days by `storeId` (and by a second store, so the product has a usual price). */
  async function soldFor40Days(listing: ListingInput, otherPrice?: number) {
    const store = await buildStore(t.db);
    await upsertListings(t.db, store.id, [listing], daysAgo(40));
    if (otherPrice) {
      const other = await buildStore(t.db);
      await upsertListings(
        t.db,
        other.id,
        [{ ...listing, externalId: `other-${n}`, price: otherPrice }],
        daysAgo(40),
      );
    }
    const [product] = await productsOf(store.id);
    return { storeId: store.id, product: product! };
  }

  describe('a listing key reused for another product', () => {
    it('a URL reused: the monitor keeps its page and history, the cable starts its own at its own price', async () => {
      const url = `https://tienda.com.ar/producto/monitor-${++n}`;
      const monitor = buildListing(n, {
        externalId: undefined,
        url,
        name: 'Monitor Samsung Odyssey G3 24" LS24AG300 144Hz',
        price: 350_000,
      });
      const { storeId, product: old } = await soldFor40Days(monitor, 360_000);
      await upsertListings(t.db, storeId, [{ ...monitor, price: 340_000 }], daysAgo(20));

      const cable = { ...monitor, name: 'Cable HDMI 2.0 3 metros', price: 8_000 };
      const counts = await upsertListings(t.db, storeId, [cable]);
      expect(counts).toMatchObject({ created: 1, updated: 0, held: [] });
      expect(counts.replaced).toEqual([
        expect.objectContaining({ retiredId: old.id, before: monitor.name, after: cable.name, url }),
      ]);

      const [retired, current] = await productsOf(storeId);
      // The monitor's page: its own name, price and history, no longer offered.
      expect(retired).toMatchObject({ id: old.id, name: monitor.name, price: 340_000, removed: true });
      expect(retired!.listing_key).not.toBe(`url:${url}`);
      expect(await historyOf(old.id)).toEqual([350_000, 340_000]);
      expect(await namesInHistory(old.id)).toEqual([monitor.name, monitor.name]);
      const [page] = await findProductDetails(t.db, [old.id]);
      expect(page).toMatchObject({ name: monitor.name, removedAt: expect.any(Date) });
      // The cable: a product of its own at its own price (not held as a 97 % drop), no history behind it.
      expect(current).toMatchObject({
        listing_key: `url:${url}`,
        name: cable.name,
        price: 8_000,
        removed: false,
      });
      expect(current!.id).not.toBe(old.id);
      expect(await historyOf(current!.id)).toEqual([8_000]);
      expect(await namesInHistory(current!.id)).toEqual([cable.name]);
      expect(current!.model_id).not.toBe(old.model_id);
      expect(await verdictOf(current!.model_id)).toEqual({ lowest: 8_000, verdict: null });
      // The monitor's model: the other store's offer, never the cable's price.
      expect((await verdictOf(old.model_id)).lowest).toBe(360_000);

      // The same read again changes nothing.
      const again = await upsertListings(t.db, storeId, [cable]);
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, replaced: [] });
      expect(await productsOf(storeId)).toHaveLength(2);
    });

    it('a store id (SKU) reused: an alert on the processor does not fire for the cheaper product now under it', async () => {
      const cpu = buildListing(++n, { name: 'Procesador AMD Ryzen 7 7800X3D AM5', price: 650_000 });
      const { storeId, product: old } = await soldFor40Days(cpu);
      expect(
        await signUp(
          { ...t, filter, site },
          { email: 'eva@example.com', productId: old.id, targetPrice: 600_000, requesterHash: 'eva' },
        ),
      ).toEqual({ kind: 'accepted' });
      const [mail] = await t.inbox.waitFor((m) => m.to === 'eva@example.com');
      const token = new URL(linkIn(mail!, `${site.publicUrl}/alertas/confirmar?token=`)).searchParams.get(
        'token',
      )!;
      expect(await confirmAlert(t.db, token)).toMatchObject({ kind: 'confirmed' });
      t.inbox.clear();

      // The store lists a Ryzen 5 under the same id, twice (a second read would confirm a held price).
      const since = new Date();
      const other = { ...cpu, name: 'Procesador AMD Ryzen 5 5600GT AM4', price: 180_000 };
      await upsertListings(t.db, storeId, [other]);
      await upsertListings(t.db, storeId, [other]);
      let sent = 0;
      for (const modelId of await watchedModelsChangedBy(t.db, storeId, since))
        sent += (await sendDueAlerts({ ...t, filter, site }, { runId: 900 + n, modelId })).sent;
      expect(sent).toBe(0);
      expect(t.inbox.messages).toEqual([]);

      const [retired, current] = await productsOf(storeId);
      expect(retired).toMatchObject({ id: old.id, name: cpu.name, price: 650_000, removed: true });
      expect(current).toMatchObject({
        listing_key: `id:${cpu.externalId}`,
        name: other.name,
        price: 180_000,
      });
      expect(await historyOf(old.id)).toEqual([650_000]);
      expect(await historyOf(current!.id)).toEqual([180_000]);
      // The alert stays on the processor.
      const alerts = await queryRows<{ product_id: number }>(
        t.db,
        sql`SELECT product_id FROM alert_subscriptions WHERE email = 'eva@example.com'`,
      );
      expect(alerts.map((a) => Number(a.product_id))).toEqual([old.id]);
    });

    it('a listing with a model of its own: the new product starts its own, and a recompute keeps them apart', async () => {
      // No brand: too vague for a model key, so each listing is a model of its own.
      const cable = buildListing(++n, { name: 'Cable HDMI 2 metros', price: 3_000 });
      const { storeId, product: old } = await soldFor40Days(cable);
      await upsertListings(t.db, storeId, [{ ...cable, name: 'Cable USB C 1 metro', price: 2_500 }]);
      const [retired, current] = await productsOf(storeId);
      expect(retired).toMatchObject({ id: old.id, model_id: old.model_id, removed: true });
      expect(current!.model_id).not.toBe(old.model_id);
      await recomputeModels(t.db);
      expect((await productsOf(storeId)).map((r) => r.model_id)).toEqual([old.model_id, current!.model_id]);
    });

    it('a GTIN changed: another product, even under the same name', async () => {
      const name = 'Memoria Kingston Fury Beast 16GB DDR4 3200';
      const ram = buildListing(++n, { name, ean: '0740617310450', price: 45_000 });
      const { storeId, product: old } = await soldFor40Days(ram);
      await upsertListings(t.db, storeId, [{ ...ram, ean: '7791234567898', price: 47_000 }]);
      const [retired, current] = await productsOf(storeId);
      expect(retired).toMatchObject({ id: old.id, removed: true, price: 45_000 });
      expect(current).toMatchObject({ name, price: 47_000, removed: false });
      expect(await historyOf(current!.id)).toEqual([47_000]);
    });
  });

  describe('a rename of the same product keeps its history, model and alerts', () => {
    it.each([
      [
        'a typo fixed',
        { name: 'Procesador AMD Ryzn 7 7800X3D AM5' },
        { name: 'Procesador AMD Ryzen 7 7800X3D AM5' },
      ],
      [
        'words added',
        { name: 'Memoria Kingston Fury Beast 16GB DDR4' },
        { name: 'OFERTA Memoria Kingston Fury Beast 16GB DDR4 Envío gratis' },
      ],
      [
        'brand and name casing',
        { name: 'MEMORIA KINGSTON FURY BEAST 16GB DDR4 3200', brand: 'KINGSTON' },
        { name: 'Memoria Kingston Fury Beast 16GB DDR4 3200', brand: 'Kingston' },
      ],
    ])('%s', async (_kind, before, after) => {
      const listing = buildListing(++n, { ...before, price: 100_000 });
      const { storeId, product: old } = await soldFor40Days(listing);
      const counts = await upsertListings(t.db, storeId, [{ ...listing, ...after, price: 95_000 }]);
      expect(counts).toMatchObject({ created: 0, updated: 1, priceChanged: 1, replaced: [] });
      const rows = await productsOf(storeId);
      expect(rows).toEqual([
        expect.objectContaining({ id: old.id, name: after.name, price: 95_000, removed: false }),
      ]);
      expect(await historyOf(old.id)).toEqual([100_000, 95_000]);
      expect(await namesInHistory(old.id)).toEqual([before.name, after.name]);
    });

    it('a typo fixed moves the listing into the model the right name belongs to', async () => {
      const right = buildListing(++n, { name: 'Procesador AMD Ryzen 5 7600 AM5' });
      const elsewhere = await buildStore(t.db);
      await upsertListings(t.db, elsewhere.id, [right]);
      const [{ model_id: model } = { model_id: 0 }] = await productsOf(elsewhere.id);
      const typo = buildListing(++n, { name: 'Procesador AMD Ryzn 5 7600 AM5' });
      const { storeId, product: old } = await soldFor40Days(typo);
      expect(old.model_id).not.toBe(model);
      await upsertListings(t.db, storeId, [{ ...typo, name: right.name }]);
      expect(await productsOf(storeId)).toEqual([expect.objectContaining({ id: old.id, model_id: model })]);
    });
  });
}
