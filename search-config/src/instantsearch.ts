/**
 * The names InstantSearch widgets use against POST /api/search: one index per order (SortBy switches
 * between them, as Algolia replicas), the facet attributes shoppers refine by (their values are the
 * names shown to shoppers) and the numeric attribute for the price range.
 */
export const SEARCH_INDEXES = {
  relevance: 'productos',
  priceAsc: 'productos_precio_asc',
  priceDesc: 'productos_precio_desc',
} as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[keyof typeof SEARCH_INDEXES];

export const FACET_ATTRIBUTES = ['categoria', 'tienda', 'provincia'] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

export const PRICE_ATTRIBUTE = 'precio';

/** Limits the API enforces on every search. */
export const SEARCH_LIMITS = {
  maxQueryLength: 200,
  maxHitsPerPage: 100,
  /** As Algolia's paginationLimitedTo: hits beyond this rank are not reachable by paging. */
  maxReachableHits: 1000,
} as const;
