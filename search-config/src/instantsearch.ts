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

/**
 * Spec refinements (issue "Know the hardware"): the read-specs keys shoppers narrow by, about the
 * listing's model. Lists take the values as the spec sheet writes them ('AM4', 'DDR5', 'Micro ATX'); ranges
 * take numbers in the key's unit (GB, MHz, W).
 */
export const SPEC_LIST_ATTRIBUTES = [
  'socket',
  'chipset',
  'memoria',
  'formato',
  'chip',
  'certificacion',
  'interfaz',
  'tipo',
] as const;
export type SpecListAttribute = (typeof SPEC_LIST_ATTRIBUTES)[number];
export const SPEC_RANGE_ATTRIBUTES = ['capacidadGB', 'velocidadMHz', 'vramGB', 'potenciaW'] as const;
export type SpecRangeAttribute = (typeof SPEC_RANGE_ATTRIBUTES)[number];

/** Limits the API enforces on every search. */
export const SEARCH_LIMITS = {
  maxQueryLength: 200,
  maxHitsPerPage: 100,
  /** As Algolia's paginationLimitedTo: hits beyond this rank are not reachable by paging. */
  maxReachableHits: 1000,
} as const;
