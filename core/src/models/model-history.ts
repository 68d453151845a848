import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { addDays, argentinaDay } from '../stats/argentina-day';
import type { ListedFilter } from './model-summaries.repository';

export interface DailyPrice {
  /** An Argentina calendar day, YYYY-MM-DD. */
  day: string;
  /** The lowest price any store asked for the model at the end of that day. */
  price: number;
}

interface Change {
  product_id: number;
  changed_at: string | Date;
  price: string | number;
  first_seen_at: string | Date;
  removed_at: string | Date | null;
}

/** The instant an Argentina day ends (UTC−3 all year since 2009). */
const endOf = (day: string) => new Date(`${addDays(day, 1)}T03:00:00Z`);

/**
 * A model's lowest price across stores per day, over the last `days` days: each listing's price holds
 * from one price change to the next, from when it was first seen until a complete read no longer found
 * it. Listings shoppers cannot see (inactive store, hidden, priced at the threshold or under) count
 * for nothing. Days before any listing was seen are left out.
 */
export async function modelDailyLowest(
  db: Db,
  modelId: number,
  filter: ListedFilter,
  { days = 90, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<DailyPrice[]> {
  const today = argentinaDay(now);
  const first = addDays(today, -(days - 1));
  const windowStart = new Date(`${first}T03:00:00Z`);
  // Every change inside the window, and each listing's last change before it (its price on day one).
  const changes = await queryRows<Change>(
    db,
    sql`SELECT p.id AS product_id, h.changed_at, h.price, p.first_seen_at, p.removed_at
        FROM products p JOIN stores s ON s.id = p.store_id
        JOIN LATERAL (
          (SELECT changed_at, price FROM price_history WHERE product_id = p.id AND changed_at < ${windowStart}
           ORDER BY changed_at DESC, id DESC LIMIT 1)
          UNION ALL
          (SELECT changed_at, price FROM price_history WHERE product_id = p.id AND changed_at >= ${windowStart})
        ) h ON true
        WHERE p.model_id = ${modelId} AND s.status_id = 1
          AND NOT (p.id = ANY(${sql.param(filter.excludeIds)}::int[]))
        ORDER BY p.id, h.changed_at`,
  );
  const byListing = new Map<number, Change[]>();
  for (const c of changes)
    byListing.set(Number(c.product_id), [...(byListing.get(Number(c.product_id)) ?? []), c]);

  const series: DailyPrice[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const end = endOf(day);
    const start = new Date(end.getTime() - 86_400_000);
    let lowest: number | undefined;
    for (const listing of byListing.values()) {
      const { first_seen_at: seen, removed_at: removed } = listing[0]!;
      if (new Date(seen) >= end || (removed !== null && new Date(removed) < start)) continue;
      const last = listing.filter((c) => new Date(c.changed_at) < end).at(-1);
      if (!last) continue;
      const price = Number(last.price);
      if (price > filter.priceAbove && (lowest === undefined || price < lowest)) lowest = price;
    }
    if (lowest !== undefined) series.push({ day, price: lowest });
  }
  return series;
}
