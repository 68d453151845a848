import type { Db } from '../db/client';
import type { ListedFilter, ModelSummary } from '../models/model-summaries.repository';
import type { HeldPriceStats } from './held-price-stats';
import { priceStatsFor } from './price-stats.repository';
import { verdictOf, type Verdict } from './verdict';

/**
 * The verdict of each model, from its live summary (today's best available price, the same 'desde $X'
 * the cards show) and its statistics of the 90 days before today (from `held` when given).
 */
export async function verdictsFor(
  db: Db,
  summaries: Map<number, ModelSummary>,
  filter: ListedFilter,
  now: Date = new Date(),
  held?: HeldPriceStats,
): Promise<Map<number, Verdict | null>> {
  const ids = [...summaries.keys()];
  const stats = held ? await held.get(ids, filter, now) : await priceStatsFor(db, ids, filter, now);
  return new Map(
    [...summaries].map(([modelId, summary]) => [modelId, verdictOf(stats.get(modelId), summary.lowestPrice)]),
  );
}
