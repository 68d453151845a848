import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { passesThreshold, PESOS, type Currency } from '../catalog/currency';

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
  /** Stores with an available peso offer of the model (what 'N tiendas desde $X' counts). */
  stores: number;
  /** The lowest available peso price, doubtful prices left out; null when none is available. */
  lowestPrice: number | null;
  /** The offer asking `lowestPrice` (the lowest product id on a tie); null with it. */
  lowestOffer: { productId: number; storeId: number } | null;
}

/**
 * What cards and detail pages say about each model, from the search documents (listed listings), over
 * its available peso offers (no rate compares a dollar price): how many stores offer it and its lowest
 * price, prices under DOUBTFUL_PRICE_RATIO of the median of its listed peso offers (3 or more, in stock
 * or not: the more evidence the better) left out. A model without an available peso offer has none.
 * With `currency` USD the same figures over its dollar offers, for a model offered in dollars alone
 * ('N tiendas desde U$S X'); never compared with pesos.
 */
export async function modelSummaries(
  db: Db,
  modelIds: number[],
  filter: ListedFilter,
  currency: Currency = PESOS,
): Promise<Map<number, ModelSummary>> {
  const ids = [...new Set(modelIds)];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ model_id: number; stores: number; lowest: [number, number, number] | null }>(
    db,
    sql`WITH offers AS (
          SELECT d.model_id, d.product_id, d.store_id, d.price, d.in_stock
          FROM search_documents d
          WHERE d.model_id = ANY(${sql.param(ids)}::int[]) AND d.currency = ${currency}
            AND ${passesThreshold('d', filter.priceAbove)}
            AND NOT (d.product_id = ANY(${sql.param(filter.excludeIds)}::int[]))),
        middle AS (
          SELECT model_id, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median
          FROM offers GROUP BY model_id)
        SELECT o.model_id, count(DISTINCT o.store_id) FILTER (WHERE o.in_stock)::int AS stores,
               (array_agg(json_build_array(o.price, o.product_id, o.store_id) ORDER BY o.price, o.product_id)
                  FILTER (WHERE o.in_stock AND (m.n < 3 OR o.price >= m.median * ${DOUBTFUL_PRICE_RATIO})))[1]
                 AS lowest
        FROM offers o JOIN middle m ON m.model_id = o.model_id
        GROUP BY o.model_id
        HAVING bool_or(o.in_stock)`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.model_id),
      {
        modelId: Number(r.model_id),
        stores: Number(r.stores),
        lowestPrice: r.lowest === null ? null : Number(r.lowest[0]),
        lowestOffer:
          r.lowest === null ? null : { productId: Number(r.lowest[1]), storeId: Number(r.lowest[2]) },
      },
    ]),
  );
}
