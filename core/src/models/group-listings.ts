import { evidenceOf, identityOf, type IdentityInput } from './listing-identity';
import { ModelRegistry } from './model-registry';

export interface GroupedListing {
  /** Equal strings: the same product. */
  grupo: string;
  /** What decided: a shared GTIN, part number or name key, or nothing (a model of its own). */
  via: 'gtin' | 'mpn' | 'name' | 'solo';
  /** The name key's parts (kind, brand, line, model, variant, capacity…), for people. */
  parts: Record<string, string>;
  /** Why the name alone could not decide, when it could not. */
  reason?: string;
}

/**
 * Groups listings in memory the way the write path groups the catalog (operators' decisions aside),
 * in the order given. Used by `npm run group-listings` and by the tests over real listings.
 */
export function groupListings(listings: IdentityInput[]): GroupedListing[] {
  const registry = new ModelRegistry();
  return listings.map((listing, index) => {
    const identity = identityOf(listing);
    const { model } = registry.assign(identity, `solo:${index + 1}`);
    const grouped: GroupedListing = {
      grupo: model.key,
      via: evidenceOf(model.key) === 'solo' ? 'solo' : (evidenceOf(model.key) as GroupedListing['via']),
      parts: identity.name.parts,
    };
    if (identity.name.reason) grouped.reason = identity.name.reason;
    return grouped;
  });
}
