import { inArray } from 'drizzle-orm';
import type { Db } from '@hardprecios/core/db/client';
import { products } from '@hardprecios/core/db/schema';
import { AppError } from '@hardprecios/core/errors/app-error';
import type { ModelSpecs } from '@hardprecios/core/models/specs/combine-specs';
import { findModelSpecsOf } from '@hardprecios/core/models/specs/model-specs.repository';

/** A chosen listing and the stored specs of its model (null: no model, or no spec the model is sure of). */
export interface PartFacts {
  id: number;
  name: string;
  modelId: number | null;
  specs: ModelSpecs | null;
}

/**
 * The one place the builder learns a part's specs: its model's stored specs (core/src/models/specs), the
 * very values, sources and operator corrections the product page shows. Nothing is read here from a
 * listing's name or description: a part whose model has no specs gets 'sin-datos' checks, never a guess.
 * 404 for the first id that does not exist.
 */
export async function partSpecs(db: Db, ids: number[]): Promise<Map<number, PartFacts>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: products.id, name: products.name, modelId: products.modelId })
        .from(products)
        .where(inArray(products.id, unique))
    : [];
  const missing = unique.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw new AppError('not_found', `No existe el producto ${missing}`);
  const specs = await findModelSpecsOf(
    db,
    rows.flatMap((r) => (r.modelId === null ? [] : [r.modelId])),
  );
  return new Map(
    rows.map((r) => [r.id, { ...r, specs: r.modelId === null ? null : (specs.get(r.modelId) ?? null) }]),
  );
}
