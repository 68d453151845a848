import type { Request } from 'express';
import { createSearchEngine } from '@hardprecios/core/search/create-search-engine';
import { cachedFacetNames, type FacetNames } from '@hardprecios/core/search/facet-names';
import type { SearchEngine } from '@hardprecios/core/search/search-engine';
import { getRules, listedFilterOf, type Rules } from '@hardprecios/core/settings/rules.repository';
import { modelSummaries, type ModelSummary } from '@hardprecios/core/models/model-summaries.repository';
import type { Verdict } from '@hardprecios/core/deals/verdict';
import { verdictsFor } from '@hardprecios/core/deals/verdicts';
import type { AppDeps } from '../deps';
import { statsRuntime } from '../stats/stats-runtime';
import { createSearchRecorder, type SearchRecorder } from './search-recorder';

/** A model as cards and detail pages show it: stores, best price and whether that price is a good one. */
export interface ModelFacts extends ModelSummary {
  verdict: Verdict | null;
}

/** What the product and search routes of one app share: one engine (one cache), rules, facet names. */
export interface SearchRuntime {
  engine: SearchEngine;
  facetNames(): Promise<FacetNames>;
  /** The spec's rules, re-read at most every couple of seconds (one query fewer per search). */
  rules(): Promise<Rules>;
  /** Counts a search for statistics, after the answer (never slows it). */
  recordSearch(req: Request, query: string, resultCount: number): void;
  recorder: SearchRecorder;
  /** How many stores list each model, from what price and its deal verdict, under the current rules. */
  modelSummaries(modelIds: number[]): Promise<Map<number, ModelFacts>>;
}

const RULES_TTL_MS = 2000;
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

function createSearchRuntime(deps: AppDeps): SearchRuntime {
  const { database, env, logger } = deps;
  const stats = statsRuntime(deps);
  let rules: { at: number; value: Promise<Rules> } | undefined;
  const recorder = createSearchRecorder(({ query, resultCount, at, client }) => {
    stats
      .visitorHash(client)
      .then((visitorHash) => stats.record({ kind: 'search', query, resultCount, at, visitorHash }))
      .catch((err: unknown) => logger.warn({ err }, 'search not recorded'));
  });
  const runtime: SearchRuntime = {
    engine: createSearchEngine(database.db, env),
    facetNames: cachedFacetNames(database.db),
    async modelSummaries(modelIds) {
      const rules = await runtime.rules();
      const filter = listedFilterOf(rules);
      const summaries = await modelSummaries(database.db, modelIds, filter);
      const verdicts = await verdictsFor(database.db, summaries, filter);
      return new Map(
        [...summaries].map(([id, summary]) => [id, { ...summary, verdict: verdicts.get(id) ?? null }]),
      );
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
      recorder.record(query, resultCount, req.ip ?? '');
    },
    recorder,
  };
  return runtime;
}

/** Every product id a hiding rule names (hidden from all lists and searches; detail pages stay). */
export function hiddenProductIds(rules: Rules): number[] {
  return listedFilterOf(rules).excludeIds;
}
