import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceHistory, productCategories, products } from '../db/schema';
import { toAppError } from '../errors/app-error';
import { refreshSearchDocuments, removeSearchDocuments } from '../search/search-documents.repository';
import { categorize } from './categorize';
import { listingKey, listingSchema, type Listing, type ListingInput } from './listing';
import { stripHtml } from './strip-html';

export interface UpsertCounts {
  seen: number;
  created: number;
  updated: number;
  priceChanged: number;
  unchanged: number;
}

type ProductRow = typeof products.$inferSelect;

/** The columns a listing sets; compared to tell an update from a no-op. */
function columnsOf(listing: Listing) {
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
  };
}
type Columns = ReturnType<typeof columnsOf>;

function changed(row: ProductRow, next: Columns): boolean {
  return (Object.keys(next) as (keyof Columns)[]).some(
    (k) => k !== 'readBy' && JSON.stringify(row[k] ?? null) !== JSON.stringify(next[k] ?? null),
  );
}

/**
 * The catalog write path, in one transaction: inserts new listings, updates changed ones, appends a
 * price-history row the first time a product is seen and whenever its price changes, and refreshes the
 * search documents of everything it touched. Applying the same batch twice changes nothing the second time.
 * Listings must be valid (see listingSchema); within a batch the last listing with a given key wins.
 */
export async function upsertListings(
  db: Db,
  storeId: number,
  input: ListingInput[],
  now: Date = new Date(),
): Promise<UpsertCounts> {
  const byKey = new Map<string, Listing>();
  for (const raw of input) {
    const listing = listingSchema.parse(raw);
    byKey.set(listingKey(listing), listing);
  }
  const counts: UpsertCounts = { seen: byKey.size, created: 0, updated: 0, priceChanged: 0, unchanged: 0 };
  if (byKey.size === 0) return counts;

  try {
    await db.transaction(async (tx) => {
      const keys = [...byKey.keys()];
      const existing = await tx
        .select()
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.listingKey, keys)));
      const existingByKey = new Map(existing.map((row) => [row.listingKey, row]));

      const toInsert: (typeof products.$inferInsert)[] = [];
      const touched: number[] = [];
      const history: (typeof priceHistory.$inferInsert)[] = [];
      const categoryRows: { productId: number; categoryId: number }[] = [];

      for (const [key, listing] of byKey) {
        const next = columnsOf(listing);
        const row = existingByKey.get(key);
        if (!row) {
          toInsert.push({
            ...next,
            storeId,
            listingKey: key,
            priceCheckedAt: now,
            firstSeenAt: now,
            lastSeenAt: now,
          });
          continue;
        }
        touched.push(row.id);
        const categoryIds = listing.categoryIds ?? categorize(listing.categoryHints, listing.name);
        for (const categoryId of categoryIds) categoryRows.push({ productId: row.id, categoryId });
        if (!changed(row, next) && row.removedAt === null) {
          counts.unchanged++;
          continue;
        }
        counts.updated++;
        if (row.price !== next.price) {
          counts.priceChanged++;
          history.push({ productId: row.id, changedAt: now, price: next.price });
        }
        await tx
          .update(products)
          .set({ ...next, removedAt: null, updatedAt: now })
          .where(eq(products.id, row.id));
      }

      for (let i = 0; i < toInsert.length; i += 500) {
        const inserted = await tx
          .insert(products)
          .values(toInsert.slice(i, i + 500))
          .returning({ id: products.id, listingKey: products.listingKey, price: products.price });
        for (const row of inserted) {
          const listing = byKey.get(row.listingKey)!;
          touched.push(row.id);
          history.push({ productId: row.id, changedAt: now, price: row.price });
          const categoryIds = listing.categoryIds ?? categorize(listing.categoryHints, listing.name);
          for (const categoryId of categoryIds) categoryRows.push({ productId: row.id, categoryId });
        }
      }
      counts.created = toInsert.length;

      // Seen in this read: bump last-seen (the complete-read sweep compares against it).
      await tx
        .update(products)
        .set({ lastSeenAt: now, priceCheckedAt: now })
        .where(inArray(products.id, touched));
      for (let i = 0; i < history.length; i += 1000)
        await tx.insert(priceHistory).values(history.slice(i, i + 1000));
      await replaceCategories(tx, touched, categoryRows);
      await refreshSearchDocuments(tx, touched);
    });
  } catch (err) {
    toAppError(err);
  }
  return counts;
}

/** Category links follow the latest listing: stale links of touched products go. */
async function replaceCategories(
  db: Db,
  productIds: number[],
  rows: { productId: number; categoryId: number }[],
) {
  if (productIds.length === 0) return;
  await db.delete(productCategories).where(inArray(productCategories.productId, productIds));
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insert(productCategories)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
  }
}

/**
 * After a complete, successful read: listings of the store not seen since `readStartedAt` become
 * unavailable (never deleted; their detail page and history stay). Returns how many.
 */
export async function markUnseenRemoved(db: Db, storeId: number, readStartedAt: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(products)
      .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.storeId, storeId),
          isNull(products.removedAt),
          lt(products.lastSeenAt, readStartedAt),
        ),
      )
      .returning({ id: products.id });
    await removeSearchDocuments(
      tx,
      removed.map((r) => r.id),
    );
    return removed.length;
  });
}
