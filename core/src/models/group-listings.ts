import type { Condicion } from '../hardware/condition';
import { availableKnowledgeBase } from '../hardware/opendb/knowledge-base';
import type { KnowledgeBase } from '../hardware/opendb/link';
import { identitiesOf } from './identity-pool';
import { evidenceOf, identityOf, type IdentityInput, type ListingIdentity } from './listing-identity';
import { ModelRegistry } from './model-registry';

export interface GroupedListing {
  /** Equal strings: the same product. */
  grupo: string;
  /** What decided: a shared GTIN, part number, knowledge-base entry or name key, or nothing. */
  via: 'gtin' | 'mpn' | 'opendb' | 'pn' | 'name' | 'solo';
  /** The name key's parts (kind, brand, line, model, variant, capacity…), for people. */
  parts: Record<string, string>;
  /** Why the name alone could not decide, when it could not. */
  reason?: string;
  /** The OpenDB entry the listing links to for certain, or null. */
  opendb: string | null;
  /** New, or the other condition its name states (outlet, usado, reacondicionado). */
  condicion: Condicion;
}

/**
 * Groups listings in memory the way the write path groups the catalog (operators' decisions aside),
 * in the order given. Used by `npm run group-listings` and by the tests over real listings.
 */
export function groupListings(
  listings: IdentityInput[],
  kb: KnowledgeBase | undefined = availableKnowledgeBase(),
): GroupedListing[] {
  return groupByIdentity(listings.map((listing) => identityOf(listing, kb)));
}

/** The same grouping, the identities read on every core as the catalog's recompute reads them. */
export async function groupListingsInThreads(listings: IdentityInput[]): Promise<GroupedListing[]> {
  return groupByIdentity(await identitiesOf(listings));
}

function groupByIdentity(identities: ListingIdentity[]): GroupedListing[] {
  const registry = new ModelRegistry();
  return identities.map((identity, index) => {
    const { model } = registry.assign(identity, `solo:${index + 1}`);
    const evidence = evidenceOf(model.key);
    const grouped: GroupedListing = {
      grupo: model.key,
      via: evidence === 'manual' ? 'solo' : evidence,
      parts: identity.name.parts,
      opendb: identity.opendb,
      condicion: identity.condicion,
    };
    if (identity.name.reason) grouped.reason = identity.name.reason;
    return grouped;
  });
}
