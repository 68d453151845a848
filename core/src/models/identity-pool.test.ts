import { readCatalog } from '@hardprecios/fixtures/relevance/judgments';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { availableKnowledgeBase } from '../hardware/opendb/knowledge-base';
import { readInThreads } from './identity-pool';
import { identityOf } from './listing-identity';

/** Every `nth` listing of eight real stores' catalog, and the identities one thread reads of them. */
function sample(nth: number) {
  const listings = readCatalog()
    .filter((_, i) => i % nth === 0)
    .map((l) => ({ name: l.nombre, storeName: l.tienda }));
  const kb = availableKnowledgeBase();
  return { listings, expected: listings.map((listing) => identityOf(listing, kb)) };
}

describe('identities read in worker threads', () => {
  it('are the identities one thread reads, in the listings’ order', async () => {
    // ~850 names of every kind.
    const { listings, expected } = sample(7);
    // Read twelve times over in chunks of 200, three threads taking them as each finishes one: the workers,
    // started while this thread reads, read some. In one chunk, this thread reads them all.
    const many = Array.from({ length: 12 }, () => listings).flat();
    let byWorkers = 0;
    const read = await readInThreads(many, 3, { chunkSize: 200, onWorkerChunk: () => byWorkers++ });
    expect(read).toEqual(Array.from({ length: 12 }, () => expected).flat());
    expect(byWorkers).toBeGreaterThan(0);
    expect(await readInThreads(listings, 3, { chunkSize: 5_000 })).toEqual(expected);
  });

  it('are all read, by this thread, when a worker hangs or fails', async () => {
    const { listings, expected } = sample(13);
    // A worker that takes chunks and never answers nor fails: the regroup waited for it forever.
    const hangs = () => new Worker('setInterval(() => {}, 60_000)', { eval: true });
    expect(await readInThreads(listings, 2, { chunkSize: 50, stallMs: 300, start: hangs })).toEqual(expected);
    const fails = () => new Worker("throw new Error('broken build')", { eval: true });
    expect(await readInThreads(listings, 3, { chunkSize: 50, start: fails })).toEqual(expected);
  });
});
