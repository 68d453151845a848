/**
 * Search benchmark: loads 100,000 then 1,000,000 demo listings into databases of its own on the local
 * PostgreSQL server, runs the real API in a child process, and drives POST /api/search and
 * POST /api/products/search-products with 8 concurrent clients on the query mix of queries.ts. Prints
 * p50/p95/p99 and req/s per size, the first (cold-cache) pass, and a plain ILIKE '%…%' baseline on
 * the same data. The long-tail pass comes first, on a fresh API process: 2,000 distinct queries per endpoint
 * built from the catalog's names, each sent once (no cache of the engine can answer them). See README.md
 * for the budgets.
 *
 * --writing runs the long-tail pass once more on a fresh API while a store update writes (store-writes.ts).
 * --catalog=demo measures the demo's own names instead of a catalog of varied names (load.ts).
 * --swap-sets sends the running pass's queries just after the restart and the restart's on the running pass:
 * the two sets differ in cost, so a penalty of the fresh process shows only in both orders.
 *
 *   npx tsx bench/search/run.ts [--sizes=100000,1000000] [--duration=20] [--reload] [--only=long-tail] [--writing]
 *                               [--catalog=varied|demo] [--swap-sets]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '@hardprecios/core/db/raw';
import { commandFlags } from '../lib/bench-utils';
import { benchCatalog, loadCatalog } from './load';
import { longTailQueries } from './long-tail';
import { startStoreWrites } from './store-writes';
import { baselineQueries, instantSearchBodies, searchProductsBodies } from './queries';
import { summarize, type Figures } from './stats';
import { cpuMeter, cpuPerRequest } from './cpu';

const args = commandFlags();
const SIZES = (args.sizes ?? '100000,1000000').split(',').map(Number);
const DURATION = Number(args.duration ?? 20);
const ONLY_LONG_TAIL = args.only === 'long-tail';
const LONG_TAIL = Number(args.longTail ?? 2000);
const WRITING = args.writing === 'true';
/** Which long-tail query set the pass just after a restart sends, and which the running pass. */
const [RESTART_SET, RUNNING_SET] = args['swap-sets'] === 'true' ? [1, 0] : [0, 1];
const CATALOG = benchCatalog(args.catalog);
// --grouped: POST /api/search in the grouped view (distinct), as the web asks by default.
const GROUPED = args.grouped === 'true';
const CONNECTIONS = 8;
const BUDGETS: Record<number, { p95: number; rps: number }> = {
  100_000: { p95: 20, rps: 800 },
  1_000_000: { p95: 100, rps: 250 },
};
/** Uncached (issue 16): every query distinct, the engine's caches empty. */
const LONG_TAIL_BUDGETS: Record<number, { p95: number; p99?: number; rps: number }> = {
  100_000: { p95: 30, rps: 500 },
  1_000_000: { p95: 100, p99: 250, rps: 250 },
};

const log = (message: string) => console.log(message);

async function stopApi(api: { child: ChildProcess }): Promise<void> {
  api.child.kill('SIGTERM');
  await new Promise((r) => api.child.once('exit', r));
}

interface Api {
  port: number;
  child: ChildProcess;
  /** The JSON lines the API prints (serve.ts). */
  lines: ReturnType<typeof createInterface>;
}

async function startApi(url: string): Promise<Api> {
  const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
  // BENCH_CPU_PROFILE=<folder>: the API writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{"port"')) return;
      const ready = JSON.parse(line) as {
        port: number;
        index: unknown;
        indexSeconds: number;
        rssMb: number;
        warmUp: { state: string; queries: number; ms: number | null };
      };
      const { state, queries, ms } = ready.warmUp;
      log(
        `  API ready: in-memory index ${JSON.stringify(ready.index)} in ${ready.indexSeconds.toFixed(1)} s ` +
          `(warm-up ${state === 'done' ? `${queries} searches in ${ms} ms` : state} included), ` +
          `${ready.rssMb} MB resident`,
      );
      resolve(ready.port);
    });
  });
  return { port, child, lines };
}

/** The next JSON line the API prints that has `key` (serve.ts), with when it came. */
function nextLine(api: Api, key: string): Promise<{ value: unknown; at: number }> {
  return new Promise((resolve) => {
    const onLine = (line: string) => {
      if (!line.startsWith(`{"${key}"`)) return;
      api.lines.off('line', onLine);
      resolve({ value: (JSON.parse(line) as Record<string, unknown>)[key], at: performance.now() });
    };
    api.lines.on('line', onLine);
  });
}

/** Makes the API forget every cached answer, keeping its index and compiled code (serve.ts). */
async function forgetAnswers(api: Api): Promise<void> {
  const forgot = nextLine(api, 'forgot');
  api.child.kill('SIGUSR2');
  await forgot;
}

/**
 * Makes the API forget as forgetAnswers does and start building a newer index, the current one
 * answering meanwhile (as every half hour); resolves once it has begun, with the renewal's end.
 */
async function renewIndex(api: Api): Promise<{ renewed: Promise<{ value: unknown; at: number }> }> {
  const renewing = nextLine(api, 'renewing');
  const renewed = nextLine(api, 'renewed');
  api.child.kill('SIGHUP');
  await renewing;
  return { renewed };
}

/**
 * Sends every body once, 8 at a time, timing each: the cold pass, caches empty. autocannon, as a
 * browser asks (gzip), but without decoding the answers: on this 2-core machine the load generator
 * shares the cores with the API and PostgreSQL, and Node's fetch cost more CPU per request than the API.
 */
async function firstPass(port: number, path: string, bodies: object[]): Promise<Figures> {
  return drive(port, path, bodies, { once: true, headers: { 'accept-encoding': 'gzip' } });
}

/** A once-through pass, with the CPU each process spent on it (cpu.ts). */
async function meteredPass(api: Api, path: string, bodies: object[]) {
  const meter = cpuMeter(api.child.pid!);
  const figures = await firstPass(api.port, path, bodies);
  const cpu = meter?.stop();
  return { figures, cpu: cpu ? cpuPerRequest(cpu, figures.requests) : '' };
}

/** autocannon on one endpoint for DURATION seconds cycling through the bodies, or each body once. */
async function drive(
  port: number,
  path: string,
  bodies: object[],
  options: { once?: boolean; headers?: Record<string, string> } = {},
): Promise<Figures> {
  const payloads = bodies.map((b) => JSON.stringify(b));
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  // Timed here: autocannon rounds the duration of an `amount` run up to its next one-second tick.
  const started = performance.now();
  let last = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        ...(options.once ? { amount: payloads.length } : { duration: DURATION }),
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json', ...options.headers },
            setupRequest: (request) => ({ ...request, body: payloads[next++ % payloads.length] }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      last = performance.now();
      if (statusCode !== 200) errors++;
    });
  });
  // Each body once, or the pass is not uncached: say so rather than print its figures.
  if (options.once && latencies.length !== payloads.length)
    throw new Error(`sent ${latencies.length} of ${payloads.length} bodies once`);
  const seconds = options.once ? (last - started) / 1000 : result.duration;
  return summarize(latencies, seconds, errors + result.errors);
}

/** The same mix as plain SQL: count, price range and the cheapest page, names matched by ILIKE '%word%'. */
async function ilikeBaseline(url: string): Promise<Figures> {
  const queries = baselineQueries(500);
  const latencies: number[] = [];
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let next = 0;
  const started = performance.now();
  const until = started + DURATION * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        const words = queries[next++ % queries.length]!;
        const where = words.map((_, i) => `name ILIKE $${i + 1}`).join(' AND ');
        const params = words.map((w) => `%${w}%`);
        const t = performance.now();
        await client.query(
          `SELECT count(*), min(price), max(price) FROM search_documents WHERE price > 100 AND ${where}`,
          params,
        );
        await client.query(
          `SELECT product_id, name, price FROM search_documents WHERE price > 100 AND ${where} ORDER BY price LIMIT 24`,
          params,
        );
        latencies.push(performance.now() - t);
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return summarize(latencies, (performance.now() - started) / 1000, 0);
}

function row(label: string, f: Figures, budget?: { p95: number; p99?: number; rps: number }): string {
  const within = budget && f.p95 <= budget.p95 && f.rps >= budget.rps && f.p99 <= (budget.p99 ?? Infinity);
  const p99 = budget?.p99 ? `, p99 ≤ ${budget.p99} ms` : '';
  const verdict = budget
    ? within
      ? 'within budget'
      : `MISSES budget (p95 ≤ ${budget.p95} ms${p99}, ≥ ${budget.rps} req/s)`
    : '';
  const cells = [f.p50, f.p95, f.p99].map((ms) => `${ms.toFixed(1).padStart(7)} ms`).join(' ');
  return `  ${label.padEnd(34)} ${cells} ${f.rps.toFixed(0).padStart(7)} req/s  ${String(f.errors).padStart(4)} err  ${verdict}`;
}

for (const size of SIZES) {
  log(`\n== ${size.toLocaleString('en')} listings, ${CATALOG} names`);
  const loaded = await loadCatalog(size, { reload: args.reload === 'true', catalog: CATALOG, log });
  // Ranking computes one rank per distinct text: how repetitive the catalog's names are says how much
  // that saves here (README.md).
  const [distinct] = await queryRows<{ names: number }>(
    loaded.database.db,
    sql`SELECT count(DISTINCT tsv)::int AS names FROM search_documents`,
  );
  log(
    `  ${loaded.documents.toLocaleString('en')} search documents, ${distinct!.names.toLocaleString('en')} distinct ` +
      `texts${loaded.reused ? ' (database reused)' : ''}`,
  );
  const names = await queryRows<{ provinces: string[]; categories: string[] }>(
    loaded.database.db,
    sql`SELECT ARRAY(SELECT DISTINCT p.name FROM stores s JOIN provinces p ON p.id = s.province_id WHERE s.status_id = 1) AS provinces,
               ARRAY(SELECT title FROM categories) AS categories`,
  );
  // Three sets of distinct queries: one for an API process just started, one for the same process once it
  // has forgotten every cached answer, one while it builds a newer index.
  const tail = await longTailQueries(loaded.database.db, LONG_TAIL * 6);
  await loaded.database.close();
  const mix = { ...names[0]!, count: 3000, grouped: GROUPED };
  const search = instantSearchBodies(mix);
  const products = searchProductsBodies(mix);
  const tailMix = { ...names[0]!, count: LONG_TAIL, grouped: GROUPED };
  const tailBodies = (set: number) => ({
    search: instantSearchBodies({ ...tailMix, queryOf: (i) => tail[2 * set * LONG_TAIL + i]! }),
    products: searchProductsBodies({ ...tailMix, queryOf: (i) => tail[(2 * set + 1) * LONG_TAIL + i]! }),
  });
  const [tailSearch, tailProducts] = [tailBodies(RESTART_SET).search, tailBodies(RESTART_SET).products];

  const fresh = await startApi(loaded.url);
  try {
    const budget = LONG_TAIL_BUDGETS[size];
    const restarted = {
      search: await meteredPass(fresh, '/api/search', tailSearch),
      products: await meteredPass(fresh, '/api/products/search-products', tailProducts),
    };
    await forgetAnswers(fresh);
    const running = {
      search: await meteredPass(fresh, '/api/search', tailBodies(RUNNING_SET).search),
      products: await meteredPass(fresh, '/api/products/search-products', tailBodies(RUNNING_SET).products),
    };
    const { renewed } = await renewIndex(fresh);
    const renewalStarted = performance.now();
    const renewing = {
      search: await meteredPass(fresh, '/api/search', tailBodies(2).search),
      products: await meteredPass(fresh, '/api/products/search-products', tailBodies(2).products),
    };
    const passesEnded = performance.now();
    const renewal = await renewed;
    log(`  ${''.padEnd(34)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}`);
    log(row('long tail, uncached: search', running.search.figures, budget));
    log(row('long tail, uncached: products', running.products.figures, budget));
    log(row('  just after a restart: search', restarted.search.figures));
    log(row('  just after a restart: products', restarted.products.figures));
    log(row('  while the index is rebuilt: search', renewing.search.figures));
    log(row('  while the index is rebuilt: products', renewing.products.figures));
    log(
      `  (the rebuild took ${Number(renewal.value).toFixed(1)} s; the two passes ` +
        `${((passesEnded - renewalStarted) / 1000).toFixed(1)} s, ` +
        (renewal.at > passesEnded ? 'all of it during the rebuild)' : 'the rest after it)'),
    );
    for (const [label, pass] of [
      ['search', running.search],
      ['products', running.products],
      ['search just after a restart', restarted.search],
      ['products just after a restart', restarted.products],
      ['search while the index is rebuilt', renewing.search],
      ['products while the index is rebuilt', renewing.products],
    ] as const)
      if (pass.cpu) log(`    ${label}: ${pass.cpu}`);
  } finally {
    await stopApi(fresh);
  }
  if (WRITING) {
    const api = await startApi(loaded.url);
    const writer = startStoreWrites(loaded.url);
    try {
      const search = await firstPass(api.port, '/api/search', tailSearch);
      const products = await firstPass(api.port, '/api/products/search-products', tailProducts);
      log(row('  while a store update writes: search', search, LONG_TAIL_BUDGETS[size]));
      log(row('  while a store update writes: products', products, LONG_TAIL_BUDGETS[size]));
    } finally {
      log(`  (${await writer.stop()} write transactions of 50 listings, one a second)`);
      await stopApi(api);
    }
  }
  if (ONLY_LONG_TAIL) continue;

  const api = await startApi(loaded.url);
  try {
    const coldSearch = await firstPass(api.port, '/api/search', search);
    const coldProducts = await firstPass(api.port, '/api/products/search-products', products);
    const hotSearch = await drive(api.port, '/api/search', search);
    const hotProducts = await drive(api.port, '/api/products/search-products', products);
    const baseline = await ilikeBaseline(loaded.url);
    const budget = BUDGETS[size];
    log(row('POST /api/search', hotSearch, budget));
    log(row('POST /api/products/search-products', hotProducts, budget));
    log(row('  first pass, caches cold: search', coldSearch));
    log(row('  first pass, caches cold: products', coldProducts));
    log(row("ILIKE '%…%' baseline (SQL only)", baseline));
    log(`  ratio p95 ILIKE / search: ${(baseline.p95 / hotSearch.p95).toFixed(1)}×`);
  } finally {
    await stopApi(api);
  }
}
