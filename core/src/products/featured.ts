import type { Db } from '../db/client';
import { getRules } from '../settings/rules.repository';
import { flaggedFeaturedIds } from './products.repository';

/**
 * Where 'Destacados' on home come from: the ids to show, best first. The API takes one of these;
 * the statistics module's visit ranking (core/src/stats/featured.ts, featuredProductIds) has the
 * same shape and replaces this one by swapping the function passed in.
 */
export type FeaturedSource = (db: Db, options: { limit: number }) => Promise<number[]>;

/** Products flagged featured (PUT/POST destacar), leaving out the configured exclusions. */
export const flaggedFeatured: FeaturedSource = async (db, { limit }) => {
  const rules = await getRules(db);
  return flaggedFeaturedIds(db, {
    limit,
    priceAbove: rules.priceThreshold,
    excludeIds: rules.featuredExcluded,
  });
};
