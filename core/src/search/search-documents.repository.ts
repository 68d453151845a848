import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { searchDocuments } from '../db/schema';
import { addSearchTermsOf, rebuildSearchTerms } from './search-terms.repository';

/**
 * Category titles of a product, space-joined: searchable text ("placa de video" finds every card).
 * 'Otras' and 'Sin Categoria' say nothing about a product and stay out.
 */
const categoryNamesOf = (ids: ReturnType<typeof sql>) => sql`coalesce((
  SELECT string_agg(cat.title, ' ' ORDER BY cat.id) FROM categories cat
  WHERE cat.id = ANY(${ids}) AND cat.local_id NOT IN ('otras', 'sin-categoria')), '')`;

/**
 * Rebuilds the search documents of the given products from the catalog (products, categories,
 * stores). Removed products and products of inactive stores have no document.
 */
export async function refreshSearchDocuments(db: Db, productIds: number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 5000) {
    const ids = productIds.slice(i, i + 5000);
    // One statement: upsert the documents of live products, and drop those of the others (removed,
    // or their store is not active). The DELETE sees the table as it was before the INSERT.
    await db.execute(sql`
      WITH live AS (
        INSERT INTO search_documents
          (product_id, name, brand, category_ids, category_names, store_id, store_name, province_id, price,
           currency, image, in_stock, model_id, model_code, part_type, spec_terms, updated_at)
        SELECT p.id, p.name, p.brand, c.ids, ${categoryNamesOf(sql`c.ids`)},
               s.id, s.name, s.province_id, p.price, p.currency, p.images->>0, p.in_stock, p.model_id,
               p.identity_attrs->>'chip', ms.categoria, public.hw_document_terms(ms.spec_terms, p.identity_attrs, p.name), now()
        FROM products p JOIN stores s ON s.id = p.store_id
        LEFT JOIN model_specs ms ON ms.model_id = p.model_id
        CROSS JOIN LATERAL (
          SELECT coalesce(array_agg(pc.category_id ORDER BY pc.category_id), '{}') AS ids
          FROM product_categories pc WHERE pc.product_id = p.id) c
        WHERE p.id = ANY(${sql.param(ids)}::int[]) AND p.removed_at IS NULL AND s.status_id = 1
        ON CONFLICT (product_id) DO UPDATE SET
          name = excluded.name, brand = excluded.brand, category_ids = excluded.category_ids,
          category_names = excluded.category_names, store_id = excluded.store_id,
          store_name = excluded.store_name, province_id = excluded.province_id, price = excluded.price,
          currency = excluded.currency, image = excluded.image, in_stock = excluded.in_stock, model_id = excluded.model_id,
          model_code = excluded.model_code, part_type = excluded.part_type, spec_terms = excluded.spec_terms,
          updated_at = now()
        RETURNING product_id)
      DELETE FROM search_documents d
      WHERE d.product_id = ANY(${sql.param(ids)}::int[])
        AND d.product_id NOT IN (SELECT product_id FROM live)`);
    await addSearchTermsOf(db, ids);
  }
}

/**
 * Gives documents their listing's model (its id and chip code, its part type), that model's spec words as
 * model_specs holds them now, and their own stated details' words (public.hw_listing_terms, from the
 * listing's identity). Only the documents of these products and of these models' listings are read (every
 * document when no scope is given), and only the values that differ are written.
 */
export async function refreshSearchDocumentModels(
  db: Db,
  scope?: { productIds?: number[]; modelIds?: number[] },
): Promise<void> {
  const productIds = scope?.productIds ?? [];
  const modelIds = scope?.modelIds ?? [];
  if (scope && productIds.length === 0 && modelIds.length === 0) return;
  const inScope = scope
    ? sql`WHERE p.id = ANY(${sql.param(productIds)}::int[]) OR p.model_id = ANY(${sql.param(modelIds)}::int[])`
    : sql``;
  await db.execute(sql`
    UPDATE search_documents d SET model_id = x.model_id, model_code = x.model_code, part_type = x.part_type
    FROM (SELECT p.id, p.model_id, p.identity_attrs->>'chip' AS model_code, ms.categoria AS part_type
          FROM products p LEFT JOIN model_specs ms ON ms.model_id = p.model_id ${inScope}) x
    WHERE x.id = d.product_id
      AND (d.model_id IS DISTINCT FROM x.model_id OR d.model_code IS DISTINCT FROM x.model_code
           OR d.part_type IS DISTINCT FROM x.part_type)`);
  // Apart: writing spec_terms recomputes the document's stored search vector (tsv), the costly part of a
  // write, even when the words are the same; a new model id alone does not.
  await db.execute(sql`
    UPDATE search_documents d SET spec_terms = x.spec_terms
    FROM (SELECT p.id, public.hw_document_terms(ms.spec_terms, p.identity_attrs, p.name) AS spec_terms
          FROM products p LEFT JOIN model_specs ms ON ms.model_id = p.model_id ${inScope}) x
    WHERE x.id = d.product_id AND d.spec_terms IS DISTINCT FROM x.spec_terms`);
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

/** Rebuilds every search document from the catalog in one statement (after a bulk load), and the word list. */
export async function rebuildAllSearchDocuments(db: Db): Promise<void> {
  // Fresh statistics first: right after a bulk load the planner would otherwise take the catalog for
  // empty and join it row by row (minutes instead of seconds at 100,000 listings).
  await db.execute(sql`ANALYZE products, product_categories, stores`);
  await db.execute(sql`DELETE FROM search_documents`);
  await db.execute(sql`
    INSERT INTO search_documents
      (product_id, name, brand, category_ids, category_names, store_id, store_name, province_id, price, currency,
       image, in_stock, model_id, model_code, part_type, spec_terms, updated_at)
    SELECT p.id, p.name, p.brand, coalesce(c.ids, '{}'), ${categoryNamesOf(sql`c.ids`)}, s.id, s.name,
           s.province_id, p.price, p.currency, p.images->>0, p.in_stock, p.model_id, p.identity_attrs->>'chip',
           ms.categoria, public.hw_document_terms(ms.spec_terms, p.identity_attrs, p.name), now()
    FROM products p
    JOIN stores s ON s.id = p.store_id
    LEFT JOIN model_specs ms ON ms.model_id = p.model_id
    LEFT JOIN (SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids
               FROM product_categories GROUP BY product_id) c ON c.product_id = p.id
    WHERE p.removed_at IS NULL AND s.status_id = 1`);
  await rebuildSearchTerms(db);
}
