import type { Db } from '../db/client';
import { availableKnowledgeBase } from '../hardware/opendb/knowledge-base';
import { identityOf, type IdentityInput, type ListingIdentity } from './listing-identity';
import { ModelRegistry } from './model-registry';
import {
  createModels,
  findKeys,
  findModelAttrs,
  findModelsById,
  findModelsByKey,
  findPins,
  linkKeys,
} from './models.repository';

export interface ListingToGroup {
  /** The listing's natural key within its store. */
  listingKey: string;
  /** Set for listings already stored (an operator may have pinned them). */
  productId?: number;
  input: IdentityInput;
}

export interface GroupedListing {
  modelId: number;
  identity: Pick<ListingIdentity, 'keys' | 'attrs'>;
}

/** The model a listing with no key of its own starts: stable across reads and recomputes. */
export const soloKeyOf = (storeId: number, listingKey: string) => `solo:${storeId}:${listingKey}`;

/**
 * The write path's half of grouping: decides the model of each listing a batch creates or renames,
 * creating models and linking keys as needed, inside the caller's transaction (which holds the models
 * lock shared). Reads only the stored models this batch's keys touch.
 */
export async function assignModels(
  db: Db,
  storeId: number,
  listings: ListingToGroup[],
): Promise<Map<string, GroupedListing>> {
  const result = new Map<string, GroupedListing>();
  if (listings.length === 0) return result;
  // Only the evidence is kept (not the name key's parts): a batch's identities live for a whole write.
  // The same evidence a recompute and `group-listings` use: part numbers the knowledge base knows.
  const kb = availableKnowledgeBase();
  const identities = listings.map((l) => {
    const { keys, attrs } = identityOf(l.input, kb);
    return { keys, attrs };
  });
  const soloKeys = listings.map((l) => soloKeyOf(storeId, l.listingKey));
  const allKeys = [...new Set(identities.flatMap((i) => i.keys))];

  const links = await findKeys(db, allKeys);
  // A listing new to the store cannot have a model of its own yet: only stored listings' solo keys are looked up.
  const started = await findModelsByKey(db, [
    ...allKeys,
    ...soloKeys.filter((_, i) => listings[i]!.productId !== undefined),
  ]);
  const pins = await findPins(
    db,
    listings.flatMap((l) => (l.productId === undefined ? [] : [l.productId])),
  );
  const pinned = await findModelsById(db, [...new Set(pins.values())]);
  const modelIds = [
    ...new Set([...links.map((k) => k.modelId), ...started.map((m) => m.id), ...pins.values()]),
  ];
  const attrs = await findModelAttrs(db, modelIds);

  const registry = new ModelRegistry();
  for (const model of [...links.map((k) => ({ id: k.modelId, key: k.modelKey })), ...started, ...pinned])
    registry.addModel(model.id, model.key, attrs.get(model.id));
  for (const link of links) registry.addKey(link.key, link.modelId, link.manual);

  const assignments = listings.map((listing, i) =>
    registry.assign(
      identities[i]!,
      soloKeys[i]!,
      listing.productId === undefined ? undefined : pins.get(listing.productId),
    ),
  );

  const created = await createModels(
    db,
    registry.newModels.map((m) => m.key),
  );
  for (const model of registry.newModels) model.id = created.get(model.key);
  await linkKeys(
    db,
    [...registry.newKeys].map(([key, model]) => ({ key, modelId: model.id! })),
  );
  listings.forEach((listing, i) =>
    result.set(listing.listingKey, { modelId: assignments[i]!.model.id!, identity: identities[i]! }),
  );
  return result;
}
