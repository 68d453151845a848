import type { Db } from '../db/client';
import { getRules } from '../settings/rules.repository';
import { addDays, argentinaDay } from './argentina-day';
import { flaggedFeaturedProducts, topVisitedListedProducts } from './featured.repository';
import { TOTALS_SINCE } from './rollup.repository';
import { getRolledUntil } from './stats.repository';

/** The featured ranking counts visits from this day on (spec section 9). */
export const FEATURED_SINCE = TOTALS_SINCE;

export interface FeaturedOptions {
  limit?: number;
  now?: Date;
}

/**
 * The products for 'Destacados' on home, best first: the most visited from FEATURED_SINCE to today,
 * leaving out the configured exclusions and anything a shopper could not see listed (removed, unnamed,
 * at or under the price threshold, of a suspended store); topped up with products marked featured when
 * too few have visits.
 */
export async function featuredProductIds(db: Db, options: FeaturedOptions = {}): Promise<number[]> {
  const limit = options.limit ?? 8;
  const end = addDays(argentinaDay(options.now ?? new Date()), 1);
  const [rules, rolledUntil] = await Promise.all([getRules(db), getRolledUntil(db)]);
  const filter = { limit, excludeProductIds: rules.featuredExcluded, priceThreshold: rules.priceThreshold };
  // Days before the roll-up mark are in stat_totals; the rest is counted live.
  const liveStart = rolledUntil && rolledUntil > FEATURED_SINCE ? rolledUntil : FEATURED_SINCE;
  const ranked = await topVisitedListedProducts(
    db,
    liveStart < end ? { start: liveStart, end } : undefined,
    filter,
  );
  if (ranked.length >= limit) return ranked;
  const flagged = await flaggedFeaturedProducts(db, {
    ...filter,
    limit: limit - ranked.length,
    excludeProductIds: [...rules.featuredExcluded, ...ranked],
  });
  return [...ranked, ...flagged];
}
