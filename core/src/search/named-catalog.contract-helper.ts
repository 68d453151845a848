import { upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { buildListing, buildStore } from '../testing/factories';
import { createTestDatabase } from '../testing/test-database';
import type { SearchEngine, SearchParams } from './search-engine';

/**
 * A search engine over one store's listings named `names` (a short key per listing), for contract
 * tests that read answers by key: `ranked('mother b550')` → ['b550m', 'b550'], `found` the same sorted.
 * Prices rise in the order given, so a price tie never decides.
 */
export type NamedCatalog<K extends string> = Awaited<ReturnType<typeof namedCatalog<K>>>;

export async function namedCatalog<K extends string>(
  names: Record<K, string>,
  open: (db: Db) => Promise<SearchEngine>,
) {
  const { db } = await createTestDatabase();
  const store = await buildStore(db);
  const keys = Object.keys(names) as K[];
  await upsertListings(
    db,
    store.id,
    keys.map((key, i) => buildListing(i, { name: names[key], price: 100_000 + i * 1000 })),
  );
  const engine = await open(db);
  await engine.rebuildAll();
  const keyOf = new Map<number, K>();
  for (const hit of (await engine.search({ query: '', offset: 0, limit: 100 })).hits)
    keyOf.set(
      hit.productId,
      keys.find((k) => names[k] === hit.name)!,
    );
  const ranked = async (query: string, params: Partial<SearchParams> = {}) =>
    (await engine.search({ query, offset: 0, limit: 100, ...params })).hits.map((h) =>
      keyOf.get(h.productId)!,
    );
  const found = async (query: string) => (await ranked(query)).sort();
  return { db, engine, keyOf, ranked, found };
}
