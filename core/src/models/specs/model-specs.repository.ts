import { refreshSearchDocumentModels } from '../../search/search-documents.repository';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { availableKnowledgeBase } from '../../hardware/opendb/knowledge-base';
import { compactSpecList, readDescriptionSpecs, wantsDescription } from '../../hardware/description';
import { readListingSpecs, withDescription } from '../../hardware/reader';
import type { Especificaciones, PartCategory, SpecReading, SpecValue } from '../../hardware/types';
import { combineSpecs, type ModelSpecs, type SpecCorrections } from './combine-specs';

const CHUNK = 5000;

/** What the spec reader needs of a stored listing. */
export interface ListingForSpecs {
  modelId: number;
  name: string;
  brand: string | null;
  ean: string | null;
  mpn: string | null;
  storeName?: string;
  /** Its product id: lets a recompute load the description only when the name leaves a key open. */
  productId?: number;
  /** The store's description, or only its spec-list pieces (compactSpecList): it fills what the name leaves open. */
  description?: string | null;
}

/**
 * A listing's reading by the spec reader, linked to the OpenDB knowledge base when certain, with the values
 * its description's spec list states and the name leaves open.
 */
export function readListing(l: ListingForSpecs): SpecReading {
  return withDescription(readName(l), l.description);
}

/** A listing's name, brand and codes read (and linked to OpenDB when certain), without its description. */
function readName(l: ListingForSpecs): SpecReading {
  return readListingSpecs(
    {
      nombre: l.name,
      marca: l.brand ?? undefined,
      ean: l.ean ?? undefined,
      mpn: l.mpn ?? undefined,
      // Not the store: a listing reads the same whoever sells it (and is read once per distinct name).
    },
    availableKnowledgeBase(),
  );
}

/**
 * The spec-list pieces of these listings' descriptions (compactSpecList), by product id: read in pages so a
 * catalog-wide recompute never holds every description's HTML at once.
 */
export async function descriptionSpecLists(db: Db, productIds: number[]): Promise<Map<number, string>> {
  const lists = new Map<number, string>();
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const page = await queryRows<{ id: number; description: string }>(
      db,
      sql`SELECT id, description FROM products
          WHERE id = ANY(${sql.param(productIds.slice(i, i + CHUNK))}::int[]) AND description LIKE '%:%'`,
    );
    for (const r of page) {
      const list = compactSpecList(r.description);
      if (list) lists.set(Number(r.id), list);
    }
  }
  return lists;
}

/** The corrections in force (the latest per model and key), for these models or all. */
export async function correctionsInForce(db: Db, modelIds?: number[]): Promise<Map<number, SpecCorrections>> {
  // jsonb as text, parsed here: the same on every driver.
  const rows = await queryRows<{ model_id: number; key: string; value: string | null }>(
    db,
    sql`SELECT DISTINCT ON (model_id, key) model_id, key, value::text AS value FROM model_spec_corrections
        ${modelIds ? sql`WHERE model_id = ANY(${sql.param(modelIds)}::int[])` : sql``}
        ORDER BY model_id, key, id DESC`,
  );
  const byModel = new Map<number, SpecCorrections>();
  for (const r of rows) {
    const id = Number(r.model_id);
    const value = r.value === null ? null : (JSON.parse(r.value) as SpecValue | null);
    byModel.set(id, { ...byModel.get(id), [r.key]: value });
  }
  return byModel;
}

/**
 * Decides and stores the specs of the given models from their listings (grouped by model) and the
 * operators' corrections. `all`: these are every model (a recompute), so every other row goes.
 */
export async function writeModelSpecs(
  db: Db,
  listingsByModel: Map<number, ListingForSpecs[]>,
  options: { all: boolean },
): Promise<number> {
  const ids = [...listingsByModel.keys()];
  const corrections = await correctionsInForce(db, options.all ? undefined : ids);
  const rows: [number, ModelSpecs][] = [];
  const none: number[] = [];
  // Stores often list a part under the very same name, and a model's stores often copy the same spec
  // list: each distinct name and each distinct spec list is read once.
  const readings = new Map<string, SpecReading>();
  const lists = new Map<string, Especificaciones>();
  const describe = (categoria: PartCategory, text: string) => {
    const key = `${categoria}\u0000${text}`;
    let specs = lists.get(key);
    if (!specs) lists.set(key, (specs = readDescriptionSpecs(categoria, text)));
    return specs;
  };
  const read = (l: ListingForSpecs) => {
    const key = `${l.name}\u0000${l.brand ?? ''}\u0000${l.ean ?? ''}\u0000${l.mpn ?? ''}`;
    let reading = readings.get(key);
    if (!reading) readings.set(key, (reading = readName(l)));
    return withDescription(reading, l.description, describe);
  };
  // A recompute's listings come without descriptions: only those whose name leaves a key open are loaded.
  const wanted: number[] = [];
  for (const listings of listingsByModel.values())
    for (const l of listings)
      if (l.description === undefined && l.productId !== undefined && wantsDescription(read(l)))
        wanted.push(l.productId);
  if (wanted.length) {
    const lists = await descriptionSpecLists(db, wanted);
    for (const listings of listingsByModel.values())
      for (const l of listings)
        if (l.productId !== undefined) l.description ??= lists.get(l.productId) ?? null;
  }
  for (const [modelId, listings] of listingsByModel) {
    const specs = combineSpecs(listings.map(read), corrections.get(modelId));
    // Kept even with no value left: the part type lets an operator give the values back.
    if (specs) rows.push([modelId, specs]);
    else none.push(modelId);
  }
  // In model order, upserted: writers of different stores may refresh the same models at once.
  rows.sort((a, b) => a[0] - b[0]);
  // A recompute holds the models lock exclusively: no writer refreshes meanwhile, all rows go at once.
  if (options.all) await db.execute(sql`DELETE FROM model_specs`);
  else if (none.length)
    await db.execute(sql`DELETE FROM model_specs WHERE model_id = ANY(${sql.param(none)}::int[])`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db.execute(sql`
      INSERT INTO model_specs (model_id, categoria, especificaciones, fuentes, opendb)
      SELECT v.model_id, v.categoria, v.esp::jsonb, v.fue::jsonb, v.opendb
      FROM unnest(${sql.param(chunk.map((r) => r[0]))}::int[],
                  ${sql.param(chunk.map((r) => r[1].categoria))}::text[],
                  ${sql.param(chunk.map((r) => JSON.stringify(r[1].especificaciones)))}::text[],
                  ${sql.param(chunk.map((r) => JSON.stringify(r[1].fuentes)))}::text[],
                  ${sql.param(chunk.map((r) => r[1].opendb))}::text[])
           AS v(model_id, categoria, esp, fue, opendb)
      WHERE EXISTS (SELECT 1 FROM models m WHERE m.id = v.model_id)
      ON CONFLICT (model_id) DO UPDATE SET categoria = excluded.categoria,
        especificaciones = excluded.especificaciones, fuentes = excluded.fuentes, opendb = excluded.opendb,
        updated_at = now()`);
  }
  return rows.length;
}

/** Each stored model's part type and specs as one digest, by model id: compared before and after a recompute. */
export async function modelSpecsDigests(db: Db): Promise<Map<number, string>> {
  const rows = await queryRows<{ model_id: number; digest: string }>(
    db,
    sql`SELECT model_id, md5(concat_ws(' ', categoria, especificaciones::text)) AS digest FROM model_specs`,
  );
  return new Map(rows.map((r) => [Number(r.model_id), r.digest]));
}

/** Re-decides these models' specs from the listings they hold now (after a write or a correction). */
export async function refreshModelSpecs(db: Db, modelIds: number[]): Promise<void> {
  if (modelIds.length === 0) return;
  const listings = await queryRows<{
    model_id: number;
    name: string;
    brand: string | null;
    ean: string | null;
    mpn: string | null;
    store_name: string;
    description: string | null;
  }>(
    db,
    sql`SELECT p.model_id, p.name, p.brand, p.ean, p.mpn, s.name AS store_name, p.description
        FROM products p JOIN stores s ON s.id = p.store_id
        WHERE p.model_id = ANY(${sql.param(modelIds)}::int[]) ORDER BY p.id`,
  );
  const byModel = new Map<number, ListingForSpecs[]>(modelIds.map((id) => [id, []]));
  for (const l of listings)
    byModel.get(Number(l.model_id))!.push({
      modelId: Number(l.model_id),
      name: l.name,
      brand: l.brand,
      ean: l.ean,
      mpn: l.mpn,
      storeName: l.store_name,
      description: compactSpecList(l.description),
    });
  await writeModelSpecs(db, byModel, { all: false });
  // Their listings' search documents search by the specs decided now.
  await refreshSearchDocumentModels(db, { modelIds });
}

/** Stored specs of these models, by model id (a model with none is absent). */
export async function findModelSpecsOf(db: Db, modelIds: number[]): Promise<Map<number, ModelSpecs>> {
  const found = new Map<number, ModelSpecs>();
  if (modelIds.length === 0) return found;
  const rows = await queryRows<{
    model_id: number;
    categoria: ModelSpecs['categoria'];
    especificaciones: string;
    fuentes: string;
    opendb: string | null;
  }>(
    db,
    sql`SELECT model_id, categoria, especificaciones::text AS especificaciones, fuentes::text AS fuentes, opendb
        FROM model_specs WHERE model_id = ANY(${sql.param([...new Set(modelIds)])}::int[])`,
  );
  for (const row of rows)
    found.set(Number(row.model_id), {
      categoria: row.categoria,
      especificaciones: JSON.parse(row.especificaciones) as ModelSpecs['especificaciones'],
      fuentes: JSON.parse(row.fuentes) as ModelSpecs['fuentes'],
      opendb: row.opendb,
    });
  return found;
}

/** A model's stored specs, or null when none is sure. */
export async function findModelSpecs(db: Db, modelId: number): Promise<ModelSpecs | null> {
  return (await findModelSpecsOf(db, [modelId])).get(modelId) ?? null;
}
