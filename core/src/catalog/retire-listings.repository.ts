import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { soloKeyOf } from '../models/assign-models';
import { removeSearchDocuments } from '../search/search-documents.repository';

/** A stored listing the store now uses for another product. */
export interface ListingToRetire {
  id: number;
  /** Its listing key in the store, freed for the new product. */
  key: string;
  removed: boolean;
}

/** The key a retired product keeps: unique, and never one a store's listing can have. */
export const retiredKeyOf = (productId: number, key: string) => `retired:${productId}:${key}`;

/**
 * Retires products whose listing now shows another product: each keeps its id, name, price history,
 * alerts and model (its page still answers, saying it is no longer offered) and gives up its listing key,
 * so the new product can take it. A model of its own (no key to share with other listings) is renamed
 * with it, so the new product starts its own model instead of inheriting that one. Off the search index;
 * an availability row says it stopped being offered now.
 */
export async function retireListings(
  db: Db,
  storeId: number,
  listings: ListingToRetire[],
  now: Date,
): Promise<void> {
  if (listings.length === 0) return;
  const ids = listings.map((l) => l.id);
  const retiredKeys = listings.map((l) => retiredKeyOf(l.id, l.key));
  await db.execute(sql`
    UPDATE products p SET listing_key = v.key, removed_at = coalesce(p.removed_at, ${now}),
      pending_price = NULL, pending_since = NULL, updated_at = ${now}
    FROM unnest(${sql.param(ids)}::int[], ${sql.param(retiredKeys)}::text[]) AS v(id, key)
    WHERE p.id = v.id`);
  await db.execute(sql`
    UPDATE models m SET key = v.retired
    FROM unnest(${sql.param(listings.map((l) => soloKeyOf(storeId, l.key)))}::text[],
                ${sql.param(listings.map((l, i) => soloKeyOf(storeId, retiredKeys[i]!)))}::text[]) AS v(solo, retired)
    WHERE m.key = v.solo`);
  await removeSearchDocuments(db, ids);
  const offered = listings.filter((l) => !l.removed).map((l) => l.id);
  if (offered.length) {
    await db.execute(sql`
      INSERT INTO availability_history (product_id, changed_at, available)
      SELECT id, ${now}, false FROM unnest(${sql.param(offered)}::int[]) AS id`);
  }
}
