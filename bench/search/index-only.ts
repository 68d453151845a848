/**
 * The in-memory index alone, on one core, without HTTP or PostgreSQL: the long tail's queries (planned
 * beforehand) matched, counted and ordered as a search does, each once. For A/B of the index's code;
 * the figures a shopper sees come from run.ts. Needs a database run.ts has loaded.
 *
 *   npx tsx bench/search/index-only.ts [--size=1000000] [--queries=2000] [--catalog=varied|demo]
 */
import { commandFlags } from '../lib/bench-utils';
import { benchCatalog, loadCatalog } from './load';
import { longTailQueries } from './long-tail';
import { summarize } from './stats';
import { getRules } from '@hardprecios/core/settings/rules.repository';
import { loadMatchIndex } from '@hardprecios/core/search/memory/load-index';
import {
  aggregatesOf,
  compile,
  matchingSlots,
  orderedSlots,
} from '@hardprecios/core/search/memory/match-query';
import { QueryPlanner } from '@hardprecios/core/search/postgres/query-planner';
import { POSTGRES_SEARCH_DEFAULTS } from '@hardprecios/core/search/postgres/postgres-search-engine';
import type { DocumentFilter } from '@hardprecios/core/search/postgres/postgres-search.repository';
import type { FilterTerm, SearchSort } from '@hardprecios/core/search/search-engine';

const args = commandFlags();
const size = Number(args.size ?? 1_000_000);
const count = Number(args.queries ?? 2000);
const SORTS: SearchSort[] = ['relevance', 'relevance', 'relevance', 'price_asc', 'price_desc'];

const loaded = await loadCatalog(size, { catalog: benchCatalog(args.catalog) });
const db = loaded.database.db;
const rules = await getRules(db);
const { typoThreshold, typoCandidates, prefixCandidates } = POSTGRES_SEARCH_DEFAULTS;
const planner = new QueryPlanner(db, { typoThreshold, typoCandidates, prefixCandidates, ttlMs: 600_000 });
const queries = await longTailQueries(db, count);
let started = performance.now();
const index = await loadMatchIndex(db);
console.log(
  `${size.toLocaleString('en')}: index of ${index.size.toLocaleString('en')} built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// Facet refinements in the share run.ts's mix sends them (queries.ts): a province in 15 % of the searches, a
// category in 10 %; the rest none.
const { maxProvinceId, maxCategoryId } = index.columns;
const refinement = (i: number): FilterTerm[][] =>
  i % 20 < 3
    ? [[{ field: 'province', id: 1 + (i % maxProvinceId) }]]
    : i % 20 < 5
      ? [[{ field: 'category', id: 1 + (i % maxCategoryId) }]]
      : [];
// What the engine sends the index (postgres-search-engine.ts searchPlanned): the plan's part type and spec
// queries too.
const filters: DocumentFilter[] = [];
for (const [i, query] of queries.entries()) {
  const plan = await planner.plan(query);
  filters.push({
    tsquery: plan.tsquery,
    codes: plan.codes,
    partType: plan.partType,
    specQueries: plan.specQueries,
    filters: refinement(i),
    priceAbove: rules.priceThreshold,
    excludeIds: [],
  });
}
await loaded.database.close();

for (const pass of [1, 2]) {
  const latencies: number[] = [];
  const phases = { match: 0, aggregate: 0, order: 0, grouped: 0 };
  let matched = 0;
  started = performance.now();
  filters.forEach((filter, i) => {
    const t0 = performance.now();
    const compiled = compile(index, filter);
    if (!compiled) return;
    const slots = matchingSlots(index, compiled);
    const t1 = performance.now();
    aggregatesOf(index, slots, ['category', 'store', 'province'], true);
    const t2 = performance.now();
    // A first page, as the API orders it since a large result set's first 1,000 ids wait for a next page.
    orderedSlots(index, compiled, slots, SORTS[i % SORTS.length]!, 24);
    const t3 = performance.now();
    phases.match += t1 - t0;
    phases.aggregate += t2 - t1;
    phases.order += t3 - t2;
    matched += slots.length;
    latencies.push(t3 - t0);
    // The grouped view's counts (products under each value) on the same matches, timed apart: the
    // figures above stay comparable with earlier runs.
    const t4 = performance.now();
    aggregatesOf(index, slots, ['category', 'store', 'province'], true, true);
    phases.grouped += performance.now() - t4;
  });
  const f = summarize(latencies, (performance.now() - started) / 1000, 0);
  console.log(
    `pass ${pass}: ${latencies.length} queries, mean ${(matched / latencies.length).toFixed(0)} matches; ` +
      `p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, ${f.rps.toFixed(0)} queries/s; ` +
      `match ${phases.match.toFixed(0)} ms, aggregate ${phases.aggregate.toFixed(0)} ms, order ${phases.order.toFixed(0)} ms; ` +
      `grouped view's aggregate (apart) ${phases.grouped.toFixed(0)} ms`,
  );
}
