import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/** Advisory lock: the write path holds it shared, a full recompute exclusively. */
export const MODELS_LOCK = 7_340_010;

export async function lockModelsShared(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock_shared(${MODELS_LOCK})`);
}

export async function lockModelsExclusive(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${MODELS_LOCK})`);
}

export interface StoredKey {
  key: string;
  modelId: number;
  modelKey: string;
  manual: boolean;
}

/** The stored links of these keys to models, with each model's own key. */
export async function findKeys(db: Db, keys: string[]): Promise<StoredKey[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ key: string; model_id: number; model_key: string; manual: boolean }>(
    db,
    sql`SELECT mk.key, mk.model_id, m.key AS model_key, mk.manual
        FROM model_keys mk JOIN models m ON m.id = mk.model_id
        WHERE mk.key = ANY(${sql.param(keys)}::text[])`,
  );
  return rows.map((r) => ({
    key: r.key,
    modelId: Number(r.model_id),
    modelKey: r.model_key,
    manual: r.manual,
  }));
}

/** Models started for these keys (a model may outlive the link of its own key). */
export async function findModelsByKey(db: Db, keys: string[]): Promise<{ id: number; key: string }[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`SELECT id, key FROM models WHERE key = ANY(${sql.param(keys)}::text[])`,
  );
  return rows.map((r) => ({ id: Number(r.id), key: r.key }));
}

/** Models by id (a listing pinned to a model joins it whatever its keys). */
export async function findModelsById(db: Db, ids: number[]): Promise<{ id: number; key: string }[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`SELECT id, key FROM models WHERE id = ANY(${sql.param(ids)}::int[])`,
  );
  return rows.map((r) => ({ id: Number(r.id), key: r.key }));
}

/** What the listings of these models state (non-empty attributes only), by model. */
export async function findModelAttrs(
  db: Db,
  modelIds: number[],
): Promise<Map<number, Record<string, string>[]>> {
  const byModel = new Map<number, Record<string, string>[]>();
  if (modelIds.length === 0) return byModel;
  const rows = await queryRows<{ model_id: number; attrs: Record<string, string> | string }>(
    db,
    sql`SELECT model_id, identity_attrs AS attrs FROM products
        WHERE model_id = ANY(${sql.param(modelIds)}::int[]) AND identity_attrs <> '{}'::jsonb`,
  );
  for (const r of rows) {
    const list = byModel.get(Number(r.model_id)) ?? [];
    list.push(typeof r.attrs === 'string' ? JSON.parse(r.attrs) : r.attrs);
    byModel.set(Number(r.model_id), list);
  }
  return byModel;
}

/** The models these listings are pinned to by an operator, by product id. */
export async function findPins(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ product_id: number; model_id: number }>(
    db,
    sql`SELECT product_id, model_id FROM model_pins WHERE product_id = ANY(${sql.param(productIds)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.model_id)]));
}

/**
 * Creates models for these keys (in key order, so concurrent writers wait for each other instead of
 * deadlocking) and returns every key's model id, including models another writer created first.
 */
export async function createModels(db: Db, keys: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const sortedKeys = [...new Set(keys)].sort();
  const inserted = await queryRows<{ id: number; key: string }>(
    db,
    sql`INSERT INTO models (key) SELECT k FROM unnest(${sql.param(sortedKeys)}::text[]) AS k ORDER BY k
        ON CONFLICT (key) DO NOTHING RETURNING id, key`,
  );
  for (const r of inserted) ids.set(r.key, Number(r.id));
  const missing = sortedKeys.filter((k) => !ids.has(k));
  for (const m of await findModelsByKey(db, missing)) ids.set(m.key, m.id);
  return ids;
}

/** Links keys to models; a key another writer linked first keeps its model. */
export async function linkKeys(db: Db, links: { key: string; modelId: number }[]): Promise<void> {
  if (links.length === 0) return;
  const sortedLinks = [...links].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await db.execute(sql`
    INSERT INTO model_keys (key, model_id)
    SELECT * FROM unnest(${sql.param(sortedLinks.map((l) => l.key))}::text[],
                         ${sql.param(sortedLinks.map((l) => l.modelId))}::int[])
    ON CONFLICT (key) DO NOTHING`);
}

/**
 * After listings left these models: drops the automatic keys no listing of the model still has, and
 * the models nothing holds any more (no listing, no operator's pin or key).
 */
export async function pruneModels(db: Db, modelIds: number[]): Promise<void> {
  if (modelIds.length === 0) return;
  const ids = sql.param([...new Set(modelIds)]);
  await db.execute(sql`
    DELETE FROM model_keys mk
    WHERE mk.model_id = ANY(${ids}::int[]) AND NOT mk.manual
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.model_id = mk.model_id AND mk.key = ANY(p.identity_keys))`);
  await db.execute(sql`
    DELETE FROM models m
    WHERE m.id = ANY(${ids}::int[])
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.model_id = m.id)
      AND NOT EXISTS (SELECT 1 FROM model_pins mp WHERE mp.model_id = m.id)
      AND NOT EXISTS (SELECT 1 FROM model_keys mk WHERE mk.model_id = m.id AND mk.manual)`);
}
