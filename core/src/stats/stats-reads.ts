import type { Db } from '../db/client';
import { getRules } from '../settings/rules.repository';
import { daysOf, type DayRange } from './argentina-day';
import type { StatKind } from './events';
import {
  categoryAccessCounts,
  countEvents,
  countEventsPerDay,
  getRolledUntil,
  productVisitRanking,
  rankingCandidates,
  storeVisitRanking,
  type ProductVisitRow,
} from './stats.repository';
import { splitRange, type RangeParts } from './stat-sql';

/** The back office's statistics, each over a half-open range of Argentina days. */

/** Top 10 in the store chart (spec section 9). */
export const STORE_CHART_SIZE = 10;

async function partsOf(db: Db, range: DayRange): Promise<RangeParts> {
  return splitRange(range, await getRolledUntil(db));
}

export async function countWebVisits(db: Db, range: DayRange): Promise<number> {
  return countEvents(db, 'web_visit', await partsOf(db, range));
}

/** Shoppers sent to a store ('Ver producto en tienda') and product detail pages opened. */
export async function countRedirectsAndProductVisits(
  db: Db,
  range: DayRange,
): Promise<{ redirects: number; productVisits: number }> {
  const parts = await partsOf(db, range);
  const [redirects, productVisits] = await Promise.all([
    countEvents(db, 'redirect', parts),
    countEvents(db, 'product_visit', parts),
  ]);
  return { redirects, productVisits };
}

/** One entry per day of the range, days without events included as 0. */
export async function dailyCounts(
  db: Db,
  kind: StatKind,
  range: DayRange,
): Promise<{ day: string; count: number }[]> {
  const counted = new Map(
    (await countEventsPerDay(db, kind, await partsOf(db, range))).map((r) => [r.day, r.count]),
  );
  return daysOf(range).map((day) => ({ day, count: counted.get(day) ?? 0 }));
}

/** Of each day, how many of its most visited products are candidates for a ranking of `limit`. */
const candidatesPerDay = (limit: number) => Math.max(20, 2 * limit);

/**
 * Products by visits over the range. Summing every product of every day costs one row per product and
 * day (hundreds of thousands over a quarter); instead the candidates are the top of each day (today's
 * included), summed exactly, and the answer stands when the last kept product beats the most any other
 * product could have. When it does not (flat traffic), everything is summed.
 */
export async function mostVisitedProducts(
  db: Db,
  range: DayRange,
  limit: number,
): Promise<ProductVisitRow[]> {
  const parts = await partsOf(db, range);
  if (parts.rolled) {
    const candidates = await rankingCandidates(db, 'product_visit', parts, candidatesPerDay(limit));
    const ranked = await productVisitRanking(db, parts, { limit, onlyProductIds: candidates.subjectIds });
    if (ranked.length === limit && ranked[limit - 1]!.visits > candidates.bound) return ranked;
  }
  return productVisitRanking(db, parts, { limit });
}

/** The store chart: top 10 by visits, the configured stores left out. */
export async function mostVisitedStores(db: Db, range: DayRange) {
  const [rules, parts] = await Promise.all([getRules(db), partsOf(db, range)]);
  return storeVisitRanking(db, parts, { limit: STORE_CHART_SIZE, excludeStoreIds: rules.storeChartExcluded });
}

export async function categoryAccesses(db: Db, range: DayRange) {
  return categoryAccessCounts(db, await partsOf(db, range));
}
