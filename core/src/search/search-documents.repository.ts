import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { searchDocuments } from '../db/schema';

/**
 * Rebuilds the search documents of the given products from the catalog (products, categories,
 * stores). Removed products and products of inactive stores have no document.
 */
export async function refreshSearchDocuments(db: Db, productIds: number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 5000) {
    const ids = productIds.slice(i, i + 5000);
    await db.execute(sql`
      INSERT INTO search_documents
        (product_id, name, brand, category_ids, store_id, store_name, province_id, price, image, in_stock, updated_at)
      SELECT p.id, p.name, p.brand,
             coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc
                       WHERE pc.product_id = p.id), '{}'),
             s.id, s.name, s.province_id, p.price, p.images->>0, p.in_stock, now()
      FROM products p JOIN stores s ON s.id = p.store_id
      WHERE p.id = ANY(${sql.param(ids)}::int[]) AND p.removed_at IS NULL AND s.status_id = 1
      ON CONFLICT (product_id) DO UPDATE SET
        name = excluded.name, brand = excluded.brand, category_ids = excluded.category_ids,
        store_id = excluded.store_id, store_name = excluded.store_name, province_id = excluded.province_id,
        price = excluded.price, image = excluded.image, in_stock = excluded.in_stock, updated_at = now()`);
    await db.execute(sql`
      DELETE FROM search_documents d USING products p JOIN stores s ON s.id = p.store_id
      WHERE d.product_id = p.id AND p.id = ANY(${sql.param(ids)}::int[])
        AND (p.removed_at IS NOT NULL OR s.status_id <> 1)`);
  }
}

/** Rebuilds every document of one store (after a store is renamed, moved, suspended or reactivated). */
export async function refreshStoreSearchDocuments(db: Db, storeId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM products WHERE store_id = ${storeId}`);
  await refreshSearchDocuments(
    db,
    rows.map((r) => Number(r.id)),
  );
}

export async function removeSearchDocuments(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(searchDocuments).where(inArray(searchDocuments.productId, productIds));
}

/** Rebuilds every search document from the catalog in one statement (after a bulk load). */
export async function rebuildAllSearchDocuments(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_documents`);
  await db.execute(sql`
    INSERT INTO search_documents
      (product_id, name, brand, category_ids, store_id, store_name, province_id, price, image, in_stock, updated_at)
    SELECT p.id, p.name, p.brand, coalesce(c.ids, '{}'), s.id, s.name, s.province_id, p.price, p.images->>0,
           p.in_stock, now()
    FROM products p
    JOIN stores s ON s.id = p.store_id
    LEFT JOIN (SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids
               FROM product_categories GROUP BY product_id) c ON c.product_id = p.id
    WHERE p.removed_at IS NULL AND s.status_id = 1`);
}
