import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { toAppError } from '../errors/app-error';
import { assignModels, type GroupedListing } from '../models/assign-models';
import { refreshModelSpecs } from '../models/specs/model-specs.repository';
import { lockModelsShared, pruneModels } from '../models/models.repository';
import { compareProducts } from '../models/same-product';
import { refreshSearchDocuments, removeSearchDocuments } from '../search/search-documents.repository';
import { categorize } from './categorize';
import { listingKey, listingSchema, type Listing, type ListingInput } from './listing';
import { retireListings } from './retire-listings.repository';
import { stripHtml } from './strip-html';
import { compactSpecList } from '../hardware/description';

export interface UpsertCounts {
  seen: number;
  created: number;
  updated: number;
  priceChanged: number;
  unchanged: number;
  /** Prices read that moved too far to publish on one read: held 'a revisar' (see HOLD_MOVE). */
  held: HeldPrice[];
  /** Listings the store now uses for another product: the old product retired, a new one started. */
  replaced: ReplacedListing[];
}

/** A listing key reused for another product (see sameProduct). */
export interface ReplacedListing {
  /** The product retired (its page and history stay, no longer offered). */
  retiredId: number;
  before: string;
  after: string;
  url: string;
  /** What told them apart, in Spanish. */
  reason: string;
}

/** A price held for review: what is published, and what was read. */
export interface HeldPrice {
  productId: number;
  name: string;
  url: string;
  published: number;
  read: number;
  currency: string;
}

/**
 * A price that moves more than this (relative to the published one) between two reads is more often a
 * reading mistake (a missing digit, another product's price, cents read as pesos) than a real change:
 * it is held, not published, until the next read says the same.
 */
export const HOLD_MOVE = 0.6;
/** Two reads agree when within half a percent. */
const SAME_PRICE = 0.005;

type PriceDecision = 'publish' | 'hold' | 'confirm';

function priceDecision(row: ExistingRow, read: ProductColumns): PriceDecision {
  if (row.removed || row.currency !== read.currency || row.price <= 0) return 'publish';
  if (Math.abs(read.price - row.price) <= HOLD_MOVE * row.price) return 'publish';
  const pending = row.pendingPrice;
  return pending !== null && Math.abs(read.price - pending) <= SAME_PRICE * pending ? 'confirm' : 'hold';
}

/** What a listing sets on its product row; compared to tell an update from a no-op. */
export interface ProductColumns {
  externalId: string | null;
  url: string;
  name: string;
  price: number;
  listPrice: number | null;
  cashPrice: number | null;
  currency: string;
  description: string;
  images: string[];
  brand: string | null;
  sku: string | null;
  ean: string | null;
  mpn: string | null;
  inStock: boolean;
  readBy: string;
  categoryIds: number[];
}

interface ExistingRow extends Omit<ProductColumns, 'readBy'> {
  id: number;
  key: string;
  removed: boolean;
  modelId: number | null;
  pendingPrice: number | null;
}

/** What a listing's model is decided from: when one of these changes, the model is decided again. */
const IDENTITY = ['name', 'brand', 'ean', 'mpn'] as const;
/** What grouping reads: the identity, and the store's code for the part number it may be. */
const GROUPING = [...IDENTITY, 'sku'] as const;

/**
 * Why a stored listing, as read now, is another product (see sameProduct), or undefined when it is
 * still the product it was (nothing that identifies it changed, or a rename of the same product).
 */
function productChange(row: ExistingRow, read: ProductColumns, storeName: string | undefined) {
  if (!IDENTITY.some((k) => row[k] !== read[k])) return undefined;
  const decision = compareProducts({ ...row, storeName }, { ...read, storeName });
  return decision.same ? undefined : decision;
}

/** A validated listing as product columns (HTML stripped, categories decided). */
export function columnsOf(listing: Listing): ProductColumns {
  return {
    externalId: listing.externalId ?? null,
    url: listing.url,
    name: listing.name,
    price: listing.price,
    listPrice: listing.listPrice ?? null,
    cashPrice: listing.cashPrice ?? null,
    currency: listing.currency,
    description: stripHtml(listing.description),
    images: listing.images,
    brand: listing.brand ?? null,
    sku: listing.sku ?? null,
    ean: listing.ean ?? null,
    mpn: listing.mpn ?? null,
    inStock: listing.inStock,
    readBy: listing.readBy,
    categoryIds: [...new Set(listing.categoryIds ?? categorize(listing.categoryHints, listing.name))].sort(
      (a, b) => a - b,
    ),
  };
}

const COMPARED = [
  'externalId', 'url', 'name', 'price', 'listPrice', 'cashPrice', 'currency', 'description', 'images',
  'brand', 'sku', 'ean', 'mpn', 'inStock', 'categoryIds',
] as const; // prettier-ignore

function changed(row: ExistingRow, next: ProductColumns): boolean {
  return COMPARED.some((k) => JSON.stringify(row[k]) !== JSON.stringify(next[k]));
}

/** A listing's columns with its model, when the model was decided in this batch. */
interface RowToWrite {
  columns: ProductColumns;
  grouped: GroupedListing | undefined;
}

/** Column arrays for `unnest(...)`: one statement writes a whole batch. */
function arraysOf(rows: RowToWrite[]) {
  const pick = <T>(f: (c: ProductColumns) => T) => sql.param(rows.map((r) => f(r.columns)));
  const model = <T>(f: (g: GroupedListing) => T) =>
    sql.param(rows.map((r) => (r.grouped ? f(r.grouped) : null)));
  return sql`
    ${pick((c) => c.externalId)}::text[], ${pick((c) => c.url)}::text[], ${pick((c) => c.name)}::text[],
    ${pick((c) => c.price)}::numeric[], ${pick((c) => c.listPrice)}::numeric[], ${pick((c) => c.cashPrice)}::numeric[],
    ${pick((c) => c.currency)}::text[], ${pick((c) => c.description)}::text[],
    ${pick((c) => JSON.stringify(c.images))}::text[], ${pick((c) => c.brand)}::text[], ${pick((c) => c.sku)}::text[],
    ${pick((c) => c.ean)}::text[], ${pick((c) => c.mpn)}::text[], ${pick((c) => c.inStock)}::bool[],
    ${pick((c) => c.readBy)}::text[], ${model((g) => g.modelId)}::int[],
    ${model((g) => JSON.stringify(g.identity.keys))}::text[], ${model((g) => JSON.stringify(g.identity.attrs))}::text[]`;
}
const ARRAY_COLUMNS = sql.raw(
  'external_id, url, name, price, list_price, cash_price, currency, description, images, brand, sku, ean, mpn, in_stock, read_by, model_id, identity_keys, identity_attrs',
);
/** identity_keys travel as JSON text (unnest cannot carry an array per row). */
const KEYS_OF = (alias: string) =>
  sql.raw(`ARRAY(SELECT jsonb_array_elements_text(${alias}.identity_keys::jsonb))`);

/**
 * The catalog write path, in one transaction: inserts new listings, updates changed ones, appends a
 * price-history row the first time a product is seen and whenever its price changes, and refreshes the
 * search documents of what it created or changed. Applying the same batch twice changes nothing the second
 * time. Listings are validated first (listingSchema): one bad listing refuses the batch before any write.
 * Within a batch the last listing with a given key wins. Set-based SQL (unnest), so a batch costs a
 * handful of statements whatever its size.
 */
export async function upsertListings(
  db: Db,
  storeId: number,
  input: ListingInput[],
  now: Date = new Date(),
): Promise<UpsertCounts> {
  return upsertValidListings(
    db,
    storeId,
    input.map((raw) => listingSchema.parse(raw)),
    now,
  );
}

/** upsertListings for listings listingSchema has already parsed (the ingestion pipeline validates each one). */
export async function upsertValidListings(
  db: Db,
  storeId: number,
  listings: Listing[],
  now: Date = new Date(),
): Promise<UpsertCounts> {
  const byKey = new Map<string, ProductColumns>();
  for (const listing of listings) byKey.set(listingKey(listing), columnsOf(listing));
  const counts: UpsertCounts = {
    seen: byKey.size,
    created: 0,
    updated: 0,
    priceChanged: 0,
    unchanged: 0,
    held: [],
    replaced: [],
  };
  if (byKey.size === 0) return counts;

  try {
    await db.transaction(async (tx) => {
      // Shared with other writers; a full recompute of the models waits for it (and it for a recompute).
      await lockModelsShared(tx);
      const existing = await selectExisting(tx, storeId, [...byKey.keys()]);
      const existingByKey = new Map(existing.map((row) => [row.key, row]));
      const storeName = await storeNameOf(tx, storeId);

      const fresh: [string, ProductColumns][] = [];
      const changedRows: {
        id: number;
        key: string;
        next: ProductColumns;
        regroup: boolean;
        modelId: number | null;
        /** Its description's spec list changed: its model's specs are re-decided. */
        specList: boolean;
      }[] = [];
      const unchangedIds: number[] = [];
      const history: HistoryRow[] = [];
      const retiring: ExistingRow[] = [];
      const availability: { productId: number; available: boolean }[] = [];
      const holds: { productId: number; price: number }[] = [];
      const settled: number[] = [];
      for (const [key, read] of byKey) {
        let row = existingByKey.get(key);
        const change = row && productChange(row, read, storeName);
        if (row && change) {
          // The store put another product under this listing: its history, verdict, alerts and model stay
          // with the product it was; the listing starts a new one.
          retiring.push(row);
          counts.replaced.push({
            retiredId: row.id,
            before: row.name,
            after: read.name,
            url: read.url,
            reason: change.reason,
          });
          row = undefined;
        }
        let next = read;
        const decision = row ? priceDecision(row, read) : 'publish';
        if (row && decision === 'hold') {
          // The published price (and the prices beside it) stays; the one read waits for the next read.
          next = { ...read, price: row.price, listPrice: row.listPrice, cashPrice: row.cashPrice };
          holds.push({ productId: row.id, price: read.price });
          counts.held.push({
            productId: row.id,
            name: read.name,
            url: read.url,
            published: row.price,
            read: read.price,
            currency: read.currency,
          });
        } else if (row && row.pendingPrice !== null) settled.push(row.id);
        const regroup = !row || row.modelId === null || GROUPING.some((k) => row[k] !== next[k]);
        if (!row) fresh.push([key, next]);
        else if (!changed(row, next) && !row.removed && !regroup) unchangedIds.push(row.id);
        else {
          changedRows.push({
            id: row.id,
            key,
            next,
            regroup,
            modelId: row.modelId,
            specList: compactSpecList(row.description) !== compactSpecList(next.description),
          });
          if (row.price !== next.price || row.currency !== next.currency)
            history.push({ productId: row.id, price: next.price, currency: next.currency, name: next.name });
          if (row.removed || row.inStock !== next.inStock)
            availability.push({ productId: row.id, available: next.inStock });
        }
      }

      // Before the new products take their listings' keys (and the models of their own those keys name).
      await retireListings(tx, storeId, retiring, now);
      // Listings created or renamed find (or start) their model.
      const grouped = await assignModels(tx, storeId, [
        ...fresh.map(([key, c]) => ({ listingKey: key, input: { ...c, storeName } })),
        ...changedRows
          .filter((r) => r.regroup)
          .map((r) => ({ listingKey: r.key, productId: r.id, input: { ...r.next, storeName } })),
      ]);

      const created = await insertProducts(
        tx,
        storeId,
        fresh.map(([key, columns]) => [key, { columns, grouped: grouped.get(key) }]),
        now,
      );
      for (const { id, key, price } of created) {
        const listing = byKey.get(key)!;
        history.push({ productId: id, price, currency: listing.currency, name: listing.name });
        availability.push({ productId: id, available: listing.inStock });
      }
      await updateProducts(
        tx,
        changedRows.map((r) => ({
          id: r.id,
          next: { columns: r.next, grouped: r.regroup ? grouped.get(r.key) : undefined },
        })),
        now,
      );
      // The specs of the models that gained or lost a listing (a recompute re-decides every model's).
      await refreshModelSpecs(tx, [
        ...new Set([
          ...[...grouped.values()].map((g) => g.modelId),
          ...changedRows.flatMap((r) => ((r.regroup || r.specList) && r.modelId !== null ? [r.modelId] : [])),
        ]),
      ]);
      // Models their renamed listings left may now be empty, or hold keys no listing has.
      await pruneModels(
        tx,
        changedRows.flatMap((r) =>
          r.regroup && r.modelId !== null && r.modelId !== grouped.get(r.key)?.modelId ? [r.modelId] : [],
        ),
      );
      if (unchangedIds.length) {
        // Seen in this read: the complete-read sweep (markUnseenRemoved) compares against last_seen_at.
        await tx.execute(sql`UPDATE products SET last_seen_at = ${now}, price_checked_at = ${now}
                             WHERE id = ANY(${sql.param(unchangedIds)}::int[])`);
      }
      await holdPrices(tx, holds, settled, now);
      await insertHistory(tx, history, now);
      await insertAvailability(tx, availability, now);
      await replaceCategories(tx, [
        ...created.map(({ id, key }) => ({ id, categoryIds: byKey.get(key)!.categoryIds, isNew: true })),
        ...changedRows.map(({ id, next }) => ({ id, categoryIds: next.categoryIds, isNew: false })),
      ]);
      await refreshSearchDocuments(tx, [...created.map((c) => c.id), ...changedRows.map((c) => c.id)]);

      counts.created = created.length;
      counts.updated = changedRows.length;
      counts.priceChanged = history.length - created.length;
      counts.unchanged = unchangedIds.length;
    });
  } catch (err) {
    toAppError(err);
  }
  return counts;
}

async function selectExisting(db: Db, storeId: number, keys: string[]): Promise<ExistingRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT p.id, p.listing_key, p.external_id, p.url, p.name, p.price::float8 AS price,
               p.list_price::float8 AS list_price, p.cash_price::float8 AS cash_price, p.currency, p.description,
               p.images, p.brand, p.sku, p.ean, p.mpn, p.in_stock, p.removed_at IS NOT NULL AS removed, p.model_id,
               p.pending_price::float8 AS pending_price,
               coalesce((SELECT array_agg(pc.category_id::int ORDER BY pc.category_id) FROM product_categories pc
                         WHERE pc.product_id = p.id), '{}') AS category_ids
        FROM products p
        WHERE p.store_id = ${storeId} AND p.listing_key = ANY(${sql.param(keys)}::text[])`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    key: r.listing_key as string,
    externalId: r.external_id as string | null,
    url: r.url as string,
    name: r.name as string,
    price: Number(r.price),
    listPrice: r.list_price === null ? null : Number(r.list_price),
    cashPrice: r.cash_price === null ? null : Number(r.cash_price),
    currency: r.currency as string,
    description: r.description as string,
    images: (typeof r.images === 'string' ? JSON.parse(r.images) : r.images) as string[],
    brand: r.brand as string | null,
    sku: r.sku as string | null,
    ean: r.ean as string | null,
    mpn: r.mpn as string | null,
    inStock: r.in_stock as boolean,
    removed: r.removed as boolean,
    modelId: r.model_id === null ? null : Number(r.model_id),
    pendingPrice: r.pending_price === null ? null : Number(r.pending_price),
    categoryIds: (r.category_ids as number[]).map(Number),
  }));
}

async function storeNameOf(db: Db, storeId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM stores WHERE id = ${storeId}`);
  return row?.name;
}

async function insertProducts(db: Db, storeId: number, fresh: [string, RowToWrite][], now: Date) {
  if (fresh.length === 0) return [];
  const rows = await queryRows<{ id: number; listing_key: string }>(
    db,
    sql`INSERT INTO products (store_id, listing_key, ${ARRAY_COLUMNS},
                              price_checked_at, first_seen_at, last_seen_at, created_at, updated_at)
        SELECT ${storeId}, v.key, v.external_id, v.url, v.name, v.price, v.list_price, v.cash_price, v.currency,
               v.description, v.images::jsonb, v.brand, v.sku, v.ean, v.mpn, v.in_stock, v.read_by,
               v.model_id, ${KEYS_OF('v')}, v.identity_attrs::jsonb, ${now}, ${now}, ${now}, ${now}, ${now}
        FROM unnest(${sql.param(fresh.map(([key]) => key))}::text[], ${arraysOf(fresh.map(([, r]) => r))})
             AS v(key, ${ARRAY_COLUMNS})
        RETURNING id, listing_key`,
  );
  const priceOf = new Map(fresh.map(([key, r]) => [key, r.columns.price]));
  return rows.map((r) => ({ id: Number(r.id), key: r.listing_key, price: priceOf.get(r.listing_key)! }));
}

/** Changed listings; the model columns only change for listings whose model was decided again. */
async function updateProducts(db: Db, rows: { id: number; next: RowToWrite }[], now: Date) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE products p SET
      external_id = v.external_id, url = v.url, name = v.name, price = v.price, list_price = v.list_price,
      cash_price = v.cash_price, currency = v.currency, description = v.description, images = v.images::jsonb,
      brand = v.brand, sku = v.sku, ean = v.ean, mpn = v.mpn, in_stock = v.in_stock, read_by = v.read_by,
      model_id = coalesce(v.model_id, p.model_id),
      identity_keys = CASE WHEN v.model_id IS NULL THEN p.identity_keys ELSE ${KEYS_OF('v')} END,
      identity_attrs = CASE WHEN v.model_id IS NULL THEN p.identity_attrs ELSE v.identity_attrs::jsonb END,
      removed_at = NULL, last_seen_at = ${now}, price_checked_at = ${now}, updated_at = ${now}
    FROM unnest(${sql.param(rows.map((r) => r.id))}::int[], ${arraysOf(rows.map((r) => r.next))})
         AS v(id, ${ARRAY_COLUMNS})
    WHERE p.id = v.id`);
}

/** Prices held for review are kept beside the published one; settled ones (confirmed or back) are cleared. */
async function holdPrices(
  db: Db,
  holds: { productId: number; price: number }[],
  settled: number[],
  now: Date,
) {
  if (holds.length) {
    await db.execute(sql`
      UPDATE products p SET pending_price = v.price,
        pending_since = CASE WHEN p.pending_price = v.price THEN p.pending_since ELSE ${now} END
      FROM unnest(${sql.param(holds.map((h) => h.productId))}::int[], ${sql.param(holds.map((h) => h.price))}::numeric[])
           AS v(id, price)
      WHERE p.id = v.id`);
  }
  if (settled.length) {
    await db.execute(sql`UPDATE products SET pending_price = NULL, pending_since = NULL
                         WHERE id = ANY(${sql.param(settled)}::int[])`);
  }
}

/** A price recorded in its currency, with the listing's name at the time (a history must never span two products). */
interface HistoryRow {
  productId: number;
  price: number;
  currency: string;
  name: string;
}

async function insertHistory(db: Db, rows: HistoryRow[], now: Date) {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO price_history (product_id, changed_at, price, currency, name)
    SELECT v.id, ${now}, v.price, v.currency, v.name
    FROM unnest(${sql.param(rows.map((r) => r.productId))}::int[], ${sql.param(rows.map((r) => r.price))}::numeric[],
                ${sql.param(rows.map((r) => r.currency))}::text[], ${sql.param(rows.map((r) => r.name))}::text[])
         AS v(id, price, currency, name)`);
}

/** Listed or not from now on (a new listing, a stock change, a listing found again). */
async function insertAvailability(db: Db, rows: { productId: number; available: boolean }[], now: Date) {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO availability_history (product_id, changed_at, available)
    SELECT v.id, ${now}, v.available
    FROM unnest(${sql.param(rows.map((r) => r.productId))}::int[], ${sql.param(rows.map((r) => r.available))}::bool[])
         AS v(id, available)`);
}

/** Category links follow the latest listing. */
async function replaceCategories(db: Db, products: { id: number; categoryIds: number[]; isNew: boolean }[]) {
  const stale = products.filter((p) => !p.isNew).map((p) => p.id);
  if (stale.length) {
    await db.execute(sql`DELETE FROM product_categories WHERE product_id = ANY(${sql.param(stale)}::int[])`);
  }
  const links = products.flatMap((p) => p.categoryIds.map((categoryId) => [p.id, categoryId] as const));
  if (links.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_categories (product_id, category_id)
    SELECT * FROM unnest(${sql.param(links.map((l) => l[0]))}::int[], ${sql.param(links.map((l) => l[1]))}::smallint[])
    ON CONFLICT DO NOTHING`);
}

/**
 * After a complete, successful read: listings of the store not seen since `readStartedAt` become
 * unavailable (never deleted; their detail page and history stay). Returns how many.
 */
export async function markUnseenRemoved(
  db: Db,
  storeId: number,
  readStartedAt: Date,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE products SET removed_at = ${now}, updated_at = ${now}
          WHERE store_id = ${storeId} AND removed_at IS NULL AND last_seen_at < ${readStartedAt}
          RETURNING id`,
    );
    const ids = removed.map((r) => Number(r.id));
    await removeSearchDocuments(tx, ids);
    await insertAvailability(
      tx,
      ids.map((productId) => ({ productId, available: false })),
      now,
    );
    return removed.length;
  });
}
