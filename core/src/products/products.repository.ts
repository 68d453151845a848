import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passesThreshold } from '../catalog/currency';
import { queryPrepared, queryRows } from '../db/raw';
import { products, stores } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;

export interface ProductStore {
  id: number;
  name: string;
  url: string;
  logo: string;
  images: { url: string }[];
  provinceId: number;
}

/** The columns of a product its cards, detail page and page meta show. */
type ShownColumns =
  | 'id'
  | 'storeId'
  | 'url'
  | 'name'
  | 'price'
  | 'listPrice'
  | 'cashPrice'
  | 'currency'
  | 'description'
  | 'images'
  | 'featured'
  | 'brand'
  | 'sku'
  | 'inStock'
  | 'priceCheckedAt'
  | 'removedAt'
  | 'modelId';

/** A product with what its detail page and cards show: its store and its categories. */
export interface ProductDetail extends Pick<ProductRow, ShownColumns> {
  store: ProductStore;
  categories: { id: number; title: string }[];
}

interface DetailRow {
  product: Record<string, unknown>;
  store: ProductStore;
  categories: { id: number; title: string }[];
}

/**
 * Products with their store and categories, in the order of `ids` (unknown ids skipped). One round trip,
 * reading the columns shown only: the whole row as JSON (to_jsonb) cost PostgreSQL twice as much, and
 * search-products reads a page of them per search.
 */
export async function findProductDetails(db: Db, ids: number[]): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<DetailRow>(
    db,
    sql`SELECT json_build_object('id', p.id, 'store_id', p.store_id, 'url', p.url, 'name', p.name, 'price', p.price,
                                 'list_price', p.list_price, 'cash_price', p.cash_price, 'currency', p.currency,
                                 'description', p.description, 'images', p.images, 'featured', p.featured,
                                 'brand', p.brand, 'sku', p.sku, 'in_stock', p.in_stock,
                                 'price_checked_at', p.price_checked_at, 'removed_at', p.removed_at,
                                 'model_id', p.model_id) AS product,
               json_build_object('id', s.id, 'name', s.name, 'url', s.url, 'logo', s.logo, 'images', s.images,
                                 'provinceId', s.province_id) AS store,
               coalesce((SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY c.id)
                         FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                         WHERE pc.product_id = p.id), '[]') AS categories
        FROM products p JOIN stores s ON s.id = p.store_id
        WHERE p.id = ANY(${sql.param(ids)}::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.product.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...shownColumns(row.product), store: row.store, categories: row.categories }] : [];
  });
}

const money = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** The shown columns as JSON (snake_case, numerics as numbers, timestamps as text) → typed. */
function shownColumns(j: Record<string, unknown>): Pick<ProductRow, ShownColumns> {
  return {
    id: Number(j.id),
    storeId: Number(j.store_id),
    url: j.url as string,
    name: j.name as string,
    price: Number(j.price),
    listPrice: money(j.list_price),
    cashPrice: money(j.cash_price),
    currency: j.currency as string,
    description: j.description as string,
    images: (j.images as string[]) ?? [],
    featured: j.featured as boolean,
    brand: (j.brand as string | null) ?? null,
    sku: (j.sku as string | null) ?? null,
    inStock: j.in_stock as boolean,
    priceCheckedAt: date(j.price_checked_at)!,
    removedAt: date(j.removed_at),
    modelId: j.model_id === null || j.model_id === undefined ? null : Number(j.model_id),
  };
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return rows.length > 0;
}

/** Of these ids, the ones that name no product. */
export async function missingProductIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Marks products featured or not; returns the ids changed. */
export async function setFeatured(db: Db, ids: number[], featured: boolean): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ featured, updatedAt: new Date() })
    .where(inArray(products.id, ids))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

export interface ListedFilter {
  /** Peso listings priced at or under this are never shown. */
  priceAbove: number;
  excludeIds: number[];
  limit: number;
}

/**
 * Products flagged featured that a shopper could see listed (not removed, of an active store, named,
 * priced above the threshold), most recently checked first.
 */
export async function flaggedFeaturedIds(db: Db, filter: ListedFilter): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        eq(products.featured, true),
        isNull(products.removedAt),
        eq(stores.statusId, 1),
        passesThreshold('products', filter.priceAbove),
        sql`btrim(${products.name}) <> ''`,
        filter.excludeIds.length
          ? sql`NOT (${products.id} = ANY(${sql.param(filter.excludeIds)}::int[]))`
          : undefined,
      ),
    )
    .orderBy(sql`${products.priceCheckedAt} DESC`, asc(products.id))
    .limit(filter.limit);
  return rows.map((r) => r.id);
}

export interface RelatedCandidate {
  productId: number;
  storeId: number;
  price: number;
}

/**
 * Listed products priced nearest to `price` in the same currency (no rate compares two), up to `perSide`
 * cheaper and `perSide` dearer, in the given categories or, with `categoryIds` empty, in any; never the
 * product itself.
 */
export async function nearestPricedListings(
  db: Db,
  options: {
    productId: number;
    price: number;
    currency: string;
    categoryIds: number[];
    perSide: number;
  } & Omit<ListedFilter, 'limit'>,
): Promise<RelatedCandidate[]> {
  const inCategories = options.categoryIds.length
    ? sql`AND d.category_ids && ${sql.param(options.categoryIds)}::smallint[]`
    : sql``;
  const excluded = [options.productId, ...options.excludeIds];
  const base = sql`FROM search_documents d WHERE d.product_id <> ALL(${sql.param(excluded)}::int[])
    AND d.currency = ${options.currency} AND ${passesThreshold('d', options.priceAbove)} ${inCategories}`;
  const rows = await queryRows<{ product_id: number; store_id: number; price: string | number }>(
    db,
    sql`(SELECT d.product_id, d.store_id, d.price ${base} AND d.price >= ${options.price}
         ORDER BY d.price, d.product_id LIMIT ${options.perSide})
        UNION ALL
        (SELECT d.product_id, d.store_id, d.price ${base} AND d.price < ${options.price}
         ORDER BY d.price DESC, d.product_id LIMIT ${options.perSide})`,
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    storeId: Number(r.store_id),
    price: Number(r.price),
  }));
}
