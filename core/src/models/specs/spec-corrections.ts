import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { AppError } from '../../errors/app-error';
import type { SpecValue } from '../../hardware/types';
import { lockModelsExclusive } from '../models.repository';
import type { ModelSpecs } from './combine-specs';
import { findModelSpecs, refreshModelSpecs } from './model-specs.repository';
import { fitsKind, isPartCategory, SPEC_KEYS } from './spec-keys';

export interface SpecCorrectionRecord {
  id: number;
  key: string;
  value: SpecValue | null;
  decidedBy: string;
  decidedAt: string;
}

/**
 * An operator corrects one spec value of a model (or hides it with null). Stored and audited like a split
 * or a merge (who, when), and in force in every later recompute: the listings never override it.
 */
export async function correctModelSpec(
  db: Db,
  input: { modelId: number; key: string; value: SpecValue | null; decidedBy: string },
): Promise<ModelSpecs> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockModelsExclusive(tx);
    const current = await findModelSpecs(tx, input.modelId);
    if (!current) throw new AppError('not_found', `El modelo ${input.modelId} no tiene especificaciones`);
    const kinds = isPartCategory(current.categoria) ? SPEC_KEYS[current.categoria] : {};
    const kind = kinds[input.key];
    if (!kind)
      throw new AppError('bad_request', `'${input.key}' no es una especificación de ${current.categoria}`);
    if (input.value !== null && !fitsKind(kind, input.value))
      throw new AppError('bad_request', `Valor inválido para '${input.key}'`);
    await tx.execute(sql`
      INSERT INTO model_spec_corrections (model_id, key, value, decided_by)
      VALUES (${input.modelId}, ${input.key}, ${input.value === null ? null : JSON.stringify(input.value)}::jsonb,
              ${input.decidedBy})`);
    await refreshModelSpecs(tx, [input.modelId]);
    return (await findModelSpecs(tx, input.modelId))!;
  });
}

/** A model's corrections, newest first (the back office's audit). */
export async function listSpecCorrections(db: Db, modelId: number): Promise<SpecCorrectionRecord[]> {
  const rows = await queryRows<{
    id: number;
    key: string;
    value: string | null;
    decided_by: string;
    decided_at: Date | string;
  }>(
    db,
    sql`SELECT id, key, value::text AS value, decided_by, decided_at FROM model_spec_corrections
        WHERE model_id = ${modelId} ORDER BY id DESC LIMIT 100`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    key: r.key,
    value: r.value === null ? null : (JSON.parse(r.value) as SpecValue),
    decidedBy: r.decided_by,
    decidedAt: new Date(r.decided_at).toISOString(),
  }));
}
