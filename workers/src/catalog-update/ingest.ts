import {
  listingKey,
  listingSchema,
  type Listing,
  type ListingInput,
} from '@hardprecios/core/catalog/listing';
import { markUnseenRemoved, upsertValidListings } from '@hardprecios/core/catalog/catalog.repository';
import type { Db } from '@hardprecios/core/db/client';
import { pgCode } from '@hardprecios/core/errors/app-error';
import { writeSplitting } from '@hardprecios/core/db/write-splitting';
import type {
  ErrorSample,
  RejectedRow,
  RunCounts,
} from '@hardprecios/core/ingestion/ingestion-runs.repository';
import {
  absurdPrice,
  qualityCollector,
  type ReadingQuality,
} from '@hardprecios/core/ingestion/reading-quality';
import { formatPrice } from '@hardprecios/core/catalog/format-ars';
import type { ReadIssue } from '../readers/types';
import type { ProgressReporter } from './progress';

/** What a source (a site reader, a spreadsheet) yields: listings, problems, rejected spreadsheet rows. */
export interface IngestBatch {
  listings: ListingInput[];
  issues: ReadIssue[];
  rejectedRows?: RejectedRow[];
}

export interface IngestOptions {
  db: Db;
  storeId: number;
  batches: AsyncIterable<IngestBatch>;
  /** May a complete read mark the listings it did not see as unavailable? (The store's own source.) */
  markUnseen: boolean;
  progress: ProgressReporter;
  /** Pages fetched so far, for the progress report. */
  pagesFetched?: () => number;
  /** Listings written per transaction. */
  batchSize?: number;
  /**
   * Transactions written at once (default 1), each on its own connection. A listing always goes to the
   * same one (by its key), so two never write the same product.
   */
  writeLanes?: number;
}

export interface IngestResult {
  counts: RunCounts;
  /** Every page and row was read: nothing was lost on the way. */
  complete: boolean;
  /** Listings not seen were marked unavailable (complete read of the store's own source). */
  sweptUnseen: boolean;
  errorSamples: ErrorSample[];
  rejectedRows: RejectedRow[];
  /** Prices a person should look at: disagreements, held moves, absurd and missing prices. */
  quality: ReadingQuality;
}

interface WriteLane {
  buffer: Listing[];
  writing: Promise<void>;
}

/** The lane of a listing key (FNV-1a): the same key always gets the same lane. */
function laneOf(key: string, lanes: number): number {
  if (lanes === 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % lanes;
}

export const MAX_ERROR_SAMPLES = 20;
/** Rejected rows kept with their reason; the count stays exact beyond it. */
export const MAX_REJECTED_ROWS = 10_000;

/**
 * Normalizes and writes what a source reads: each listing is validated (invalid ones are counted as
 * errors with a sample), valid ones are upserted in batches (price history and search documents come
 * with the write path), and after a complete read with at least one listing the store's listings that
 * were not seen become unavailable. A source that throws part-way still gets what it read written —
 * the write path is idempotent — and marks nothing unavailable; the error is rethrown.
 */
export async function ingest(options: IngestOptions): Promise<IngestResult> {
  const { db, storeId, progress } = options;
  const batchSize = options.batchSize ?? 1000;
  const readStartedAt = new Date();
  const counts: RunCounts = {
    pagesFetched: 0,
    seen: 0,
    created: 0,
    updated: 0,
    priceChanged: 0,
    removed: 0,
    errors: 0,
  };
  const errorSamples: ErrorSample[] = [];
  const rejectedRows: RejectedRow[] = [];
  const keys = new Set<string>();
  const quality = qualityCollector();
  let complete = true;

  const sample = (where: string, message: string) => {
    counts.errors++;
    if (errorSamples.length < MAX_ERROR_SAMPLES) errorSamples.push({ where, message });
  };
  const report = (phase: 'reading' | 'removing' | 'done', force = false) => {
    counts.pagesFetched = options.pagesFetched?.() ?? counts.pagesFetched;
    return progress.report({ phase, ...counts, read: keys.size }, force);
  };
  // Write-behind: each lane writes one batch while the source reads on (a lane never has two writes
  // at once, so its transactions never race each other; lanes never share a listing).
  const lanes: WriteLane[] = Array.from({ length: Math.max(1, options.writeLanes ?? 1) }, () => ({
    buffer: [],
    writing: Promise.resolve(),
  }));
  const flush = async (lane: WriteLane) => {
    await lane.writing;
    if (lane.buffer.length === 0) return;
    const batch = lane.buffer;
    lane.buffer = [];
    // A listing the database refuses is rejected with its reason; the rest of its batch is written.
    lane.writing = writeSplitting(batch, (part) => upsertValidListings(db, storeId, part), {
      onRefused: (listing, err) =>
        sample(
          listing.url,
          `"${listing.name}": la base de datos rechazó sus datos (código ${pgCode(err) ?? '?'}); no se publicó`,
        ),
    }).then(({ results, failed }) => {
      for (const written of results) {
        counts.created += written.created;
        counts.updated += written.updated;
        counts.priceChanged += written.priceChanged;
        for (const held of written.held) {
          quality.add({
            kind: 'held-for-review',
            where: held.url,
            message: `"${held.name}": el precio pasó de ${formatPrice(held.published, held.currency)} a ${formatPrice(held.read, held.currency)}; queda a revisar y se publica cuando la próxima lectura lo confirme`,
          });
        }
        for (const replaced of written.replaced) {
          quality.add({
            kind: 'product-replaced',
            where: replaced.url,
            message: `"${replaced.before}" ahora es "${replaced.after}" (${replaced.reason}): es otro producto, con su propio historial; el anterior queda como no disponible (producto ${replaced.retiredId})`,
          });
        }
      }
      if (failed) throw failed.err;
    });
    // Handled here so a failure waits for the next `await lane.writing` instead of crashing the process.
    lane.writing.catch(() => {});
  };
  const flushAll = () =>
    Promise.all(
      lanes.map(async (lane) => {
        await flush(lane);
        await lane.writing;
      }),
    );

  await report('reading', true);
  try {
    for await (const batch of options.batches) {
      for (const issue of batch.issues) {
        if (issue.pageLost) complete = false;
        sample(issue.where, issue.message);
        if (issue.kind) quality.add({ kind: issue.kind, where: issue.where, message: issue.message });
      }
      for (const rejected of batch.rejectedRows ?? []) {
        counts.errors++;
        if (rejectedRows.length < MAX_REJECTED_ROWS) rejectedRows.push(rejected);
      }
      for (const raw of batch.listings) {
        const parsed = listingSchema.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          sample(
            String(raw.url ?? raw.name ?? '?'),
            `${issue?.path.join('.') || 'listado'}: ${issue?.message}`,
          );
          continue;
        }
        // Spreadsheets come here without a reader's checks: the same bounds hold for every source.
        const absurd = absurdPrice(parsed.data.price, parsed.data.currency);
        if (absurd) {
          const message = `"${parsed.data.name}": ${absurd}`;
          sample(parsed.data.url, message);
          quality.add({ kind: 'absurd-price', where: parsed.data.url, message });
          continue;
        }
        const key = listingKey(parsed.data);
        keys.add(key);
        lanes[laneOf(key, lanes.length)]!.buffer.push(parsed.data);
      }
      for (const lane of lanes) if (lane.buffer.length >= batchSize) await flush(lane);
      counts.seen = keys.size;
      await report('reading');
    }
    await flushAll();
  } catch (err) {
    // What was read before the failure is valid: keep it (a rerun rewrites it harmlessly).
    await Promise.all(lanes.map((lane) => lane.writing.catch(() => {})));
    for (const lane of lanes) lane.writing = Promise.resolve();
    await flushAll().catch(() => {});
    throw err;
  }
  counts.seen = keys.size;

  // An empty read is more likely a broken page or file than an empty store: never sweep on it.
  const sweptUnseen = options.markUnseen && complete && keys.size > 0;
  if (sweptUnseen) {
    await report('removing', true);
    counts.removed = await markUnseenRemoved(db, storeId, readStartedAt);
  }
  await report('done', true);
  return { counts, complete, sweptUnseen, errorSamples, rejectedRows, quality: quality.report };
}
