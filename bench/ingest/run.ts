/**
 * bench/ingest: the ingestion pipeline end to end, each job run by a worker in its own process (as
 * deployed), on the PostgreSQL and Redis servers. Budgets (issue 4):
 *   - a 100,000-row xlsx import (parse, validate, upsert, history, search documents): ≥ 8,000 rows/s, < 400 MB RSS;
 *   - a crawl of 10,000 one-listing JSON-LD product pages with delay 0: ≥ 150 pages/s;
 *   - the WooCommerce Store API, 10,000 listings: ≥ 2,000 listings/s;
 *   - a worker killed mid-run (kill -9): another finishes the job within 15 s, with no duplicate rows.
 * The worker runs with its deployed heap cap (WORKER_HEAP_FLAG, as docker-compose.yml sets it).
 *   npx tsx bench/ingest/run.ts [--rows 100000] [--listings 10000] [--only xlsx,jsonld,woocommerce,recovery]
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { ingestionRuns, priceHistory, products } from '@hardprecios/core/db/schema';
import { insertStore } from '@hardprecios/core/stores/stores.repository';
import { startStoreSites, type FixturePlatform } from '@hardprecios/fixtures/store-sites/index';
import { writeBigXlsx } from '@hardprecios/workers/spreadsheets/testing/sheet-files';
import { importsDir } from '@hardprecios/core/spreadsheets/stored-imports';
import { peakRssMb, startIngestBench } from './ingest-harness';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '10000' },
    only: { type: 'string', default: 'xlsx,jsonld,woocommerce,recovery' },
  },
});
const rows = Number(values.rows);
const listings = Number(values.listings);
const only = new Set(values.only.split(','));
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const results: Record<string, unknown>[] = [];

const dir = await mkdtemp(path.join(tmpdir(), 'hp-bench-ingest-'));
const sites = await startStoreSites({ sizes: { jsonld: listings, woocommerce: listings } });
for (const platform of ['jsonld', 'woocommerce'] as const) {
  // Throughput, not resilience: no injected 500s or slow pages here.
  sites.stores[platform].failureMode = 'off';
  sites.stores[platform].slowMs = 0;
}
const bench = await startIngestBench(path.join(dir, 'uploads'));
const allow = sites.allowList().flatMap((host) => ['--allow', host]);
let storeNumber = 0;
const newStore = (fields: { url: string; reader?: string; sourceKind?: 'site' | 'spreadsheet' }) =>
  insertStore(bench.database.db, { name: `Bench ${++storeNumber}`, provinceId: 1, ...fields });

try {
  const worker = await bench.startWorker(allow);

  if (only.has('xlsx')) {
    const file = path.join(dir, 'catalogo.xlsx');
    await writeBigXlsx(file, rows);
    await mkdir(importsDir(path.join(dir, 'uploads')), { recursive: true });
    await copyFile(file, path.join(importsDir(path.join(dir, 'uploads')), 'bench.xlsx'));
    const store = await newStore({ url: 'planilla.bench', sourceKind: 'spreadsheet' });
    const started = performance.now();
    await bench.jobs.enqueueSpreadsheetImport({
      storeId: store.id,
      storedName: 'bench.xlsx',
      fileName: 'catalogo.xlsx',
      format: 'xlsx',
    });
    const run = await bench.runOf(store.id);
    const ms = performance.now() - started;
    results.push({
      bench: 'xlsx-import',
      status: run.status,
      rows: run.seen,
      seconds: seconds(ms),
      rowsPerSecond: Math.round(run.seen / (ms / 1000)),
      // The job itself, from the worker taking it to the run's end (no queue or polling around it).
      jobSeconds: seconds(run.finishedAt!.getTime() - run.startedAt!.getTime()),
      workerPeakRssMb: await peakRssMb(worker.pid!),
      budget: '≥ 8000 rows/s, < 400 MB',
    });
  }

  for (const platform of ['jsonld', 'woocommerce'] as FixturePlatform[]) {
    if (!only.has(platform)) continue;
    const store = await newStore({ url: sites.baseUrlOf(platform), reader: platform });
    const started = performance.now();
    await bench.jobs.enqueueCatalogUpdate(store.id, 'manual');
    const run = await bench.runOf(store.id);
    const ms = performance.now() - started;
    results.push({
      bench: `crawl-${platform}`,
      status: run.status,
      reason: run.reason,
      listings: run.seen,
      expected: sites.expectedListings(platform).length,
      pages: run.pagesFetched,
      seconds: seconds(ms),
      pagesPerSecond: Math.round(run.pagesFetched / (ms / 1000)),
      listingsPerSecond: Math.round(run.seen / (ms / 1000)),
      budget: platform === 'jsonld' ? '≥ 150 pages/s' : '≥ 2000 listings/s',
    });
  }

  if (only.has('recovery')) {
    sites.stores.woocommerce.reset();
    sites.stores.woocommerce.resize(listings);
    sites.stores.woocommerce.failureMode = 'off';
    sites.stores.woocommerce.slowMs = 5000; // page 3: the first worker is killed while it waits for it
    const store = await newStore({ url: sites.baseUrlOf('woocommerce'), reader: 'woocommerce' });
    const { jobId } = await bench.jobs.enqueueCatalogUpdate(store.id, 'manual');
    while (!bench.progress.some((p) => p.jobId === jobId && (p.data.read ?? 0) >= 200)) {
      await new Promise((r) => setTimeout(r, 10));
    }
    // Another worker is already up (as in a deployment) when the one running the job dies.
    await bench.startWorker(allow);
    const [running] = await bench.database.db
      .select()
      .from(ingestionRuns)
      .where(eq(ingestionRuns.storeId, store.id));
    if (running?.status !== 'running') throw new Error('the job ended before the worker could be killed');
    worker.kill('SIGKILL');
    const killedAt = performance.now();
    sites.stores.woocommerce.slowMs = 0;
    const run = await bench.runOf(store.id);
    const ms = performance.now() - killedAt;
    const count = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
    const n = sql<number>`count(*)::int`;
    results.push({
      bench: 'kill-recovery',
      status: run.status,
      listings: run.seen,
      secondsFromKillToDone: seconds(ms),
      products: await count(
        bench.database.db.select({ n }).from(products).where(eq(products.storeId, store.id)),
      ),
      priceHistoryRows: await count(
        bench.database.db
          .select({ n })
          .from(priceHistory)
          .innerJoin(products, eq(products.id, priceHistory.productId))
          .where(eq(products.storeId, store.id)),
      ),
      budget: '≤ 15 s, products = history rows = listings',
    });
  }
} finally {
  await bench.close();
  await sites.close();
  await rm(dir, { recursive: true, force: true });
}
for (const result of results) console.log(JSON.stringify(result));
process.exit(0);
