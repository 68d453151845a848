import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { AppError } from '../errors/app-error';
import { lockModelsExclusive, pruneModels } from './models.repository';
import { refreshModelSpecs } from './specs/model-specs.repository';

/**
 * Operators' decisions about models (back office, fullAdmin). Each is stored so that it survives every
 * later read of the stores and every recompute, and is audited (who, when):
 * - split: a listing leaves its model for one of its own, and is pinned there;
 * - merge: a model's listings, pins and keys move to another model (its keys become the operator's, so
 *   listings read later with any of them join the model that stays).
 */

async function modelExists(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM models WHERE id = ${id}`);
  return rows.length > 0;
}

/** Search documents follow their listings' models. */
async function refreshDocumentModels(db: Db, modelIds: number[]): Promise<void> {
  await db.execute(sql`
    UPDATE search_documents d SET model_id = p.model_id
    FROM products p
    WHERE p.id = d.product_id AND p.model_id = ANY(${sql.param(modelIds)}::int[])
      AND d.model_id IS DISTINCT FROM p.model_id`);
}

export async function splitListing(
  db: Db,
  { modelId, productId, decidedBy }: { modelId: number; productId: number; decidedBy: string },
): Promise<{ modelId: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockModelsExclusive(tx);
    if (!(await modelExists(tx, modelId))) throw new AppError('not_found', `No existe el modelo ${modelId}`);
    const [listing] = await queryRows<{ model_id: number | null }>(
      tx,
      sql`SELECT model_id FROM products WHERE id = ${productId}`,
    );
    if (!listing) throw new AppError('not_found', `No existe el producto ${productId}`);
    if (Number(listing.model_id) !== modelId)
      throw new AppError('conflict', `El producto ${productId} no pertenece al modelo ${modelId}`);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM products WHERE model_id = ${modelId}`,
    );
    if (Number(count) < 2)
      throw new AppError(
        'conflict',
        `El producto ${productId} es el único del modelo ${modelId}: ya está separado`,
      );

    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO models (key) VALUES (${`split:${productId}:${Date.now()}`}) RETURNING id`,
    );
    const newId = Number(created!.id);
    await tx.execute(sql`
      INSERT INTO model_pins (product_id, model_id) VALUES (${productId}, ${newId})
      ON CONFLICT (product_id) DO UPDATE SET model_id = excluded.model_id`);
    await tx.execute(
      sql`UPDATE products SET model_id = ${newId}, updated_at = now() WHERE id = ${productId}`,
    );
    await tx.execute(sql`
      INSERT INTO model_decisions (action, model_id, other_model_id, product_id, decided_by)
      VALUES ('split', ${modelId}, ${newId}, ${productId}, ${decidedBy})`);
    await refreshDocumentModels(tx, [newId]);
    await pruneModels(tx, [modelId]);
    // Both models' specs follow their listings now, not at the next recompute.
    await refreshModelSpecs(tx, [modelId, newId]);
    return { modelId: newId };
  });
}

export async function mergeModels(
  db: Db,
  { intoId, fromId, decidedBy }: { intoId: number; fromId: number; decidedBy: string },
): Promise<{ modelId: number; moved: number }> {
  if (intoId === fromId) throw new AppError('bad_request', 'Un modelo no puede unirse consigo mismo');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockModelsExclusive(tx);
    for (const id of [intoId, fromId])
      if (!(await modelExists(tx, id))) throw new AppError('not_found', `No existe el modelo ${id}`);

    // The merged model's keys, and the key it was started for, become the operator's keys of the other.
    await tx.execute(
      sql`UPDATE model_keys SET model_id = ${intoId}, manual = true WHERE model_id = ${fromId}`,
    );
    await tx.execute(sql`
      INSERT INTO model_keys (key, model_id, manual) SELECT key, ${intoId}, true FROM models WHERE id = ${fromId}
      ON CONFLICT (key) DO UPDATE SET model_id = excluded.model_id, manual = true`);
    // Listings with no key of their own would fall back to a model of their own: pin them.
    await tx.execute(sql`
      INSERT INTO model_pins (product_id, model_id)
      SELECT id, ${intoId} FROM products WHERE model_id = ${fromId} AND cardinality(identity_keys) = 0
      ON CONFLICT (product_id) DO UPDATE SET model_id = excluded.model_id`);
    await tx.execute(sql`UPDATE model_pins SET model_id = ${intoId} WHERE model_id = ${fromId}`);
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE products SET model_id = ${intoId}, updated_at = now() WHERE model_id = ${fromId} RETURNING id`,
    );
    await tx.execute(sql`
      INSERT INTO model_decisions (action, model_id, other_model_id, decided_by)
      VALUES ('merge', ${intoId}, ${fromId}, ${decidedBy})`);
    await refreshDocumentModels(tx, [intoId]);
    // The merged model's spec corrections are about the same product: they carry over where the model that
    // stays has none of its own for that key (the audit rows move with them).
    await tx.execute(sql`
      UPDATE model_spec_corrections SET model_id = ${intoId}
      WHERE model_id = ${fromId}
        AND key NOT IN (SELECT key FROM model_spec_corrections WHERE model_id = ${intoId})`);
    await tx.execute(sql`DELETE FROM models WHERE id = ${fromId}`);
    await refreshModelSpecs(tx, [intoId]);
    return { modelId: intoId, moved: moved.length };
  });
}
