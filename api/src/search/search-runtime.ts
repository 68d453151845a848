import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { DOLLARS } from '@hardprecios/core/catalog/currency';
import { createSearchEngine } from '@hardprecios/core/search/create-search-engine';
import { PostgresSearchEngine } from '@hardprecios/core/search/postgres/postgres-search-engine';
import { LiveMatchIndex } from '@hardprecios/core/search/memory/live-index';
import { cachedFacetNames, type FacetNames } from '@hardprecios/core/search/facet-names';
import type { SearchEngine } from '@hardprecios/core/search/search-engine';
import { getRules, listedFilterOf, type Rules } from '@hardprecios/core/settings/rules.repository';
import { modelSummaries, type ModelSummary } from '@hardprecios/core/models/model-summaries.repository';
import { loadSpecIndex, type SpecIndex } from '@hardprecios/core/models/specs/spec-index';
import type { Verdict } from '@hardprecios/core/deals/verdict';
import { verdictsFor } from '@hardprecios/core/deals/verdicts';
import { HeldPriceStats } from '@hardprecios/core/deals/held-price-stats';
import type { AppDeps } from '../deps';
import { statsRuntime } from '../stats/stats-runtime';
import { createSearchRecorder, type SearchRecorder } from './search-recorder';

/**
 * A model as cards and detail pages show it, over its available peso offers: stores, best price, which
 * store asks it and whether that price is a good one.
 */
export interface ModelFacts extends ModelSummary {
  verdict: Verdict | null;
  /** The name of the store of `lowestOffer`. */
  lowestOfferStore: string | null;
}

/** What the product and search routes of one app share: one engine (one cache), rules, facet names. */
export interface SearchRuntime {
  engine: SearchEngine;
  /** The search documents kept in memory (PostgreSQL server, unless SEARCH_MEMORY_INDEX=false). */
  memoryIndex: LiveMatchIndex | undefined;
  facetNames(): Promise<FacetNames>;
  /** The spec's rules, re-read at most every couple of seconds (one query fewer per search). */
  rules(): Promise<Rules>;
  /** Counts a search for statistics, after the answer (never slows it). */
  recordSearch(req: Request, query: string, resultCount: number): void;
  recorder: SearchRecorder;
  /**
   * Over each model's available peso offers: how many stores, from what price (which offer) and its
   * deal verdict, under the current rules. Models without an available peso offer are left out.
   */
  modelSummaries(modelIds: number[]): Promise<Map<number, ModelFacts>>;
  /**
   * The same over each model's available dollar offers ('N tiendas desde U$S X'), asked only for models
   * offered in dollars alone; no verdict (90-day figures are pesos).
   */
  dollarSummaries(modelIds: number[]): Promise<Map<number, ModelSummary>>;
  /** After an operator's split or merge: models are read afresh (decisions are rare, so all of them). */
  forgetModelFacts(): void;
  /**
   * Forgets every answer searches left (the engine's result sets, plans and pages, the models' figures),
   * keeping what is read for the day or the minute (price statistics, rules, specs): after the warm-up.
   */
  forgetAnswers(): void;
  /** While true, searches are not counted (the API's own warm-up searches are no shopper's). */
  pauseRecording(paused: boolean): void;
  /** Which models have which spec values (spec filters and counts), re-read at most every minute. */
  specIndex(): Promise<SpecIndex>;
}

const RULES_TTL_MS = 2000;
/** Models' specs change with a recompute or an operator's correction (which forgets it at once). */
const SPEC_INDEX_TTL_MS = 60_000;
const runtimes = new WeakMap<AppDeps, SearchRuntime>();

/** The runtime of this app's deps, created on first use. */
export function searchRuntime(deps: AppDeps): SearchRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    runtime = createSearchRuntime(deps);
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** A model no listing shoppers can see belongs to (remembered as such, like the others). */
const NO_FACTS = {
  modelId: 0,
  stores: 0,
  lowestPrice: null,
  lowestOffer: null,
  verdict: null,
  lowestOfferStore: null,
} satisfies ModelFacts;

function createSearchRuntime(deps: AppDeps): SearchRuntime {
  const { database, env, logger } = deps;
  // A model's stores, best price and verdict, kept as long as the engine keeps a result page (60 s):
  // computing them for every page's hits cost more than the search itself.
  const facts = new LRUCache<string, ModelFacts>({ max: 50_000, ttl: 60_000 });
  const dollarFacts = new LRUCache<string, ModelSummary | typeof NO_FACTS>({ max: 10_000, ttl: 60_000 });
  // What the verdicts are judged against, fixed for the day: held, not read with each page.
  const priceStats = new HeldPriceStats(database.db, { logger });
  const stats = statsRuntime(deps);
  let rules: { at: number; value: Promise<Rules> } | undefined;
  let specs: { at: number; value: Promise<SpecIndex> } | undefined;
  let recording = true;
  const recorder = createSearchRecorder(({ query, resultCount, at, client }) => {
    stats
      .visitorHash(client)
      .then((visitorHash) => stats.record({ kind: 'search', query, resultCount, at, visitorHash }))
      .catch((err: unknown) => logger.warn({ err }, 'search not recorded'));
  });
  // Built now, in the background: searches use SQL until it is ready. After a store update writes, an
  // index that takes 2 s or more to rebuild keeps answering meanwhile, for at most a minute after its
  // snapshot: what the engine already allows a result set read from another process's catalog. So does
  // one that takes 0.5 s or more while the writes come faster than it rebuilds (100k listings: SQL
  // answered 71 searches/s meanwhile). A quicker one's SQL is quick too: it steps aside until rebuilt.
  const memoryIndex =
    env.SEARCH_MEMORY_INDEX && database.driver === 'postgres' && !env.MEILI_URL
      ? new LiveMatchIndex(database, {
          logger,
          stale: { maxMs: 60_000, fromBuildMs: 2_000, outpacedFromBuildMs: 500 },
        })
      : undefined;
  void memoryIndex?.ready();
  const runtime: SearchRuntime = {
    engine: createSearchEngine(database.db, env, { memoryIndex }),
    memoryIndex,
    facetNames: cachedFacetNames(database.db),
    async modelSummaries(modelIds) {
      const filter = listedFilterOf(await runtime.rules());
      // Keyed by the rules too: a changed threshold or hidden list reads everything afresh.
      const prefix = `${filter.priceAbove}|${filter.excludeIds.join(',')}|`;
      const ids = [...new Set(modelIds)];
      const missing = ids.filter((id) => !facts.has(prefix + id));
      if (missing.length) {
        const summaries =
          (await memoryIndex?.modelSummaries(missing, filter)) ??
          (await modelSummaries(database.db, missing, filter));
        const [verdicts, names] = await Promise.all([
          verdictsFor(database.db, summaries, filter, new Date(), priceStats),
          runtime.facetNames(),
        ]);
        for (const id of missing) {
          const summary = summaries.get(id);
          const store = summary?.lowestOffer ? names.name('store', summary.lowestOffer.storeId) : undefined;
          facts.set(
            prefix + id,
            summary
              ? { ...summary, verdict: verdicts.get(id) ?? null, lowestOfferStore: store ?? null }
              : NO_FACTS,
          );
        }
      }
      const answer = new Map<number, ModelFacts>();
      for (const id of ids) {
        const found = facts.get(prefix + id);
        if (found && found !== NO_FACTS) answer.set(id, found);
      }
      return answer;
    },
    async dollarSummaries(modelIds) {
      const filter = listedFilterOf(await runtime.rules());
      const prefix = `${filter.priceAbove}|${filter.excludeIds.join(',')}|`;
      const ids = [...new Set(modelIds)];
      const missing = ids.filter((id) => !dollarFacts.has(prefix + id));
      if (missing.length) {
        const summaries = await modelSummaries(database.db, missing, filter, DOLLARS);
        for (const id of missing) dollarFacts.set(prefix + id, summaries.get(id) ?? NO_FACTS);
      }
      const answer = new Map<number, ModelSummary>();
      for (const id of ids) {
        const found = dollarFacts.get(prefix + id);
        if (found && found !== NO_FACTS) answer.set(id, found);
      }
      return answer;
    },
    forgetModelFacts() {
      facts.clear();
      dollarFacts.clear();
      priceStats.forget();
      specs = undefined;
    },
    forgetAnswers() {
      if (runtime.engine instanceof PostgresSearchEngine) runtime.engine.forgetAnswers();
      facts.clear();
      dollarFacts.clear();
    },
    pauseRecording(paused) {
      recording = !paused;
    },
    specIndex() {
      if (!specs || Date.now() - specs.at > SPEC_INDEX_TTL_MS) {
        const entry = { at: Date.now(), value: loadSpecIndex(database.db) };
        entry.value.catch(() => {
          if (specs === entry) specs = undefined;
        });
        specs = entry;
      }
      return specs.value;
    },
    rules() {
      if (!rules || Date.now() - rules.at > RULES_TTL_MS) {
        const entry = { at: Date.now(), value: getRules(database.db) };
        entry.value.catch(() => {
          if (rules === entry) rules = undefined;
        });
        rules = entry;
      }
      return rules.value;
    },
    recordSearch(req, query, resultCount) {
      if (recording) recorder.record(query, resultCount, req.ip ?? '');
    },
    recorder,
  };
  return runtime;
}

/** Every product id a hiding rule names (hidden from all lists and searches; detail pages stay). */
export function hiddenProductIds(rules: Rules): number[] {
  return listedFilterOf(rules).excludeIds;
}
