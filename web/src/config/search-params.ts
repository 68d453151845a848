import { SPEC_LIST_KEYS, SPEC_RANGE_KEYS } from '../features/specs/lib/spec-filters';

/**
 * The query parameters of /search-result/ (spec section 2), in the order they are written.
 * `sort` and `province` are ours: they keep the sort and province filter in the address so
 * back/forward restore them; results are grouped (one card per product) unless
 * `agrupar=0` (every listing).
 */
export const SEARCH_PARAM_KEYS = [
  'wordKey',
  'searchKey',
  'idCategory',
  'title',
  'stores',
  'storeName',
  'storewordKey',
  'storeWordKeyId',
  'categoryWordKey',
  'categoryWordKeyId',
  'minPrice',
  'maxPrice',
  'hasRange',
  'minPriceKey',
  'maxPriceKey',
  'hasRangeKey',
  'getAllProducts',
  'province',
  'sort',
  'agrupar',
  // Spec filters: lists take a value, ranges 'min:max'.
  ...SPEC_LIST_KEYS,
  ...SPEC_RANGE_KEYS,
  'page',
] as const;

export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number];

/** The results page address as a flat record of strings (absent keys are not in the URL). */
export type SearchResultParams = Partial<Record<SearchParamKey, string>>;

export function parseSearchResultParams(search: string): SearchResultParams {
  const query = new URLSearchParams(search);
  const params: SearchResultParams = {};
  for (const key of SEARCH_PARAM_KEYS) {
    const value = query.get(key);
    if (value !== null && value !== '') params[key] = value;
  }
  return params;
}

export function serializeSearchResultParams(params: SearchResultParams): string {
  const query = new URLSearchParams();
  for (const key of SEARCH_PARAM_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, value);
  }
  return query.toString();
}
