import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/**
 * A price this far under the middle of a model's offers (3 offers or more) is more likely a store's
 * mistake (a deposit, a price in dollars, a missing digit) than a bargain: it is never shown as the
 * model's lowest price.
 */
export const DOUBTFUL_PRICE_RATIO = 0.4;

export interface ListedFilter {
  /** Listings priced at or under this are never shown (the spec's threshold). */
  priceAbove: number;
  /** Listings never shown (the spec's hidden products). */
  excludeIds: number[];
}

export interface ModelSummary {
  modelId: number;
  /** Stores listing the model now (listings shoppers can see). */
  stores: number;
  /** The lowest price of an available offer, doubtful prices left out; null when none is available. */
  lowestPrice: number | null;
}

/** How many stores list each model and from what price, from the search documents (listed listings). */
export async function modelSummaries(
  db: Db,
  modelIds: number[],
  filter: ListedFilter,
): Promise<Map<number, ModelSummary>> {
  const ids = [...new Set(modelIds)];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ model_id: number; stores: number; lowest: string | number | null }>(
    db,
    sql`WITH offers AS (
          SELECT d.model_id, d.store_id, d.price, d.in_stock
          FROM search_documents d
          WHERE d.model_id = ANY(${sql.param(ids)}::int[]) AND d.price > ${filter.priceAbove}
            AND NOT (d.product_id = ANY(${sql.param(filter.excludeIds)}::int[]))),
        middle AS (
          SELECT model_id, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median
          FROM offers GROUP BY model_id)
        SELECT o.model_id, count(DISTINCT o.store_id)::int AS stores,
               min(o.price) FILTER (WHERE o.in_stock AND (m.n < 3 OR o.price >= m.median * ${DOUBTFUL_PRICE_RATIO})) AS lowest
        FROM offers o JOIN middle m ON m.model_id = o.model_id
        GROUP BY o.model_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.model_id),
      {
        modelId: Number(r.model_id),
        stores: Number(r.stores),
        lowestPrice: r.lowest === null ? null : Number(r.lowest),
      },
    ]),
  );
}
