/**
 * The search port: what the API asks of a search engine, whichever it is (PostgreSQL full-text
 * search by default, Meilisearch when MEILI_URL is set). Both pass search-engine.contract.ts.
 *
 * Every engine searches the search documents: listings not removed, of active stores. Queries are
 * accent- and case-insensitive, every word must match (a word may match through a synonym, a typo
 * correction or, for the last word, a prefix), and hits rank by relevance unless a price sort is asked.
 * Search is model-exact: variant words ('ti', 'xt', 'g' after a model number) must match too, and a
 * listing of the very chip or processor a query names ranks above its variants ('rtx 4060' lists the
 * 4060 cards before the 4060 Ti ones).
 *
 * Prices are never compared across currencies (core/src/catalog/currency.ts): either price order lists
 * every peso listing before every dollar listing, and the price bounds, the threshold and the price
 * range of a result are about pesos.
 */

import type { Currency } from '../catalog/currency';

/**
 * 'model' is the listing's model: spec filters and counts (socket, capacity...) are about models, so the
 * API turns a spec refinement into the models that have it and reads spec counts off model counts.
 */
export type FacetField = 'category' | 'store' | 'province' | 'model';
export const FACET_FIELDS: readonly FacetField[] = ['category', 'store', 'province'];

/** One filter condition: the listing's category (any of its categories), store, province or model is `id`. */
export interface FilterTerm {
  field: FacetField;
  id: number;
}

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc';

export interface SearchParams {
  /** Free text; empty matches every listing. */
  query: string;
  /** AND of OR-groups: [[cat 3], [prov 1, prov 6]] is category 3 and (province 1 or 6). */
  filters?: FilterTerm[][];
  /** Inclusive peso price bounds: with either, no dollar listing matches. */
  minPrice?: number;
  maxPrice?: number;
  /** Peso listings priced at or under this never match (the spec's threshold rule, about pesos). */
  priceAbove?: number;
  /** Listings never to match (the spec's hidden products). */
  excludeIds?: number[];
  sort?: SearchSort;
  offset: number;
  /** 0 asks only for the total, facets and price stats. */
  limit: number;
  /** Which facet counts to compute. */
  facets?: FacetField[];
  /** Whether to compute the price range of the matches (of their peso prices). */
  priceStats?: boolean;
  /**
   * One hit per model (the grouped view): the model's cheapest matching listing (available ones
   * first, pesos before dollars), and `total` counts models; so do the category, store and province
   * counts (a model once under each value any of its matching listings has; a listing without a model is
   * a product of its own). The model counts and the price range are still of listings.
   */
  distinct?: boolean;
  /**
   * When no listing matches every word, search again without the fewest words that let the query find
   * something (relax-query.ts); `removedWords` of the result says which. The results page asks for it.
   */
  relaxIfEmpty?: boolean;
  /**
   * The caller reads the page's listings itself (search-products shows the products' own rows): the
   * engine may leave `hits` empty and give the page as `ids`, sparing PostgreSQL the documents' read.
   */
  idsOnly?: boolean;
}

/** A listing as the search documents hold it. */
export interface SearchHit {
  productId: number;
  name: string;
  brand: string | null;
  price: number;
  /** The currency of `price`. */
  currency: Currency;
  image: string | null;
  storeId: number;
  storeName: string;
  provinceId: number;
  categoryIds: number[];
  inStock: boolean;
  /** The listing's model (null only for listings written before models existed, until a recompute). */
  modelId: number | null;
}

export interface SearchResult {
  hits: SearchHit[];
  /** The page's listings, in order: the hits' ids, or the page itself when `idsOnly` left `hits` empty. */
  ids: number[];
  /** How many listings match, all pages together. */
  total: number;
  /** Facet value id → count, for each facet asked. */
  facets: Partial<Record<FacetField, Map<number, number>>>;
  /** Peso price range of all the matches (null when no peso listing matches or it was not asked). */
  priceStats: { min: number; max: number } | null;
  /**
   * Served from the engine's cache (a large result set, seen within the cache's lifetime): the
   * listings' own fields may be that old too, so callers may serve theirs from a cache as well.
   */
  cached?: boolean;
  /** The query's words left out because the whole query found nothing (see `relaxIfEmpty`). */
  removedWords?: string[];
}

export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  search(params: SearchParams): Promise<SearchResult>;
  /**
   * Brings the engine in step with the search documents of these products (Meilisearch copies
   * them; PostgreSQL reads the table itself and only drops its caches).
   */
  syncProducts(productIds: number[]): Promise<void>;
  /** Rebuilds the engine's copy of every search document. */
  rebuildAll(): Promise<void>;
  close(): Promise<void>;
}
