import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencyOf, type Currency } from '../catalog/currency';
import { queryRows } from '../db/raw';
import { normalizeText } from './name-tokens';

/** A model as the back office lists it. */
export interface ModelRow {
  id: number;
  /** The name of one of its listings (the cheapest listed one). */
  name: string;
  listings: number;
  stores: number;
  /** The lowest peso price of its listed, available listings; null when none is. */
  lowestPrice: number | null;
}

export interface ModelPage {
  models: ModelRow[];
  total: number;
}

/** Words of a search, each required somewhere in a listing's name (accents and case never matter). */
function nameMatches(query: string): SQL {
  const words = normalizeText(query)
    .split(/[^a-z0-9.]+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return sql`true`;
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return sql`lower(public.immutable_unaccent(p.name)) LIKE ALL(${sql.param(patterns)}::text[])`;
}

/**
 * Models with listings, most stores first; `query` searches listing names, or is a model id ('#123')
 * or a model or listing id ('123').
 */
export async function listModels(
  db: Db,
  { query, offset, limit }: { query: string; offset: number; limit: number },
): Promise<ModelPage> {
  const [, hash, id] = /^(#?)(\d{1,9})$/.exec(query.trim()) ?? [];
  const match = id
    ? hash
      ? sql`p.model_id = ${Number(id)}`
      : sql`(p.model_id = ${Number(id)} OR p.id = ${Number(id)})`
    : nameMatches(query);
  const rows = await queryRows<{
    id: number;
    name: string;
    listings: number;
    stores: number;
    lowest: string | number | null;
    total: number;
  }>(
    db,
    sql`WITH matched AS (SELECT DISTINCT p.model_id FROM products p WHERE p.model_id IS NOT NULL AND ${match})
        SELECT m.id,
               (array_agg(p.name ORDER BY (p.removed_at IS NULL) DESC, p.price))[1] AS name,
               count(*)::int AS listings, count(DISTINCT p.store_id)::int AS stores,
               min(p.price) FILTER (WHERE p.removed_at IS NULL AND p.in_stock AND p.currency = 'ARS') AS lowest,
               count(*) OVER ()::int AS total
        FROM matched JOIN models m ON m.id = matched.model_id JOIN products p ON p.model_id = m.id
        GROUP BY m.id
        ORDER BY stores DESC, listings DESC, m.id
        LIMIT ${limit} OFFSET ${offset}`,
  );
  const total = rows[0] ? Number(rows[0].total) : await countMatching(db, match);
  return {
    total,
    models: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      listings: Number(r.listings),
      stores: Number(r.stores),
      lowestPrice: r.lowest === null ? null : Number(r.lowest),
    })),
  };
}

/** The total of a search whose page came back empty (asked past the last page). */
async function countMatching(db: Db, match: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT p.model_id)::int AS n FROM products p WHERE p.model_id IS NOT NULL AND ${match}`,
  );
  return Number(row?.n ?? 0);
}

export interface ModelListing {
  productId: number;
  name: string;
  brand: string | null;
  storeId: number;
  storeName: string;
  price: number;
  currency: Currency;
  inStock: boolean;
  removed: boolean;
  url: string;
  /** The evidence its model was decided from ('gtin:…', 'mpn:…', 'name:…'). */
  keys: string[];
  /** An operator pinned it to this model. */
  pinned: boolean;
}

export interface ModelDecision {
  action: 'split' | 'merge';
  modelId: number;
  otherModelId: number;
  productId: number | null;
  decidedBy: string;
  decidedAt: Date;
}

export interface ModelDetail {
  id: number;
  key: string;
  createdAt: Date;
  listings: ModelListing[];
  decisions: ModelDecision[];
}

/** A model with its listings (listed first, pesos before dollars, cheapest first) and the operators' decisions about it, newest first. */
export async function getModelDetail(db: Db, id: number): Promise<ModelDetail | undefined> {
  const [model] = await queryRows<{ id: number; key: string; created_at: string | Date }>(
    db,
    sql`SELECT id, key, created_at FROM models WHERE id = ${id}`,
  );
  if (!model) return undefined;
  const listings = await queryRows<{
    id: number;
    name: string;
    brand: string | null;
    store_id: number;
    store_name: string;
    price: string | number;
    currency: string;
    in_stock: boolean;
    removed: boolean;
    url: string;
    identity_keys: string[];
    pinned: boolean;
  }>(
    db,
    sql`SELECT p.id, p.name, p.brand, p.store_id, s.name AS store_name, p.price, p.currency, p.in_stock,
               p.removed_at IS NOT NULL AS removed, p.url, p.identity_keys,
               EXISTS (SELECT 1 FROM model_pins mp WHERE mp.product_id = p.id) AS pinned
        FROM products p JOIN stores s ON s.id = p.store_id
        WHERE p.model_id = ${id}
        ORDER BY p.removed_at IS NOT NULL, p.currency, p.price, p.id`,
  );
  const decisions = await queryRows<{
    action: 'split' | 'merge';
    model_id: number;
    other_model_id: number;
    product_id: number | null;
    decided_by: string;
    decided_at: string | Date;
  }>(
    db,
    sql`SELECT action, model_id, other_model_id, product_id, decided_by, decided_at FROM model_decisions
        WHERE model_id = ${id} OR other_model_id = ${id} ORDER BY decided_at DESC, id DESC LIMIT 100`,
  );
  return {
    id: Number(model.id),
    key: model.key,
    createdAt: new Date(model.created_at),
    listings: listings.map((l) => ({
      productId: Number(l.id),
      name: l.name,
      brand: l.brand,
      storeId: Number(l.store_id),
      storeName: l.store_name,
      price: Number(l.price),
      currency: currencyOf(l.currency),
      inStock: l.in_stock,
      removed: l.removed,
      url: l.url,
      keys: l.identity_keys ?? [],
      pinned: l.pinned,
    })),
    decisions: decisions.map((d) => ({
      action: d.action,
      modelId: Number(d.model_id),
      otherModelId: Number(d.other_model_id),
      productId: d.product_id === null ? null : Number(d.product_id),
      decidedBy: d.decided_by,
      decidedAt: new Date(d.decided_at),
    })),
  };
}

/** The product ids of these models' listings (their search documents change with a decision). */
export async function listingIdsOf(db: Db, modelIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE model_id = ANY(${sql.param(modelIds)}::int[])`,
  );
  return rows.map((r) => Number(r.id));
}
