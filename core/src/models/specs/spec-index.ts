import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * Which models have which spec values, in memory, for spec filters and counts on results: a spec
 * refinement becomes the set of models that have it, and a spec count sums the counts of those models.
 */
export class SpecIndex {
  /** key → value → models; a list value (a CPU's memory types) files the model under each element. */
  private readonly byValue = new Map<string, Map<string, number[]>>();
  /** key → model → number, for ranges. */
  private readonly numbers = new Map<string, Map<number, number>>();

  constructor(rows: { modelId: number; especificaciones: Record<string, unknown> }[]) {
    for (const { modelId, especificaciones } of rows)
      for (const [key, value] of Object.entries(especificaciones)) {
        if (typeof value === 'number') {
          const byModel = this.numbers.get(key) ?? new Map<number, number>();
          this.numbers.set(key, byModel.set(modelId, value));
        }
        const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
        const byValue = this.byValue.get(key) ?? new Map<string, number[]>();
        this.byValue.set(key, byValue);
        for (const v of values) {
          const models = byValue.get(String(v));
          if (models) models.push(modelId);
          else byValue.set(String(v), [modelId]);
        }
      }
  }

  /** The models having any of these values of `key`. */
  modelsWith(key: string, values: string[]): number[] {
    const byValue = this.byValue.get(key);
    return [...new Set(values.flatMap((v) => byValue?.get(v) ?? []))];
  }

  /** The models whose number for `key` is within the inclusive bounds. */
  modelsWithin(key: string, min = -Infinity, max = Infinity): number[] {
    const out: number[] = [];
    for (const [model, n] of this.numbers.get(key) ?? []) if (n >= min && n <= max) out.push(model);
    return out;
  }

  /** Listing counts per value of `key`, from the listing counts per model. */
  countValues(key: string, modelCounts: Map<number, number>): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [value, models] of this.byValue.get(key) ?? []) {
      let n = 0;
      for (const m of models) n += modelCounts.get(m) ?? 0;
      if (n > 0) out[value] = n;
    }
    return out;
  }

  /** The range of `key`'s numbers over the models counted (null when none has one). */
  rangeOf(key: string, modelCounts: Map<number, number>): { min: number; max: number } | null {
    const byModel = this.numbers.get(key);
    let [min, max] = [Infinity, -Infinity];
    for (const model of modelCounts.keys()) {
      const n = byModel?.get(model);
      if (n === undefined) continue;
      if (n < min) min = n;
      if (n > max) max = n;
    }
    return min <= max ? { min, max } : null;
  }
}

/** The spec index of every model's stored specs. */
export async function loadSpecIndex(db: Db): Promise<SpecIndex> {
  const rows = await queryRows<{ model_id: number; especificaciones: string }>(
    db,
    sql`SELECT model_id, especificaciones::text AS especificaciones FROM model_specs`,
  );
  return new SpecIndex(
    rows.map((r) => ({
      modelId: Number(r.model_id),
      especificaciones: JSON.parse(r.especificaciones) as Record<string, unknown>,
    })),
  );
}
