import { expect } from 'vitest';
import { groupListings } from '../group-listings';
import type { IdentityInput } from '../listing-identity';

/**
 * Expectations of the rule-family tests: listings given as names (each from a store of its own) or as
 * whole inputs, grouped the way `group-listings` groups them.
 */
export const grouped = (listings: (string | IdentityInput)[]): string[] =>
  groupListings(
    listings.map((l, i) => (typeof l === 'string' ? { name: l, storeName: `tienda ${i}` } : l)),
  ).map((g) => g.grupo);

/** A listing of one store. */
export const at = (storeName: string, name: string): IdentityInput => ({ name, storeName });

/** All one product. */
export const together = (...listings: (string | IdentityInput)[]): void => {
  const [first, ...rest] = grouped(listings);
  for (const g of rest) expect(g).toBe(first);
};

/** Each a product of its own. */
export const apart = (...listings: (string | IdentityInput)[]): void => {
  const groups = grouped(listings);
  expect(new Set(groups).size).toBe(groups.length);
};
