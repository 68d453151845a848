import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { availableKnowledgeBase } from '../hardware/opendb/knowledge-base';
import { identityOf, type IdentityInput, type ListingIdentity } from './listing-identity';

/**
 * Below this many listings one thread reads them all: a worker takes about half a second to start and load
 * the knowledge base in the compiled build (a second or more in a checkout, where tsx compiles the sources),
 * the reading of some 3,000 to 7,000 listings.
 */
const PARALLEL_FROM = 20_000;

/** The compiled build ships the worker beside its bundle (scripts/build-server.ts); a checkout runs the source. */
const PREBUILT = fileURLToPath(new URL('./identity-worker.mjs', import.meta.url));
const SOURCE = fileURLToPath(new URL('./identity-worker.ts', import.meta.url));

function startWorker(): Worker {
  if (existsSync(PREBUILT)) return new Worker(PREBUILT);
  // The source needs tsx's loader, registered in the worker's own thread before the worker is imported
  // (its ESM entry: the CommonJS one registers a path tsx does not ship).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const source = pathToFileURL(SOURCE);
  const start = `import(${JSON.stringify(tsx.href)}).then((api) => api.register()).then(() => import(${JSON.stringify(source.href)}))`;
  return new Worker(start, { eval: true });
}

function readIn(worker: Worker, listings: IdentityInput[]): Promise<ListingIdentity[]> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`el lector de identidades terminó (código ${code})`)));
    worker.postMessage(listings);
  });
}

/**
 * The listings' identities read by `threads` threads: this one reads the first slice while a worker of
 * its own reads each other slice. Fails when a worker does.
 */
export async function readInThreads(listings: IdentityInput[], threads: number): Promise<ListingIdentity[]> {
  const kb = availableKnowledgeBase();
  const size = Math.ceil(listings.length / threads);
  const slices = Array.from({ length: threads }, (_, i) => listings.slice(i * size, (i + 1) * size));
  const workers: Worker[] = [];
  try {
    const others = Promise.all(
      slices.slice(1).map(async (slice) => {
        const worker = startWorker();
        workers.push(worker);
        return readIn(worker, slice);
      }),
    );
    others.catch(() => undefined); // awaited below, once this thread's slice is read
    const first = slices[0]!.map((listing) => identityOf(listing, kb));
    return first.concat(...(await others));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * The identities of these listings (identityOf with the available knowledge base), in their order. A
 * catalog-wide recompute spends most of its time here: from PARALLEL_FROM listings on, every core reads a
 * slice. A worker that cannot run (no thread left, a broken build) costs time, not the answer: the
 * listings are then read on this thread.
 */
export async function identitiesOf(listings: IdentityInput[]): Promise<ListingIdentity[]> {
  const threads = Math.min(availableParallelism(), 8);
  const inline = () => {
    const kb = availableKnowledgeBase();
    return listings.map((listing) => identityOf(listing, kb));
  };
  if (threads < 2 || listings.length < PARALLEL_FROM) return inline();
  return readInThreads(listings, threads).catch(inline);
}
