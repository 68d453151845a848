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

/**
 * Listings a thread reads at a time. Threads take chunks as they finish the last, so a worker that starts
 * late (a second or more in a checkout) or runs slower on a busy core leaves its share to the others rather
 * than holding up the whole; a chunk is ~0.1 s of reading.
 */
const CHUNK = 1_000;

/**
 * Has `worker` read chunks (`take` gives the next chunk's number, -1 when none is left) into `out`, two in
 * flight so it never waits for this thread to hand it the next. Settles when no chunk is left, or when the
 * worker fails: its unread chunks stay empty and readInThreads reads them itself.
 */
function readWithWorker(
  worker: Worker,
  chunkOf: (chunk: number) => IdentityInput[],
  take: () => number,
  out: ListingIdentity[][],
  onChunk?: () => void,
): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    const send = () => {
      const chunk = take();
      if (chunk < 0) {
        if (inFlight === 0) resolve();
        return;
      }
      inFlight++;
      worker.postMessage({ chunk, listings: chunkOf(chunk) });
    };
    worker.on('message', ({ chunk, identities }: { chunk: number; identities: ListingIdentity[] }) => {
      out[chunk] = identities;
      onChunk?.();
      inFlight--;
      send();
    });
    worker.once('error', () => resolve());
    worker.once('exit', () => resolve());
    send();
    send();
  });
}

/**
 * How long this thread, its own chunks read, waits for the workers with no answer from any before it reads
 * what they hold itself: longer than a worker takes to start on a busy machine (a second or more in a
 * checkout), so only a worker that hangs (it neither answers nor fails) is given up on.
 */
const STALL_MS = 20_000;

export interface ThreadOptions {
  /** Listings a thread reads at a time. */
  chunkSize?: number;
  /** Hears of each chunk a worker read. */
  onWorkerChunk?: () => void;
  /** How long to wait for the workers' chunks with no answer (STALL_MS). */
  stallMs?: number;
  /** Starts a worker (the identity worker; a test gives one that hangs). */
  start?: () => Worker;
}

/**
 * The listings' identities read by `threads` threads: this one and a worker of its own for each other,
 * each taking the next chunk of `chunkSize` listings as it finishes one. A chunk a failed worker left
 * unread, or one a worker still holds after `stallMs` without an answer, is read here at the end.
 */
export async function readInThreads(
  listings: IdentityInput[],
  threads: number,
  { chunkSize = CHUNK, onWorkerChunk, stallMs = STALL_MS, start = startWorker }: ThreadOptions = {},
): Promise<ListingIdentity[]> {
  const kb = availableKnowledgeBase();
  const chunks = Math.ceil(listings.length / chunkSize);
  const chunkOf = (chunk: number) => listings.slice(chunk * chunkSize, (chunk + 1) * chunkSize);
  const read = (chunk: number) => chunkOf(chunk).map((listing) => identityOf(listing, kb));
  let next = 0;
  const take = () => (next < chunks ? next++ : -1);
  const out: ListingIdentity[][] = [];
  const workers: Worker[] = [];
  try {
    // A worker that cannot start (no thread left) leaves its share to the others.
    for (let i = 1; i < threads; i++) workers.push(start());
  } catch {
    // read by the threads that did start
  }
  let answered = performance.now();
  const heard = () => {
    answered = performance.now();
    onWorkerChunk?.();
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const others = Promise.all(workers.map((worker) => readWithWorker(worker, chunkOf, take, out, heard)));
    // This thread reads chunks too, giving the workers' answers a turn after each.
    for (let chunk = take(); chunk >= 0; chunk = take()) {
      out[chunk] = read(chunk);
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Then waits for the chunks the workers hold, while they keep answering.
    answered = Math.max(answered, performance.now());
    const stalled = new Promise<void>((resolve) => {
      const check = () => {
        const quiet = performance.now() - answered;
        if (quiet >= stallMs) resolve();
        else timer = setTimeout(check, stallMs - quiet);
      };
      check();
    });
    await Promise.race([others, stalled]);
    for (let chunk = 0; chunk < chunks; chunk++) out[chunk] ??= read(chunk);
    return out.flat();
  } finally {
    clearTimeout(timer);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * The identities of these listings (identityOf with the available knowledge base), in their order. A
 * catalog-wide recompute spends most of its time here: from PARALLEL_FROM listings on, every core reads a
 * share. A worker that cannot run (no thread left, a broken build) or hangs costs time, not the answer: what
 * it did not read is read on this thread.
 */
export async function identitiesOf(listings: IdentityInput[]): Promise<ListingIdentity[]> {
  const threads = Math.min(availableParallelism(), 8);
  if (threads < 2 || listings.length < PARALLEL_FROM) {
    const kb = availableKnowledgeBase();
    return listings.map((listing) => identityOf(listing, kb));
  }
  return readInThreads(listings, threads);
}
