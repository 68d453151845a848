import { readCatalog } from '@hardprecios/fixtures/relevance/judgments';
import { describe, expect, it } from 'vitest';
import { availableKnowledgeBase } from '../hardware/opendb/knowledge-base';
import { readInThreads } from './identity-pool';
import { identityOf } from './listing-identity';

describe('identities read in worker threads', () => {
  it('are the identities one thread reads, in the listings’ order', async () => {
    // Every 7th listing of eight real stores' catalog: ~850 names of every kind.
    const listings = readCatalog()
      .filter((_, i) => i % 7 === 0)
      .map((l) => ({ name: l.nombre, storeName: l.tienda }));
    const kb = availableKnowledgeBase();
    const expected = listings.map((listing) => identityOf(listing, kb));
    const read = await readInThreads(listings, 3);
    expect(read).toHaveLength(listings.length);
    expect(read).toEqual(expected);
  });
});
