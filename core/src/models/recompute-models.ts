import { refreshSearchDocumentModels } from '../search/search-documents.repository';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { soloKeyOf } from './assign-models';
import { identitiesOf } from './identity-pool';
import { ModelRegistry } from './model-registry';
import { createModels, lockModelsExclusive } from './models.repository';
import { modelSpecsDigests, writeModelSpecs, type ListingForSpecs } from './specs/model-specs.repository';

/**
 * The version of the grouping rules (name keys, evidence order) and of the spec reader. Bump it when a change
 * to core/src/models would group stored listings differently, or one to core/src/hardware would read their
 * specs differently: the next start recomputes every model and rewrites the specs that changed.
 */
export const MODEL_RULES_VERSION = '2026-11-28.8';

export interface RecomputeResult {
  listings: number;
  models: number;
  /** Listings whose model changed. */
  moved: number;
  ms: number;
  /**
   * Where the time went: reading, deciding (in memory), writing listings and models; specs (reading and
   * writing them) and search documents apart.
   */
  phases: { readMs: number; decideMs: number; writeMs: number; specsMs: number; documentsMs: number };
}

interface ProductRow {
  id: number;
  store_id: number;
  listing_key: string;
  name: string;
  brand: string | null;
  ean: string | null;
  mpn: string | null;
  sku: string | null;
  model_id: number | null;
  identity_keys: string[];
  identity_attrs: Record<string, string> | string;
}

const CHUNK = 5000;

/** jsonb keeps its own key order: compare attributes as sets of pairs. */
function sameAttrs(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Regroups every listing from scratch with the current rules, in one transaction that holds the models
 * lock (writers wait): operators' decisions (pins, merged keys) are kept, model ids are kept wherever
 * a model is started for the same key, and models nothing holds any more are dropped. Listings are
 * taken in id order, as the write path met them.
 */
export async function recomputeModels(
  db: Db,
  options: { ifStale?: boolean } = {},
): Promise<RecomputeResult | undefined> {
  const started = performance.now();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockModelsExclusive(tx);
    // Several workers may start at once: the first recomputes, the others find it done.
    if (options.ifStale && (await rulesVersion(tx)) === MODEL_RULES_VERSION) return undefined;
    const stores = new Map(
      (await queryRows<{ id: number; name: string }>(tx, sql`SELECT id, name FROM stores`)).map((r) => [
        Number(r.id),
        r.name,
      ]),
    );
    const registry = new ModelRegistry();
    for (const m of await queryRows<{ id: number; key: string }>(tx, sql`SELECT id, key FROM models`))
      registry.addModel(Number(m.id), m.key);
    for (const k of await queryRows<{ key: string; model_id: number }>(
      tx,
      sql`SELECT key, model_id FROM model_keys WHERE manual`,
    ))
      registry.addKey(k.key, Number(k.model_id), true);
    const pins = new Map(
      (
        await queryRows<{ product_id: number; model_id: number }>(
          tx,
          sql`SELECT product_id, model_id FROM model_pins`,
        )
      ).map((r) => [Number(r.product_id), Number(r.model_id)]),
    );

    const products = await queryRows<ProductRow>(
      tx,
      sql`SELECT id, store_id, listing_key, name, brand, ean, mpn, sku, model_id, identity_keys, identity_attrs
          FROM products ORDER BY id`,
    );
    const read = performance.now();
    const identities = await identitiesOf(
      products.map((p) => ({
        name: p.name,
        brand: p.brand,
        ean: p.ean,
        mpn: p.mpn,
        sku: p.sku,
        storeName: stores.get(Number(p.store_id)),
      })),
    );
    // In id order, as the write path met them.
    const decided = products.map((p, i) => {
      const identity = identities[i]!;
      const { model } = registry.assign(
        identity,
        soloKeyOf(Number(p.store_id), p.listing_key),
        pins.get(Number(p.id)),
      );
      return { product: p, identity, model };
    });

    const decide = performance.now();
    const created = await createModels(
      tx,
      registry.newModels.map((m) => m.key),
    );
    for (const model of registry.newModels) model.id = created.get(model.key);

    // The keys the rules link now replace the ones they linked before; those that stay as they were are
    // not written again (a recompute of a grouped catalog changes few).
    const linkedBefore = new Map(
      (
        await queryRows<{ key: string; model_id: number }>(
          tx,
          sql`SELECT key, model_id FROM model_keys WHERE NOT manual`,
        )
      ).map((k) => [k.key, Number(k.model_id)]),
    );
    const links = [...registry.newKeys]
      .map(([key, model]) => [key, model.id!] as const)
      .filter(([key, id]) => linkedBefore.get(key) !== id);
    const stale = [...linkedBefore]
      .filter(([key, id]) => registry.newKeys.get(key)?.id !== id)
      .map(([key]) => key);
    for (let i = 0; i < stale.length; i += CHUNK)
      await tx.execute(
        sql`DELETE FROM model_keys WHERE NOT manual AND key = ANY(${sql.param(stale.slice(i, i + CHUNK))}::text[])`,
      );
    for (let i = 0; i < links.length; i += CHUNK) {
      const chunk = links.slice(i, i + CHUNK);
      await tx.execute(sql`
        INSERT INTO model_keys (key, model_id)
        SELECT * FROM unnest(${sql.param(chunk.map((l) => l[0]))}::text[], ${sql.param(chunk.map((l) => l[1]))}::int[])
        ON CONFLICT (key) DO NOTHING`);
    }

    // Only listings whose model or evidence changed are written (a recompute of a grouped catalog is cheap).
    const changedRows = decided.filter(({ product: p, identity, model }) => {
      const attrs = typeof p.identity_attrs === 'string' ? JSON.parse(p.identity_attrs) : p.identity_attrs;
      return (
        Number(p.model_id) !== model.id ||
        JSON.stringify(p.identity_keys) !== JSON.stringify(identity.keys) ||
        !sameAttrs(attrs, identity.attrs)
      );
    });
    const moved = decided.filter((d) => Number(d.product.model_id) !== d.model.id).length;
    for (let i = 0; i < changedRows.length; i += CHUNK) {
      const chunk = changedRows.slice(i, i + CHUNK);
      await tx.execute(sql`
        UPDATE products p SET model_id = v.model_id,
          identity_keys = ARRAY(SELECT jsonb_array_elements_text(v.keys::jsonb)), identity_attrs = v.attrs::jsonb
        FROM unnest(${sql.param(chunk.map((d) => Number(d.product.id)))}::int[],
                    ${sql.param(chunk.map((d) => d.model.id!))}::int[],
                    ${sql.param(chunk.map((d) => JSON.stringify(d.identity.keys)))}::text[],
                    ${sql.param(chunk.map((d) => JSON.stringify(d.identity.attrs)))}::text[])
             AS v(id, model_id, keys, attrs)
        WHERE p.id = v.id`);
    }

    await tx.execute(sql`
      DELETE FROM models m
      WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.model_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM model_pins mp WHERE mp.model_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM model_keys mk WHERE mk.model_id = m.id AND mk.manual)`);
    // Every model's specs, from the listings it holds now and the operators' corrections.
    const specsStarted = performance.now();
    const listingsByModel = new Map<number, ListingForSpecs[]>();
    for (const { product: p, model } of decided) {
      const list = listingsByModel.get(model.id!) ?? [];
      if (list.length === 0) listingsByModel.set(model.id!, list);
      list.push({
        modelId: model.id!,
        name: p.name,
        brand: p.brand,
        ean: p.ean,
        mpn: p.mpn,
        storeName: stores.get(Number(p.store_id)),
        productId: Number(p.id),
      });
    }
    const specsBefore = await modelSpecsDigests(tx);
    await writeModelSpecs(tx, listingsByModel, { all: true });
    const specsAfter = await modelSpecsDigests(tx);
    const specsChanged = [...new Set([...specsBefore.keys(), ...specsAfter.keys()])].filter(
      (id) => specsBefore.get(id) !== specsAfter.get(id),
    );
    const specsMs = performance.now() - specsStarted;
    // A document changes with its listing's model or evidence, or with its model's specs: only those are read.
    const documentsStarted = performance.now();
    await refreshSearchDocumentModels(tx, {
      productIds: changedRows.map((d) => Number(d.product.id)),
      modelIds: specsChanged,
    });
    const documentsMs = performance.now() - documentsStarted;
    await tx.execute(sql`
      INSERT INTO model_rules_state (id, version, recomputed_at) VALUES (1, ${MODEL_RULES_VERSION}, now())
      ON CONFLICT (id) DO UPDATE SET version = excluded.version, recomputed_at = excluded.recomputed_at`);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM models`,
    );
    const end = performance.now();
    return {
      listings: products.length,
      models: Number(count),
      moved,
      ms: Math.round(end - started),
      phases: {
        readMs: Math.round(read - started),
        decideMs: Math.round(decide - read),
        writeMs: Math.round(end - decide - specsMs - documentsMs),
        specsMs: Math.round(specsMs),
        documentsMs: Math.round(documentsMs),
      },
    };
  });
}

async function rulesVersion(db: Db): Promise<string | undefined> {
  const [state] = await queryRows<{ version: string }>(
    db,
    sql`SELECT version FROM model_rules_state WHERE id = 1`,
  );
  return state?.version;
}

/** Recomputes the models when they were decided with other rules (or never): run at start. */
export async function ensureModelsCurrent(db: Db): Promise<RecomputeResult | undefined> {
  if ((await rulesVersion(db)) === MODEL_RULES_VERSION) return undefined;
  return recomputeModels(db, { ifStale: true });
}
