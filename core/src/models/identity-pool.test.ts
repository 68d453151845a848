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
    // Read twelve times over in chunks of 200, three threads taking them as each finishes one: the workers,
    // started while this thread reads, read some. In one chunk, this thread reads them all.
    const many = Array.from({ length: 12 }, () => listings).flat();
    let byWorkers = 0;
    const read = await readInThreads(many, 3, { chunkSize: 200, onWorkerChunk: () => byWorkers++ });
    expect(read).toEqual(Array.from({ length: 12 }, () => expected).flat());
    expect(byWorkers).toBeGreaterThan(0);
    expect(await readInThreads(listings, 3, { chunkSize: 5_000 })).toEqual(expected);
  });
});
