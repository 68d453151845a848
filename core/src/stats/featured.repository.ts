import { sql, type SQL } from 'drizzle-orm';
import { passesThreshold } from '../catalog/currency';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { DayRange } from './argentina-day';
import { liveCountsPerSubject, notIn } from './stat-sql';

export interface FeaturedFilter {
  limit: number;
  excludeProductIds: number[];
  /** Listings priced at or under this never appear. */
  priceThreshold: number;
}

/** What a shopper can see listed: not removed, named, above the (peso) price threshold, of an active store. */
const listed = (filter: FeaturedFilter): SQL =>
  sql`p.removed_at IS NULL AND btrim(p.name) <> '' AND ${passesThreshold('p', filter.priceThreshold)} AND s.status_id = 1
      AND ${notIn(sql`p.id`, filter.excludeProductIds)}`;

/**
 * The most visited listed products: stat_totals (every rolled-up day of the window) plus the days not
 * rolled up yet, counted live. Exact without summing every total: a product outside the top `limit` by
 * totals and not visited since the roll-up cannot beat the ones inside it.
 */
export async function topVisitedListedProducts(
  db: Db,
  live: DayRange | undefined,
  filter: FeaturedFilter,
): Promise<number[]> {
  const liveRows = live
    ? liveCountsPerSubject('product_visit', live)
    : sql`SELECT NULL::bigint AS subject_id, 0::bigint AS n WHERE false`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH live AS (${liveRows}),
        top AS (
          SELECT t.subject_id FROM stat_totals t
          JOIN products p ON p.id = t.subject_id JOIN stores s ON s.id = p.store_id
          WHERE t.kind = 'product_visit' AND ${listed(filter)}
          ORDER BY t.count DESC, t.subject_id LIMIT ${filter.limit}
        ),
        candidates AS (SELECT subject_id FROM top UNION SELECT subject_id FROM live)
        SELECT p.id FROM candidates c
        JOIN products p ON p.id = c.subject_id JOIN stores s ON s.id = p.store_id
        LEFT JOIN stat_totals t ON t.kind = 'product_visit' AND t.subject_id = c.subject_id
        LEFT JOIN live l ON l.subject_id = c.subject_id
        WHERE ${listed(filter)}
        ORDER BY coalesce(t.count, 0) + coalesce(l.n, 0) DESC, p.id
        LIMIT ${filter.limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Listed products marked featured, newest first: the fallback of the featured list. */
export async function flaggedFeaturedProducts(db: Db, filter: FeaturedFilter): Promise<number[]> {
  if (filter.limit <= 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
        WHERE p.featured AND ${listed(filter)}
        ORDER BY p.updated_at DESC, p.id
        LIMIT ${filter.limit}`,
  );
  return rows.map((r) => Number(r.id));
}
