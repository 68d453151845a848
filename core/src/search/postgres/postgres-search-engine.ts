import type { Db } from '../../db/client';
import { SearchCache } from '../search-cache';
import { LRUCache } from 'lru-cache';
import type {
  FacetField,
  SearchEngine,
  SearchHit,
  SearchParams,
  SearchResult,
  SearchSort,
} from '../search-engine';
import { searchDocumentsByIds, type Aggregates, type DocumentFilter } from './postgres-search.repository';
import { QueryPlanner, type Plan } from './query-planner';
import { searchRelaxed } from '../relax-query';
import type { LiveMatchIndex } from '../memory/live-index';
import { memoryBackend, OutdatedIndex } from '../memory/memory-backend';
import { sqlBackend, type SearchBackend } from './search-backend';

export interface PostgresSearchOptions {
  /**
   * Result sets at least this large keep their totals, facet counts, price range and first ids in
   * a cache for `cacheTtlMs`: counting 100,000 matches on every keystroke is what makes naive
   * full-text search slow. Smaller sets are cheap and always counted afresh.
   */
  cacheFromHits?: number;
  cacheTtlMs?: number;
  /** How many best-ranked ids a cached result set keeps for paging (as Algolia's 1000). */
  cachedIds?: number;
  /** Typo correction: minimum pg_trgm similarity and candidates per word. */
  typoThreshold?: number;
  typoCandidates?: number;
  /** Completions of the last word taken from the word list. */
  prefixCandidates?: number;
  /**
   * Matches, counts and orders from the search documents kept in memory (the same answers as the
   * SQL, without reading every matching row); SQL while it is being built or is behind a write.
   */
  memoryIndex?: LiveMatchIndex;
}

/** Aggregates as computed, with the first ids in the order the computing request asked. */
type Computed = Aggregates & {
  first?: { sort: SearchSort; offset: number; end: number; page: SearchHit[] | undefined; pageIds: number[] };
};

/** The engine's settings when not given (bench/search/index-only.ts plans queries with them too). */
export const POSTGRES_SEARCH_DEFAULTS: Required<Omit<PostgresSearchOptions, 'memoryIndex'>> = {
  cacheFromHits: 250,
  cacheTtlMs: 60_000,
  cachedIds: 1000,
  typoThreshold: 0.3,
  typoCandidates: 3,
  prefixCandidates: 8,
};

/**
 * The default engine: PostgreSQL full-text search over the search_documents table, which the
 * catalog write path keeps in step (nothing to sync). See search-engine.ts for the rules.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;
  private readonly options: Required<Omit<PostgresSearchOptions, 'memoryIndex'>>;
  private readonly memoryIndex: LiveMatchIndex | undefined;
  private readonly sql: SearchBackend;
  private readonly planner: QueryPlanner;
  private readonly aggregates: SearchCache<Aggregates>;
  private readonly firstIds: SearchCache<{ ids: number[] }>;
  /** Documents shown on pages of cached result sets, by product id. */
  private readonly documents: LRUCache<number, SearchHit>;

  constructor(
    private readonly db: Db,
    options: PostgresSearchOptions = {},
  ) {
    const { memoryIndex, ...rest } = options;
    this.options = { ...POSTGRES_SEARCH_DEFAULTS, ...rest };
    this.memoryIndex = memoryIndex;
    this.sql = sqlBackend(db);
    const ttlMs = this.options.cacheTtlMs;
    this.planner = new QueryPlanner(db, {
      typoThreshold: this.options.typoThreshold,
      typoCandidates: this.options.typoCandidates,
      prefixCandidates: this.options.prefixCandidates,
      ttlMs: Math.max(ttlMs, 300_000),
    });
    this.aggregates = new SearchCache({ max: 5000, ttlMs });
    this.firstIds = new SearchCache({ max: 5000, ttlMs });
    this.documents = new LRUCache({ max: 50_000, ttl: ttlMs });
  }

  search(params: SearchParams): Promise<SearchResult> {
    return params.relaxIfEmpty ? searchRelaxed(params, (p) => this.searchAll(p)) : this.searchAll(params);
  }

  /** A search of every word of the query. */
  private async searchAll(params: SearchParams): Promise<SearchResult> {
    // The catalog this search must not be older than: the one of this moment (memory-backend.ts).
    const since = this.memoryIndex?.moment() ?? 0;
    const plan = await this.planner.plan(params.query);
    try {
      return await this.searchPlanned(params, plan, since);
    } catch (err) {
      if (err instanceof OutdatedIndex) return this.searchPlanned(params, plan, undefined);
      throw err;
    }
  }

  /** `since`: the search's beginning, to answer from the in-memory index; undefined: SQL. */
  private async searchPlanned(
    params: SearchParams,
    plan: Plan,
    since: number | undefined,
  ): Promise<SearchResult> {
    const filter: DocumentFilter = {
      tsquery: plan.tsquery,
      codes: plan.codes,
      partType: plan.partType,
      specQueries: plan.specQueries,
      filters: params.filters ?? [],
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      priceAbove: params.priceAbove,
      excludeIds: [...new Set(params.excludeIds ?? [])].sort((a, b) => a - b),
    };
    const sort: SearchSort = params.sort ?? 'relevance';
    const facets = [...new Set(params.facets ?? [])].sort();
    const priceStats = params.priceStats ?? false;
    const filterKey = JSON.stringify(filter);
    // The grouped view counts products under each facet value: its aggregates are its own.
    const aggregateKey = JSON.stringify([
      filterKey,
      facets,
      priceStats,
      ...(params.distinct ? ['distinct'] : []),
    ]);
    const idsKey = JSON.stringify([filterKey, sort]);
    const end = params.offset + params.limit;
    const { cacheFromHits, cachedIds } = this.options;
    const backend = since !== undefined ? await this.backendFor(filter, since) : this.sql;
    if (params.distinct)
      return this.searchDistinct(backend, params, filter, sort, facets, priceStats, aggregateKey);

    let aggregates = this.aggregates.get(aggregateKey);
    let ids = params.limit > 0 ? this.firstIds.get(idsKey)?.ids : undefined;
    let fromCache = aggregates !== undefined;
    if (!aggregates) {
      const computed: Computed = await this.aggregates.getOrCompute(
        aggregateKey,
        async (): Promise<Computed> => {
          const {
            ids: first,
            page,
            ...result
          } = await backend.aggregates({
            filter,
            facets,
            priceStats,
            sort,
            ids: params.limit > 0 ? end : 0,
            bigFrom: cacheFromHits,
            bigIds: cachedIds,
            pageFrom: params.offset,
            idsOnly: params.idsOnly,
          });
          if (result.total >= cacheFromHits && first.length >= Math.min(result.total, cachedIds))
            this.firstIds.set(idsKey, { ids: first });
          const pageIds = first.slice(params.offset, end);
          return { ...result, first: { sort, offset: params.offset, end, page, pageIds } };
        },
        (result) => result.total >= cacheFromHits,
      );
      aggregates = computed;
      // The page came back with the aggregates, unless the computation was shared with a request
      // for another page or order, or for ids only when this one shows documents.
      const first = computed.first;
      const samePage = first && first.sort === sort && first.offset === params.offset && first.end === end;
      if (first && samePage && (first.page !== undefined || params.idsOnly)) {
        return params.limit > 0
          ? this.result(aggregates, first.page, first.pageIds, false)
          : this.result(aggregates, [], [], false);
      }
      fromCache = true;
    }

    let pageIds: number[] = [];
    if (params.limit > 0 && params.offset < aggregates.total) {
      if (!ids || ids.length < Math.min(end, aggregates.total)) {
        ids = undefined;
        if (aggregates.total >= cacheFromHits && end <= cachedIds) {
          ids = (
            await this.firstIds.getOrCompute(idsKey, async () => ({
              ids: await backend.pageIds(filter, sort, 0, cachedIds),
            }))
          ).ids;
        }
      }
      if (ids) pageIds = ids.slice(params.offset, end);
      else {
        pageIds = await backend.pageIds(filter, sort, params.offset, params.limit);
        fromCache = false;
      }
    }
    // Pages of cached result sets read their documents through the document cache too.
    const hits =
      fromCache && ids
        ? params.idsOnly
          ? undefined
          : await this.cachedDocuments(pageIds)
        : await backend.documents(pageIds, filter, params.idsOnly);
    return this.result(aggregates, hits, pageIds, fromCache && ids !== undefined);
  }

  /**
   * The grouped view: facet counts of products and the price range (cached as usual), one hit per
   * model.
   */
  private async searchDistinct(
    backend: SearchBackend,
    params: SearchParams,
    filter: DocumentFilter,
    sort: SearchSort,
    facets: FacetField[],
    priceStats: boolean,
    aggregateKey: string,
  ): Promise<SearchResult> {
    const aggregates = await this.aggregates.getOrCompute(
      aggregateKey,
      () =>
        backend.aggregates({
          filter,
          facets,
          priceStats,
          sort,
          ids: 0,
          bigFrom: this.options.cacheFromHits,
          bigIds: 0,
          pageFrom: 0,
          distinct: true,
        }),
      (result) => result.total >= this.options.cacheFromHits,
    );
    const page = await backend.distinctPage(filter, sort, params.offset, params.limit);
    const hits = await backend.documents(page.ids, filter, params.idsOnly);
    return {
      hits: hits ?? [],
      ids: hits ? hits.map((hit) => hit.productId) : page.ids,
      total: page.total,
      facets: aggregates.facets,
      priceStats: aggregates.priceStats,
      cached: false,
    };
  }

  /** The in-memory index when it is current and can evaluate this query, else SQL. */
  private async backendFor(filter: DocumentFilter, since: number): Promise<SearchBackend> {
    const live = this.memoryIndex;
    const built = await live?.peek();
    return (live && built && memoryBackend(this.db, live, built, filter, since)) ?? this.sql;
  }

  /** `hits` undefined: the caller asked ids only, and the page is `pageIds`. */
  private result(
    aggregates: Aggregates,
    hits: SearchHit[] | undefined,
    pageIds: number[],
    cached: boolean,
  ): SearchResult {
    return {
      hits: hits ?? [],
      ids: hits ? hits.map((hit) => hit.productId) : pageIds,
      total: aggregates.total,
      facets: aggregates.facets,
      priceStats: aggregates.priceStats,
      cached,
    };
  }

  private async cachedDocuments(ids: number[]): Promise<SearchHit[]> {
    const missing = ids.filter((id) => !this.documents.has(id));
    for (const hit of await searchDocumentsByIds(this.db, missing)) this.documents.set(hit.productId, hit);
    return ids.flatMap((id) => this.documents.get(id) ?? []);
  }

  async syncProducts(): Promise<void> {
    this.clearCaches();
  }

  async rebuildAll(): Promise<void> {
    this.clearCaches();
  }

  /** Forgets cached answers (after a catalog write in this process). */
  clearCaches(): void {
    this.memoryIndex?.invalidate();
    this.forgetAnswers();
  }

  /**
   * Forgets cached answers, plans and documents, and what the in-memory index keeps from searches, but
   * keeps the index: the state of a running server whose caches hold none of the searches that come next
   * (bench/search measures the long tail so).
   */
  forgetAnswers(): void {
    this.memoryIndex?.forgetKept();
    this.planner.clear();
    this.aggregates.clear();
    this.firstIds.clear();
    this.documents.clear();
  }

  async close(): Promise<void> {
    this.clearCaches();
    this.memoryIndex?.close();
  }
}
