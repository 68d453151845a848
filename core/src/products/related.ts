import type { Db } from '../db/client';
import { nearestPricedListings, type RelatedCandidate } from './products.repository';

export interface RelatedOptions {
  priceAbove: number;
  excludeIds: number[];
  limit?: number;
}

/** How many nearest-priced listings each side of the price are weighed. */
const POOL_PER_SIDE = 40;

/** Listings of another store first (comparison is the point), then nearest in price. */
function byPreference(storeId: number, price: number) {
  return (a: RelatedCandidate, b: RelatedCandidate) =>
    Number(a.storeId === storeId) - Number(b.storeId === storeId) ||
    Math.abs(a.price - price) - Math.abs(b.price - price) ||
    a.productId - b.productId;
}

/**
 * Up to `limit` (8) listed products related to this one: of the same category first, nearest in price
 * (among listings priced in its currency), other stores preferred; topped up with the nearest-priced
 * listings of any category.
 */
export async function relatedProductIds(
  db: Db,
  product: { id: number; price: number; currency: string; storeId: number; categoryIds: number[] },
  options: RelatedOptions,
): Promise<number[]> {
  const limit = options.limit ?? 8;
  const filter = {
    productId: product.id,
    price: product.price,
    currency: product.currency,
    priceAbove: options.priceAbove,
  };
  const chosen: number[] = [];
  if (product.categoryIds.length) {
    const same = await nearestPricedListings(db, {
      ...filter,
      categoryIds: product.categoryIds,
      excludeIds: options.excludeIds,
      perSide: POOL_PER_SIDE,
    });
    chosen.push(...same.sort(byPreference(product.storeId, product.price)).map((c) => c.productId));
  }
  if (chosen.length < limit) {
    const any = await nearestPricedListings(db, {
      ...filter,
      categoryIds: [],
      excludeIds: [...options.excludeIds, ...chosen],
      perSide: limit,
    });
    chosen.push(...any.sort(byPreference(product.storeId, product.price)).map((c) => c.productId));
  }
  return chosen.slice(0, limit);
}
