/**
 * Spec facets (issue "Know the hardware") against today's facets, engine only (no HTTP): the long tail's
 * queries within a category, each counted with the category/store/province facets, then also per model
 * (what spec counts read) plus the spec counts summed from the spec index; and each with a spec
 * refinement. Both in-memory index and SQL. Needs a database run.ts has loaded.
 *
 *   npx tsx bench/search/spec-facets.ts [--size=100000] [--queries=500]
 */
import { commandFlags } from '../lib/bench-utils';
import { benchCatalog, loadCatalog } from './load';
import { longTailQueries } from './long-tail';
import { summarize } from './stats';
import { getRules } from '@hardprecios/core/settings/rules.repository';
import { loadSpecIndex } from '@hardprecios/core/models/specs/spec-index';
import { LiveMatchIndex } from '@hardprecios/core/search/memory/live-index';
import { PostgresSearchEngine } from '@hardprecios/core/search/postgres/postgres-search-engine';
import type { FacetField, FilterTerm, SearchEngine } from '@hardprecios/core/search/search-engine';

const args = commandFlags();
const size = Number(args.size ?? 100_000);
const count = Number(args.queries ?? 500);
const loaded = await loadCatalog(size, { catalog: benchCatalog(args.catalog) });
const db = loaded.database.db;
const rules = await getRules(db);
const started = performance.now();
const specs = await loadSpecIndex(db);
console.log(`spec index loaded in ${(performance.now() - started).toFixed(0)} ms`);
const queries = await longTailQueries(db, count, 11);
// Categories with spec filters (config/categories.ts ids) and a spec list each.
const CATEGORIES: [number, string][] = [
  [1, 'socket'],
  [2, 'socket'],
  [3, 'chip'],
  [6, 'interfaz'],
  [7, 'certificacion'],
  [8, 'tipo'],
];
const BASE: FacetField[] = ['category', 'store', 'province'];

async function pass(label: string, engine: SearchEngine, withSpecs: boolean, refine: boolean) {
  const latencies: number[] = [];
  const t0 = performance.now();
  for (const [i, query] of queries.entries()) {
    const [category, key] = CATEGORIES[i % CATEGORIES.length]!;
    const filters: FilterTerm[][] = [[{ field: 'category', id: category }]];
    if (refine) {
      const some = specs.modelsWith(key, [i % 2 ? 'AM4' : 'DDR5']).slice(0, 5000);
      filters.push((some.length ? some : [-1]).map((id) => ({ field: 'model', id })));
    }
    const s = performance.now();
    const result = await engine.search({
      query: i % 3 === 0 ? '' : query,
      filters,
      priceAbove: rules.priceThreshold,
      offset: 0,
      limit: 24,
      facets: withSpecs ? [...BASE, 'model'] : BASE,
      priceStats: true,
    });
    if (withSpecs) specs.countValues(key, result.facets.model ?? new Map());
    latencies.push(performance.now() - s);
  }
  const f = summarize(latencies, (performance.now() - t0) / 1000, 0);
  console.log(
    `${label}: p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms (${latencies.length} searches)`,
  );
}

const memoryIndex = new LiveMatchIndex(loaded.database, { waitForBuild: true });
await memoryIndex.ready();
for (const [name, engine] of [
  ['in-memory index', new PostgresSearchEngine(db, { memoryIndex, cacheFromHits: 1_000_000_000 })],
  ['SQL', new PostgresSearchEngine(db, { cacheFromHits: 1_000_000_000 })],
] as const) {
  await pass(`${name}, warm-up`, engine, false, false);
  await pass(`${name}, today's facets`, engine, false, false);
  await pass(`${name}, + spec counts`, engine, true, false);
  await pass(`${name}, + spec counts and a spec refinement`, engine, true, true);
  await engine.close();
}
await loaded.database.close();
process.exit(0);
